/**
 * Internal dependencies
 */
import { DEFAULT_RATING_STYLE, SYMBOLS } from './constants';
import type { RatingSymbolProps } from './types';

/**
 * One rating symbol as inline SVG: the whole outline behind, and the filled
 * part (whole or left half) in front. Shared by the editor and the saved
 * markup so both draw the same thing.
 *
 * @param props             Component props.
 * @param props.fill        How much of the symbol is filled.
 * @param props.ratingStyle Which symbol to draw.
 * @return The symbol.
 */
export default function RatingSymbol( {
	fill,
	ratingStyle = DEFAULT_RATING_STYLE,
}: RatingSymbolProps ) {
	const shape = SYMBOLS[ ratingStyle ] ?? SYMBOLS[ DEFAULT_RATING_STYLE ];
	return (
		<svg
			className={ `wp-block-cairn-star-rating__symbol is-${ fill }` }
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<polygon
				className="wp-block-cairn-star-rating__symbol-back"
				points={ shape.whole }
			/>
			{ fill !== 'empty' && (
				<polygon
					className="wp-block-cairn-star-rating__symbol-front"
					points={ fill === 'full' ? shape.whole : shape.half }
					fill="currentColor"
				/>
			) }
		</svg>
	);
}
