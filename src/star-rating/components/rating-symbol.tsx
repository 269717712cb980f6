/**
 * Internal dependencies
 */
import type { RatingSymbolProps } from '../types';

/**
 * One rating symbol: an empty span whose classes say how much of it is
 * filled; style.scss draws the star. Shared by the editor and the saved
 * markup so both draw the same thing.
 *
 * Not inline SVG: WordPress filters the post content of everyone without the
 * `unfiltered_html` capability (Authors, Contributors, every administrator
 * of a multisite network but the super admin) through wp_kses_post(), which
 * removes `svg` and `polygon`; a span with classes is kept for everyone.
 *
 * @param props      Component props.
 * @param props.fill How much of the symbol is filled.
 * @return The symbol.
 */
export default function RatingSymbol( { fill }: RatingSymbolProps ) {
	return (
		<span className={ `wp-block-cairn-star-rating__symbol is-${ fill }` } />
	);
}
