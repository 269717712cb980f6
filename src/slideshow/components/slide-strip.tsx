/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AttachmentInfo } from '@cairn/shared/media/use-attachments';
import type { SlideshowImage } from '../types';

/** The strip's props. */
interface SlideStripProps {
	/** The slides, in order. */
	images: SlideshowImage[];
	/** The slide the preview shows. */
	current: number;
	/** What is known of each slide's attachment (its smaller copy). */
	previews: Record< number, AttachmentInfo >;
	/** Shows a slide. */
	onSelect: ( index: number ) => void;
}

/**
 * Every slide as a small button, in order, the shown one marked: the
 * editor's way to go to a slide, and to see the order that the move
 * buttons change.
 *
 * @param props          Props.
 * @param props.images   The slides.
 * @param props.current  The shown slide.
 * @param props.previews The slides' attachments.
 * @param props.onSelect Shows a slide.
 * @return The strip.
 */
export default function SlideStrip( {
	images,
	current,
	previews,
	onSelect,
}: SlideStripProps ) {
	return (
		<ol
			className="wp-block-cairn-slideshow__strip"
			aria-label={ __( 'Slides', 'cairn' ) }
		>
			{ images.map( ( image, index ) => (
				<li key={ `${ image.id ?? '' }-${ image.url }` }>
					<button
						type="button"
						className="wp-block-cairn-slideshow__strip-item"
						aria-current={ index === current ? 'true' : undefined }
						aria-label={ sprintf(
							/* translators: 1: the slide's number, 2: the number of slides, 3: the image's text alternative. */
							__( 'Slide %1$d of %2$d: %3$s', 'cairn' ),
							index + 1,
							images.length,
							image.alt || __( 'no description', 'cairn' )
						) }
						onClick={ () => onSelect( index ) }
					>
						<img
							src={
								previews[ Number( image.id ) ]?.sizes
									?.thumbnail ?? image.url
							}
							alt=""
						/>
					</button>
				</li>
			) ) }
		</ol>
	);
}
