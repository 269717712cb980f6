/**
 * WordPress dependencies
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SlideshowAttributes } from './types';
import { clampDelay } from './utils';

/**
 * The saved slideshow: a carousel region (WAI-ARIA carousel pattern) whose
 * slides are groups labelled "n of m", each image with its caption in a
 * figure. Without script (or when Swiper fails to load) the style shows the
 * first slide only; the view script loads Swiper, reveals the controls and
 * sets the height. Labels are saved with the post, so the view script
 * carries no strings: the pause button holds both of its labels.
 *
 * @param props            Save props.
 * @param props.attributes The block's attributes.
 * @return The saved element, or nothing without images.
 */
export default function save( {
	attributes,
}: BlockSaveProps< SlideshowAttributes > ) {
	const { images, autoplay, delay, effect } = attributes;
	if ( ! images.length ) {
		return null;
	}
	const count = images.length;
	const blockProps = useBlockProps.save( {
		'data-autoplay': autoplay ? 'true' : undefined,
		'data-delay': clampDelay( delay ),
		'data-effect': effect,
	} );
	const pause = __( 'Pause slideshow', 'cairn' );

	return (
		<div { ...blockProps }>
			<section
				className="wp-block-cairn-slideshow__container swiper"
				aria-roledescription="carousel"
				aria-label={ __( 'Slideshow', 'cairn' ) }
			>
				{ autoplay && (
					<button
						type="button"
						className="wp-block-cairn-slideshow__pause"
						aria-label={ pause }
						data-label-pause={ pause }
						data-label-play={ __( 'Play slideshow', 'cairn' ) }
					/>
				) }
				<div className="wp-block-cairn-slideshow__slides swiper-wrapper">
					{ images.map( ( image, index ) => (
						<div
							key={ index }
							className="wp-block-cairn-slideshow__slide swiper-slide"
							role="group"
							aria-roledescription="slide"
							aria-label={ sprintf(
								/* translators: 1: the slide's number, 2: the number of slides. */
								__( '%1$d of %2$d', 'cairn' ),
								index + 1,
								count
							) }
						>
							<figure>
								<img
									className={
										image.id
											? `wp-block-cairn-slideshow__image wp-image-${ image.id }`
											: 'wp-block-cairn-slideshow__image'
									}
									src={ image.url }
									alt={ image.alt ?? '' }
									data-id={ image.id }
									data-aspect-ratio={ image.aspectRatio }
									// The first slide shows at once; the others when reached.
									loading={ index ? 'lazy' : undefined }
								/>
								{ image.caption ? (
									<RichText.Content
										tagName="figcaption"
										className="wp-block-cairn-slideshow__caption"
										value={ image.caption }
									/>
								) : null }
							</figure>
						</div>
					) ) }
				</div>
				<button
					type="button"
					className="wp-block-cairn-slideshow__prev swiper-button-prev"
					aria-label={ __( 'Previous slide', 'cairn' ) }
				/>
				<button
					type="button"
					className="wp-block-cairn-slideshow__next swiper-button-next"
					aria-label={ __( 'Next slide', 'cairn' ) }
				/>
				<div className="wp-block-cairn-slideshow__pagination swiper-pagination" />
				<p className="wp-block-cairn-slideshow__error" hidden>
					{ __( 'The Swiper library could not be loaded.', 'cairn' ) }
				</p>
			</section>
		</div>
	);
}
