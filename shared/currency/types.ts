/**
 * The currency codes Cairn takes payments in.
 */
export type CurrencyCode =
	| 'USD'
	| 'AUD'
	| 'BRL'
	| 'CAD'
	| 'CHF'
	| 'DKK'
	| 'EUR'
	| 'GBP'
	| 'HKD'
	| 'INR'
	| 'JPY'
	| 'MXN'
	| 'NOK'
	| 'NZD'
	| 'PLN'
	| 'SEK'
	| 'SGD';

/**
 * How amounts in one currency are written, and its smallest charge.
 */
export interface CurrencyDefinition {
	/** The symbol shown with an amount. */
	symbol: string;
	/** Whether the symbol follows the amount (`2,50 kr.`) rather than leads. */
	symbolAfter: boolean;
	/** Thousands separator. */
	grouping: string;
	/** Decimal separator. */
	decimal: string;
	/** Digits after the decimal separator. */
	precision: number;
	/** The smallest donation or price; less is refused. */
	minimum: number;
}
