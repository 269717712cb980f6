/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	getCurrencyMinimum,
	getCurrency,
	isSupportedCurrency,
	meetsCurrencyMinimum,
} from '@cairn/shared/currency/currency';
import { formatCurrency } from '@cairn/shared/currency/format';
import { parseAmount } from '@cairn/shared/currency/parse';
import type { CurrencyCode } from '@cairn/shared/currency/types';
import type { DonationsAttributes, TabDefinition, TabKey } from './types';

/**
 * The tabs in order, with the product interval each maps to.
 */
export function getTabs(): TabDefinition[] {
	return [
		{
			key: 'oneTimeDonation',
			interval: 'one-time',
			label: __( 'One-Time', 'cairn' ),
		},
		{
			key: 'monthlyDonation',
			interval: '1 month',
			label: __( 'Monthly', 'cairn' ),
		},
		{
			key: 'annualDonation',
			interval: '1 year',
			label: __( 'Yearly', 'cairn' ),
		},
	];
}

/**
 * The tab to show: the active one while it is enabled, else One-Time.
 *
 * @param active     The tab chosen in the editor.
 * @param attributes The block's attributes.
 * @return A shown tab.
 */
export function getActiveTab(
	active: TabKey,
	attributes: Pick< DonationsAttributes, TabKey >
): TabKey {
	if ( active === 'oneTimeDonation' ) {
		return active;
	}
	return attributes[ active ]?.show ? active : 'oneTimeDonation';
}

/**
 * The block's currency: its own when supported, else the fallback.
 *
 * @param currency Saved currency.
 * @param fallback The account's default currency, resolved.
 * @return A supported code.
 */
export function getBlockCurrency(
	currency: string,
	fallback: CurrencyCode
): CurrencyCode {
	return isSupportedCurrency( currency ) ? currency : fallback;
}

/**
 * Rounds to the currency's precision (no float noise like 0.30000000000000004).
 *
 * @param amount Amount.
 * @param code   Currency.
 * @return Rounded amount.
 */
function round( amount: number, code: CurrencyCode ): number {
	const factor = 10 ** getCurrency( code ).precision;
	return Math.round( amount * factor ) / factor;
}

/**
 * Default tier amounts: 10, 30 and 200 times the currency's minimum.
 *
 * @param code Currency.
 * @return Three amounts.
 */
export function getDefaultAmounts( code: CurrencyCode ): number[] {
	const minimum = getCurrencyMinimum( code );
	return [ 10, 30, 200 ].map( ( times ) => round( minimum * times, code ) );
}

/**
 * The custom amount preview: 100 times the currency's minimum.
 *
 * @param code Currency.
 * @return Amount.
 */
export function getCustomAmountPreview( code: CurrencyCode ): number {
	return round( getCurrencyMinimum( code ) * 100, code );
}

/**
 * What an amount field holds, read with the currency's separators.
 */
export interface AmountCheck {
	amount: number | null;
	error: string | null;
}

/**
 * Parses a typed tier amount and checks it against the currency's minimum.
 *
 * @param text Typed text.
 * @param code Currency.
 * @return The amount (null when unreadable) and the error to show.
 */
export function checkAmount( text: string, code: CurrencyCode ): AmountCheck {
	const amount = parseAmount( text, code );
	if ( amount === null ) {
		return {
			amount: null,
			error: __( 'Please enter a valid amount.', 'cairn' ),
		};
	}
	if ( ! meetsCurrencyMinimum( amount, code ) ) {
		return {
			amount,
			error: getMinimumError( code ),
		};
	}
	return { amount, error: null };
}

/**
 * The error for an amount under the currency's minimum.
 *
 * @param code Currency.
 * @return Message.
 */
export function getMinimumError( code: CurrencyCode ): string {
	return sprintf(
		/* translators: %s: the smallest amount, such as $0.50. */
		__( 'Minimum allowed price is %s.', 'cairn' ),
		formatCurrency( getCurrencyMinimum( code ), code )
	);
}
