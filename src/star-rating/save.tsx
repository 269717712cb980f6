/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import RatingSymbol from './rating-symbol';
import type { StarRatingSaveProps } from './types';
import { clampMaxRating, clampRating, getAlign, getSymbolFill } from './utils';

/**
 * The saved markup: one empty span per symbol, with classes saying how much
 * of it is filled (style.scss draws the stars; no front-end script), and an
 * empty label element: numbers and classes only, and only markup that
 * wp_kses_post() keeps, so that the block stays valid when saved by someone
 * without the `unfiltered_html` capability (see rating-symbol.tsx).
 *
 * The rating in words is added by the server when the block is rendered
 * (Cairn\Blocks\Star_Rating), in the site's language: words saved here
 * would be in the language of whoever saved the post, and would make the
 * block invalid for an editor working in another language.
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @return The saved element.
 */
export default function save( { attributes }: StarRatingSaveProps ) {
	const { color, align } = attributes;
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const positions = Array.from( { length: maxRating }, ( _, i ) => i + 1 );

	return (
		<div
			{ ...useBlockProps.save( {
				className: `has-text-align-${ getAlign( align ) }`,
			} ) }
		>
			<span
				className="wp-block-cairn-star-rating__symbols"
				style={ color ? { color } : undefined }
				aria-hidden="true"
			>
				{ positions.map( ( position ) => (
					<RatingSymbol
						key={ position }
						fill={ getSymbolFill( position, rating ) }
					/>
				) ) }
			</span>
			<span className="wp-block-cairn-star-rating__label" />
		</div>
	);
}
