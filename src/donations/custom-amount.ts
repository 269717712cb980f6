/**
 * Internal dependencies
 */
import {
	getCurrency,
	getCurrencyMinimum,
} from '@cairn/shared/currency/currency';
import { parseAmount } from '@cairn/shared/currency/parse';
import type { CurrencyCode } from '@cairn/shared/currency/types';

/**
 * What is wrong with a typed custom amount: not an amount in the currency,
 * under its minimum, or over the largest payment the site takes; null when
 * it can be paid.
 */
export type CustomAmountProblem = 'invalid' | 'minimum' | 'maximum' | null;

/**
 * Checks a custom amount as the server will, before the form is sent: read
 * with the currency's separators, at least the currency's minimum, at most
 * the site's largest payment in it.
 *
 * @param text         What the visitor typed.
 * @param code         The block's currency.
 * @param maximumMinor The largest payment, in the currency's minor units.
 * @return The problem, or null.
 */
export function checkCustomAmount(
	text: string,
	code: CurrencyCode,
	maximumMinor: number
): CustomAmountProblem {
	const amount = parseAmount( text, code );
	if ( amount === null ) {
		return 'invalid';
	}
	// Compared in minor units, as integers: no float rounding at the edge.
	const factor = 10 ** getCurrency( code ).precision;
	const minor = Math.round( amount * factor );
	if ( minor < Math.round( getCurrencyMinimum( code ) * factor ) ) {
		return 'minimum';
	}
	if ( Number.isFinite( maximumMinor ) && minor > maximumMinor ) {
		return 'maximum';
	}
	return null;
}
