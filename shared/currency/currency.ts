/**
 * Internal dependencies
 */
import { CURRENCIES, DEFAULT_CURRENCY } from './constants';
import type { CurrencyCode, CurrencyDefinition } from './types';

/**
 * Whether Cairn takes payments in a currency.
 *
 * @param code A currency code.
 * @return True for one of the 17 supported codes.
 */
export function isSupportedCurrency( code: unknown ): code is CurrencyCode {
	return (
		typeof code === 'string' &&
		Object.prototype.hasOwnProperty.call( CURRENCIES, code )
	);
}

/**
 * The table entry of a currency.
 *
 * @param code Currency code.
 * @return Its definition.
 */
export function getCurrency(
	code: CurrencyCode
): Readonly< CurrencyDefinition > {
	return CURRENCIES[ code ];
}

/**
 * The smallest donation or price in a currency; less is refused.
 *
 * @param code Currency code.
 * @return The minimum amount.
 */
export function getCurrencyMinimum( code: CurrencyCode ): number {
	return CURRENCIES[ code ].minimum;
}

/**
 * Whether an amount is at least the currency's minimum.
 *
 * @param amount Amount.
 * @param code   Currency code.
 * @return True when allowed.
 */
export function meetsCurrencyMinimum(
	amount: number,
	code: CurrencyCode
): boolean {
	return Number.isFinite( amount ) && amount >= getCurrencyMinimum( code );
}

/**
 * The currency a new block or product uses: the connected account's currency
 * when Cairn supports it, else USD.
 *
 * @param accountCurrency The connected account's default currency, any case.
 * @return A supported currency code.
 */
export function getDefaultCurrency(
	accountCurrency?: string | null
): CurrencyCode {
	const code = accountCurrency?.toUpperCase();
	return isSupportedCurrency( code ) ? code : DEFAULT_CURRENCY;
}
