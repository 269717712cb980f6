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
import type { AttachmentInfo } from '@cairn/shared/media/use-attachments';
import type { SlideshowAttributes, SlideshowImage } from './types';
import { aspectRatioOf } from './utils';

/**
 * Gives slides added without their shape (from core image blocks, by a
 * transform) the shape of their attachment once it arrives, so that the box
 * is the image's and not a 16:9 guess; not an edit of the user's, so no
 * undo step and no unsaved change.
 *
 * @param images        The slides.
 * @param attachments   Their attachments, by id.
 * @param setAttributes Updates the block's attributes.
 */
export function useSlideShapes(
	images: SlideshowImage[],
	attachments: Record< number, AttachmentInfo >,
	setAttributes: BlockEditProps< SlideshowAttributes >[ 'setAttributes' ]
): void {
	// The store's published types predate this action, which the store has
	// had since long before WordPress 6.8.
	const { __unstableMarkNextChangeAsNotPersistent: markNotPersistent } =
		useDispatch( blockEditorStore ) as unknown as {
			__unstableMarkNextChangeAsNotPersistent: () => void;
		};

	// Slides added without their shape (from core image blocks, by a
	// transform) take it from their attachment, so that the box is the
	// image's and not a 16:9 guess.
	useEffect( () => {
		const shaped = ( image: SlideshowImage ) => {
			const found = attachments[ Number( image.id ) ];
			const ratio =
				! image.aspectRatio &&
				aspectRatioOf( found?.width, found?.height );
			return ratio ? { ...image, aspectRatio: ratio } : image;
		};
		if ( images.some( ( image ) => shaped( image ) !== image ) ) {
			// Not an edit of the user's: no undo step, no unsaved change.
			markNotPersistent();
			setAttributes( { images: images.map( shaped ) } );
		}
		// Only once the attachments arrive.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ attachments ] );
}
