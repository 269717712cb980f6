/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { GalleryGridProps } from '../types';

/**
 * The grid of the account's latest posts.
 *
 * @param props               The props.
 * @param props.images        The posts to show.
 * @param props.instagramUser The linked account's user name.
 * @return The grid, or nothing without posts.
 */
export default function GalleryGrid( {
	images,
	instagramUser,
}: GalleryGridProps ) {
	if ( images.length === 0 ) {
		return null;
	}
	return (
		<div
			className="wp-block-cairn-instagram-gallery__grid"
			aria-label={ sprintf(
				/* translators: %s: an Instagram user name. */
				__( 'Latest posts of @%s', 'cairn' ),
				instagramUser
			) }
		>
			{ images.map( ( image ) => (
				<span
					key={ image.url }
					className="wp-block-cairn-instagram-gallery__item"
				>
					<img src={ image.url } alt={ image.title } />
				</span>
			) ) }
		</div>
	);
}
