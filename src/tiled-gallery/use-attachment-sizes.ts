/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	useAttachments,
	type AttachmentInfo,
} from '@cairn/shared/media/use-attachments';
import { computeLayout, widthsOf, type LayoutStyle } from './layout';
import type { GalleryImage, TiledGalleryAttributes } from './types';

/**
 * The gallery's attachments, by id. Images added without their size (from
 * core blocks, by a transform) get it from their attachment once it
 * arrives, so that the layout keeps their shape; not an edit of the user's,
 * so no undo step and no unsaved change.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Updates the block's attributes.
 * @param style         The layout style.
 * @return The attachments.
 */
export function useAttachmentSizes(
	attributes: TiledGalleryAttributes,
	setAttributes: BlockEditProps< TiledGalleryAttributes >[ 'setAttributes' ],
	style: LayoutStyle
): Record< number, AttachmentInfo > {
	const { images, columns, columnWidths } = attributes;
	// The store's published types predate this action, which the store has
	// had since long before WordPress 6.8.
	const { __unstableMarkNextChangeAsNotPersistent: markNotPersistent } =
		useDispatch( blockEditorStore ) as unknown as {
			__unstableMarkNextChangeAsNotPersistent: () => void;
		};
	const attachments = useAttachments( attributes.ids );
	useEffect( () => {
		const sized = ( image: GalleryImage ) => {
			const found = attachments[ Number( image.id ) ];
			return ! ( image.width && image.height ) &&
				found?.width &&
				found?.height
				? { ...image, width: found.width, height: found.height }
				: image;
		};
		if ( images.some( ( image ) => sized( image ) !== image ) ) {
			// Not an edit of the user's: no undo step, no unsaved change.
			markNotPersistent();
			const next = images.map( sized );
			setAttributes( {
				images: next,
				// Widths stored for the sizes guessed before follow.
				...( columnWidths.length
					? {
							columnWidths: widthsOf(
								computeLayout( next, style, columns )
							),
						}
					: {} ),
			} );
		}
		// Only once the attachments arrive.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ attachments ] );
	return attachments;
}
