/**
 * Internal dependencies
 */
import type { CurrencyCode, CurrencyDefinition } from './types';

/**
 * The currency table: symbol, separators, precision and
 * minimum per currency. Separators follow each currency's home convention.
 */
export const CURRENCIES: Readonly<
	Record< CurrencyCode, Readonly< CurrencyDefinition > >
> = {
	USD: {
		symbol: '$',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 0.5,
	},
	AUD: {
		symbol: 'A$',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 0.5,
	},
	BRL: {
		symbol: 'R$',
		symbolAfter: false,
		grouping: '.',
		decimal: ',',
		precision: 2,
		minimum: 0.5,
	},
	CAD: {
		symbol: 'C$',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 0.5,
	},
	CHF: {
		symbol: 'CHF',
		symbolAfter: false,
		grouping: "'",
		decimal: '.',
		precision: 2,
		minimum: 0.5,
	},
	DKK: {
		symbol: 'kr.',
		symbolAfter: true,
		grouping: '.',
		decimal: ',',
		precision: 2,
		minimum: 2.5,
	},
	EUR: {
		symbol: '€',
		symbolAfter: false,
		grouping: '.',
		decimal: ',',
		precision: 2,
		minimum: 0.5,
	},
	GBP: {
		symbol: '£',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 0.3,
	},
	HKD: {
		symbol: 'HK$',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 4,
	},
	INR: {
		symbol: '₹',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 0.5,
	},
	JPY: {
		symbol: '¥',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 0,
		minimum: 50,
	},
	MXN: {
		symbol: 'MX$',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 10,
	},
	NOK: {
		symbol: 'kr',
		symbolAfter: true,
		grouping: ' ',
		decimal: ',',
		precision: 2,
		minimum: 3,
	},
	NZD: {
		symbol: 'NZ$',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 0.5,
	},
	PLN: {
		symbol: 'zł',
		symbolAfter: true,
		grouping: ' ',
		decimal: ',',
		precision: 2,
		minimum: 2,
	},
	SEK: {
		symbol: 'kr',
		symbolAfter: true,
		grouping: ' ',
		decimal: ',',
		precision: 2,
		minimum: 3,
	},
	SGD: {
		symbol: 'S$',
		symbolAfter: false,
		grouping: ',',
		decimal: '.',
		precision: 2,
		minimum: 0.5,
	},
};

/**
 * The currency used when the connected account's is unknown or unsupported.
 */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
