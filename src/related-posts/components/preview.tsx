/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RelatedPost, RelatedPostsAttributes } from '../types';
import { spans } from '../utils';

/** Props of the preview. */
export interface PreviewProps {
	/** The block's attributes. */
	attributes: RelatedPostsAttributes;
	/** The related posts found so far. */
	posts: RelatedPost[];
	/** Whether the block is in the site editor, where no post is shown. */
	inSiteEditor: boolean;
}

/**
 * What a post's slot says when there is no post for it.
 *
 * @param inSiteEditor Whether the block is in the site editor.
 * @return The text.
 */
export function placeholderText( inSiteEditor: boolean ): string {
	return inSiteEditor
		? __(
				'Preview unavailable in site editor. The post title will appear normally on your site.',
				'cairn'
			)
		: __(
				"Preview unavailable: you haven't published enough posts with similar content.",
				'cairn'
			);
}

/**
 * The posts as visitors will see them, in the markup the server renders
 * (Cairn\Blocks\Related_Posts), with a placeholder in each slot that no
 * related post fills. Links are not followed in the editor.
 *
 * @param props Component props.
 * @return The list.
 */
export default function Preview( props: PreviewProps ) {
	const { attributes, posts, inSiteEditor } = props;
	const count = attributes.postsToShow;
	const shown = inSiteEditor ? [] : posts.slice( 0, count );
	const itemSpans =
		attributes.postLayout === 'grid'
			? spans( count )
			: Array< number >( count ).fill( 6 );
	const slots = itemSpans.map( ( span, index ) => ( {
		span,
		post: shown[ index ],
	} ) );

	return (
		<ul className="wp-block-cairn-related-posts__items">
			{ slots.map( ( { span, post }, index ) => (
				<li
					key={ post ? post.id : `placeholder-${ index }` }
					className={ `wp-block-cairn-related-posts__item is-span-${ span }${
						post ? '' : ' is-placeholder'
					}` }
				>
					{ post && attributes.displayThumbnails && post.img.src && (
						<span className="wp-block-cairn-related-posts__thumbnail">
							<img
								src={ post.img.src }
								alt=""
								width={ post.img.width || undefined }
								height={ post.img.height || undefined }
							/>
						</span>
					) }
					<p className="wp-block-cairn-related-posts__title">
						{ post ? (
							<a
								href={ post.url }
								onClick={ ( event ) => event.preventDefault() }
							>
								{ post.title }
							</a>
						) : (
							placeholderText( inSiteEditor )
						) }
					</p>
					{ post && (
						<div className="wp-block-cairn-related-posts__meta">
							{ attributes.displayDate && (
								<span className="wp-block-cairn-related-posts__date">
									{ post.date }
								</span>
							) }
							{ attributes.displayAuthor && post.author && (
								<span className="wp-block-cairn-related-posts__author">
									{ sprintf(
										/* translators: %s: the author's name. */
										__( 'By %s', 'cairn' ),
										post.author
									) }
								</span>
							) }
							{ attributes.displayContext && (
								<span className="wp-block-cairn-related-posts__context">
									{ post.block_context.text }
								</span>
							) }
						</div>
					) }
				</li>
			) ) }
		</ul>
	);
}
