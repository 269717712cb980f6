/**
 * Internal dependencies
 */
import { getCurrency } from './currency';
import type { CurrencyCode } from './types';

/**
 * Escapes a string for use inside a regular expression.
 *
 * @param text Text.
 * @return Escaped text.
 */
const escape = ( text: string ): string =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

// A space separator is also typed as a no-break or narrow no-break space,
// and an apostrophe as a typographic one.
const GROUPING_VARIANTS: Record< string, string[] > = {
	' ': [ ' ', '\u00a0', '\u202f' ],
	"'": [ "'", '\u2019' ],
};

/**
 * Reads an amount typed with a currency's own grouping and decimal
 * separators: `1.234,5` in EUR is 1234.5, `1,000` in JPY is
 * 1000. The symbol and surrounding spaces are ignored.
 *
 * @param text Typed text.
 * @param code Currency code.
 * @return The amount, or null when the text is not an amount in that
 *         currency (letters, a second decimal separator, more decimals than
 *         the currency has).
 */
export function parseAmount( text: string, code: CurrencyCode ): number | null {
	const { symbol, grouping, decimal, precision } = getCurrency( code );
	let value = text.trim();
	if ( value.startsWith( symbol ) ) {
		value = value.slice( symbol.length );
	} else if ( value.endsWith( symbol ) ) {
		value = value.slice( 0, -symbol.length );
	}
	value = value.trim();
	const groupings = GROUPING_VARIANTS[ grouping ] ?? [ grouping ];
	for ( const separator of groupings ) {
		value = value.replace( new RegExp( escape( separator ), 'g' ), '' );
	}
	const parts = value.split( decimal );
	if ( parts.length > 2 ) {
		return null;
	}
	const [ whole, fraction = '' ] = parts;
	if ( ! /^\d*$/.test( whole ) || ! /^\d*$/.test( fraction ) ) {
		return null;
	}
	if ( ! whole && ! fraction ) {
		return null;
	}
	if ( fraction.length > precision ) {
		return null;
	}
	return Number( `${ whole || '0' }.${ fraction || '0' }` );
}
