/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Notice,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '@cairn/shared/api/error-message';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import ChaptersSection from './chapters-section';
import {
	SEO_DESCRIPTION,
	SEO_TITLE,
	enhancePost,
	writeAltText,
	writePostText,
	type FailedImage,
} from './enhance';
import { readToggles, writeToggles } from './toggles';
import { usableToggles } from './usable-toggles';
import type { EnhanceToggles } from './types';

/**
 * The panel's content: the excerpt, the SEO title and description with their
 * own Generate buttons, Enhance for all of it and the images' alt texts, and
 * what Enhance does (kept in this browser). Where no provider can write
 * text, only what to set up; where none reads images, no alt text.
 *
 * @return The panel content.
 */
export default function PostAiPanel() {
	const text = useServiceSetup( 'ai-text' );
	if ( ! text.ready ) {
		return (
			<div className="cairn-post-ai__panel">
				<ConnectBanner
					service="ai-text"
					feature={ __( 'Cairn AI', 'cairn' ) }
				/>
			</div>
		);
	}
	return <PostAiTools />;
}

/**
 * The panel's tools, once a provider can write text.
 *
 * @return The tools.
 */
function PostAiTools() {
	const vision = useServiceSetup( 'ai-vision' );
	const registry = useRegistry();
	const { editPost } = useDispatch( editorStore );
	const meta = useSelect(
		( select ) =>
			( select( editorStore ).getEditedPostAttribute( 'meta' ) ??
				{} ) as Record< string, unknown >,
		[]
	);
	const [ busy, setBusy ] = useState< Record< string, boolean > >( {} );
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ failed, setFailed ] = useState< FailedImage[] >( [] );
	const [ toggles, setToggles ] = useState< EnhanceToggles >( readToggles );

	const onBusy = ( key: string, value: boolean ) =>
		setBusy( ( current ) => ( { ...current, [ key ]: value } ) );
	const isBusy = Object.values( busy ).some( Boolean );

	const run = async ( key: string, work: () => Promise< void > ) => {
		onBusy( key, true );
		setErrors( [] );
		try {
			await work();
		} catch ( error ) {
			setErrors( [ errorMessage( error ) ] );
		} finally {
			onBusy( key, false );
		}
	};

	const enhance = async () => {
		setErrors( [] );
		setFailed( [] );
		onBusy( 'enhance', true );
		const result = await enhancePost( registry, usableToggles( toggles ), {
			onBusy,
		} );
		onBusy( 'enhance', false );
		setErrors( result.errors );
		setFailed( result.failedImages );
	};

	const retry = async ( image: FailedImage ) => {
		onBusy( image.clientId, true );
		try {
			await writeAltText( registry, image );
			setFailed( ( current ) =>
				current.filter( ( item ) => item.clientId !== image.clientId )
			);
		} catch ( error ) {
			setFailed( ( current ) =>
				current.map( ( item ) =>
					item.clientId === image.clientId
						? { ...item, reason: errorMessage( error ) }
						: item
				)
			);
		} finally {
			onBusy( image.clientId, false );
		}
	};

	const setToggle = ( key: keyof EnhanceToggles, value: boolean ) => {
		const next = { ...toggles, [ key ]: value };
		setToggles( next );
		writeToggles( next );
	};

	const setMeta = ( key: string, value: string ) =>
		editPost( { meta: { ...meta, [ key ]: value } } );

	return (
		<div className="cairn-post-ai__panel">
			{ errors.map( ( error ) => (
				<Notice key={ error } status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) ) }
			<Button
				__next40pxDefaultSize
				variant="secondary"
				isBusy={ !! busy.excerpt }
				disabled={ isBusy }
				accessibleWhenDisabled
				onClick={ () =>
					run( 'excerpt', () => writePostText( registry, 'excerpt' ) )
				}
			>
				{ busy.excerpt
					? __( 'Writing the excerpt…', 'cairn' )
					: __( 'Write an excerpt', 'cairn' ) }
			</Button>

			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'SEO title', 'cairn' ) }
				value={ String( meta[ SEO_TITLE ] ?? '' ) }
				onChange={ ( value ) => setMeta( SEO_TITLE, value ) }
				disabled={ !! busy.title }
				help={ __(
					'Shown by search engines; at most 60 characters work best.',
					'cairn'
				) }
			/>
			<Button
				variant="link"
				isBusy={ !! busy.title }
				disabled={ isBusy }
				accessibleWhenDisabled
				onClick={ () =>
					run( 'title', () => writePostText( registry, 'seoTitle' ) )
				}
			>
				{ busy.title
					? __( 'Writing the SEO title…', 'cairn' )
					: __( 'Generate the SEO title', 'cairn' ) }
			</Button>

			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Meta description', 'cairn' ) }
				value={ String( meta[ SEO_DESCRIPTION ] ?? '' ) }
				onChange={ ( value ) => setMeta( SEO_DESCRIPTION, value ) }
				disabled={ !! busy.description }
				help={ __(
					'Shown under the title in search results; at most 155 characters work best.',
					'cairn'
				) }
			/>
			<Button
				variant="link"
				isBusy={ !! busy.description }
				disabled={ isBusy }
				accessibleWhenDisabled
				onClick={ () =>
					run( 'description', () =>
						writePostText( registry, 'seoDescription' )
					)
				}
			>
				{ busy.description
					? __( 'Writing the meta description…', 'cairn' )
					: __( 'Generate the meta description', 'cairn' ) }
			</Button>

			<fieldset className="cairn-post-ai__toggles">
				<legend>{ __( 'Enhance writes', 'cairn' ) }</legend>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'The SEO title', 'cairn' ) }
					checked={ toggles.title }
					onChange={ ( value ) => setToggle( 'title', value ) }
				/>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'The meta description', 'cairn' ) }
					checked={ toggles.description }
					onChange={ ( value ) => setToggle( 'description', value ) }
				/>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'Alt text of images that have none', 'cairn' ) }
					checked={ toggles.altText && vision.ready }
					disabled={ ! vision.ready }
					help={ vision.description || undefined }
					onChange={ ( value ) => setToggle( 'altText', value ) }
				/>
			</fieldset>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Enhance when first published', 'cairn' ) }
				checked={ toggles.onPublish }
				onChange={ ( value ) => setToggle( 'onPublish', value ) }
			/>
			<Button
				__next40pxDefaultSize
				variant="primary"
				isBusy={ !! busy.enhance }
				disabled={ isBusy }
				accessibleWhenDisabled
				onClick={ enhance }
			>
				{ busy.enhance
					? __( 'Enhancing…', 'cairn' )
					: __( 'Enhance', 'cairn' ) }
			</Button>

			<ChaptersSection />

			{ failed.length > 0 && (
				<div role="alert" className="cairn-post-ai__failed">
					<p>
						{ __( 'Alt text could not be written for:', 'cairn' ) }
					</p>
					<ul>
						{ failed.map( ( image, index ) => (
							<li key={ image.clientId }>
								{ sprintf(
									/* translators: 1: the image's position among the failed ones; 2: why it failed. */
									__( 'Image %1$d: %2$s', 'cairn' ),
									index + 1,
									image.reason
								) }{ ' ' }
								<Button
									variant="link"
									isBusy={ !! busy[ image.clientId ] }
									disabled={ isBusy }
									accessibleWhenDisabled
									onClick={ () => retry( image ) }
								>
									{ __( 'Retry', 'cairn' ) }
								</Button>
							</li>
						) ) }
					</ul>
				</div>
			) }
		</div>
	);
}
