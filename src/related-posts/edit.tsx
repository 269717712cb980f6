/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InnerBlocks,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RadioControl,
	RangeControl,
	Spinner,
	ToggleControl,
	ToolbarGroup,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import ModuleActivation from '@cairn/shared/components/module-activation';
import {
	MODULE_RELATED_POSTS,
	store as modulesStore,
} from '@cairn/shared/stores/modules';
import icon from './icon';
import Preview from './components/preview';
import { MAX_POSTS, MIN_POSTS } from './constants';
import type { RelatedPostsAttributes } from './types';
import { useRelatedPosts } from './use-related-posts';
import { clampPostsToShow } from './utils';

/** Only a heading may stand above the posts. */
const ALLOWED_BLOCKS = [ 'core/heading' ];

/**
 * No appender: the heading is there.
 *
 * @return Nothing.
 */
const NoAppender = () => null;

/** Props of the editor: its attributes, and the post it sits in. */
type RelatedPostsEditProps = BlockEditProps< RelatedPostsAttributes > & {
	context: { postId?: number; postType?: string };
};

/**
 * The Related posts editor: the optional heading, then a preview of the
 * posts related to this one (placeholders where there are not enough), with
 * the Layout panel; or, while the module is off, the prompt to switch it on.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function RelatedPostsEdit( props: RelatedPostsEditProps ) {
	const { attributes, setAttributes, clientId, context } = props;
	const inSiteEditor =
		! context.postId ||
		context.postType === 'wp_template' ||
		context.postType === 'wp_template_part';
	const { hasHeading, enabled } = useSelect(
		( select ) => ( {
			hasHeading:
				select( blockEditorStore ).getBlockCount( clientId ) > 0,
			// The store marks the module on before the server has switched
			// it: ask for posts only once it has.
			enabled:
				select( modulesStore ).isModuleActive( MODULE_RELATED_POSTS ) &&
				! select( modulesStore ).isModuleUpdating(
					MODULE_RELATED_POSTS
				),
		} ),
		[ clientId ]
	);
	const posts = useRelatedPosts(
		inSiteEditor ? undefined : context.postId,
		enabled
	);
	const setLayout = ( value: string ) =>
		setAttributes( { postLayout: value === 'list' ? 'list' : 'grid' } );
	const blockProps = useBlockProps( {
		className: `is-layout-${ attributes.postLayout }`,
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-cairn-related-posts__heading' },
		{
			allowedBlocks: ALLOWED_BLOCKS,
			// One heading at most: the appender goes once it is there.
			renderAppender: hasHeading
				? NoAppender
				: InnerBlocks.ButtonBlockAppender,
		}
	);

	return (
		<div { ...blockProps }>
			<ModuleActivation
				slug={ MODULE_RELATED_POSTS }
				icon={ icon }
				title={ __( 'Related posts', 'cairn' ) }
				instructions={ __(
					'Show related content after each post, computed on your site from shared tags, categories and words.',
					'cairn'
				) }
				activateLabel={ __( 'Activate Related Posts', 'cairn' ) }
				activatingLabel={ __( 'Activating Related Posts', 'cairn' ) }
				learnMoreUrl="https://wordpress.org/documentation/article/related-posts/"
				learnMoreLabel={ __( 'Learn more', 'cairn' ) }
			>
				<BlockControls>
					<ToolbarGroup
						controls={ [
							{
								icon: grid,
								title: __( 'Grid view', 'cairn' ),
								isActive: attributes.postLayout === 'grid',
								onClick: () => setLayout( 'grid' ),
							},
							{
								icon: list,
								title: __( 'List view', 'cairn' ),
								isActive: attributes.postLayout === 'list',
								onClick: () => setLayout( 'list' ),
							},
						] }
					/>
				</BlockControls>
				<InspectorControls>
					<PanelBody title={ __( 'Layout', 'cairn' ) }>
						<RangeControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Number of posts', 'cairn' ) }
							value={ attributes.postsToShow }
							min={ MIN_POSTS }
							max={ MAX_POSTS }
							onChange={ ( value ) =>
								setAttributes( {
									postsToShow: clampPostsToShow(
										Number( value )
									),
								} )
							}
						/>
						<RadioControl
							label={ __( 'Display', 'cairn' ) }
							selected={ attributes.postLayout }
							options={ [
								{ label: __( 'Grid', 'cairn' ), value: 'grid' },
								{ label: __( 'List', 'cairn' ), value: 'list' },
							] }
							onChange={ setLayout }
						/>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Display author', 'cairn' ) }
							checked={ attributes.displayAuthor }
							onChange={ ( displayAuthor: boolean ) =>
								setAttributes( { displayAuthor } )
							}
						/>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Display date', 'cairn' ) }
							checked={ attributes.displayDate }
							onChange={ ( displayDate: boolean ) =>
								setAttributes( { displayDate } )
							}
						/>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Display thumbnail', 'cairn' ) }
							checked={ attributes.displayThumbnails }
							onChange={ ( displayThumbnails: boolean ) =>
								setAttributes( { displayThumbnails } )
							}
						/>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Display context', 'cairn' ) }
							help={ __(
								'The category or tag a post shares with this one.',
								'cairn'
							) }
							checked={ attributes.displayContext }
							onChange={ ( displayContext: boolean ) =>
								setAttributes( { displayContext } )
							}
						/>
					</PanelBody>
				</InspectorControls>
				<div { ...innerBlocksProps } />
				{ posts === null ? (
					<Spinner />
				) : (
					<Preview
						attributes={ attributes }
						posts={ posts }
						inSiteEditor={ inSiteEditor }
					/>
				) }
			</ModuleActivation>
		</div>
	);
}
