/**
 * Internal dependencies
 */
import { getCurrency } from './currency';
import type { CurrencyCode } from './types';

/**
 * Writes a number with a currency's grouping and decimal separators and
 * precision, without its symbol: `1.234,50` in EUR, `1,235` in JPY.
 *
 * @param amount Amount.
 * @param code   Currency code.
 * @return The number as text.
 */
export function formatAmount( amount: number, code: CurrencyCode ): string {
	const { grouping, decimal, precision } = getCurrency( code );
	const [ whole, fraction ] = Math.abs( amount )
		.toFixed( precision )
		.split( '.' );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, grouping );
	const sign = amount < 0 && Number( whole + ( fraction ?? '' ) ) ? '-' : '';
	return (
		sign + ( fraction ? `${ grouped }${ decimal }${ fraction }` : grouped )
	);
}

/**
 * Writes an amount with its currency's symbol: `$1,234.50`, `1 234,50 kr`.
 *
 * @param amount Amount.
 * @param code   Currency code.
 * @return The amount as text.
 */
export function formatCurrency( amount: number, code: CurrencyCode ): string {
	const { symbol, symbolAfter } = getCurrency( code );
	const number = formatAmount( amount, code );
	return symbolAfter ? `${ number } ${ symbol }` : `${ symbol }${ number }`;
}
