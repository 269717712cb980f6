/**
 * Internal dependencies
 */
import type { CurrencyCode } from '@cairn/shared/currency/types';
import type { Product } from '@cairn/shared/stores/membership-products/types';
import { getDefaultAmounts } from './utils';
import type { DonationsAttributes, TabDefinition } from './types';

/**
 * What the block saves once Stripe is connected and it has none yet: its
 * currency and each tab's default amounts. The server checks a visitor's
 * payment against the saved block only, never against block.json's defaults.
 *
 * @param attributes The block's attributes.
 * @param currency   The currency the block uses.
 * @param tabs       The tabs.
 * @return The attributes to set; empty when nothing is missing.
 */
export function getMissingChoices(
	attributes: DonationsAttributes,
	currency: CurrencyCode,
	tabs: TabDefinition[]
): Partial< DonationsAttributes > {
	const next: Partial< DonationsAttributes > = {};
	if ( attributes.currency !== currency ) {
		next.currency = currency;
	}
	for ( const { key } of tabs ) {
		if ( ! attributes[ key ].amounts?.length ) {
			next[ key ] = {
				...attributes[ key ],
				amounts: getDefaultAmounts( currency ),
			};
		}
	}
	return next;
}

/**
 * Whether the site has a donation product of the currency for every tab.
 *
 * @param products The site's donation products.
 * @param currency The block's currency.
 * @param tabs     The tabs.
 * @return Whether none is missing.
 */
export function hasEveryDonationProduct(
	products: Product[],
	currency: CurrencyCode,
	tabs: TabDefinition[]
): boolean {
	return tabs.every( ( { interval } ) =>
		products.some(
			( product ) =>
				product.currency === currency &&
				product.interval === interval &&
				product.type !== 'plan'
		)
	);
}

/**
 * Points each tab to the product of its interval and the block's currency,
 * keeping its amounts, or the defaults when it has none yet (the missing
 * choices may be set in the same render).
 *
 * @param attributes The block's attributes.
 * @param products   The products to choose from.
 * @param currency   The block's currency.
 * @param tabs       The tabs.
 * @return The attributes to set; empty when every tab already points right.
 */
export function getPlanAssignments(
	attributes: DonationsAttributes,
	products: Product[],
	currency: CurrencyCode,
	tabs: TabDefinition[]
): Partial< DonationsAttributes > {
	const next: Partial< DonationsAttributes > = {};
	for ( const { key, interval } of tabs ) {
		const product = products.find(
			( item ) => item.currency === currency && item.interval === interval
		);
		if ( product && attributes[ key ].planId !== product.id ) {
			next[ key ] = {
				...attributes[ key ],
				amounts: attributes[ key ].amounts?.length
					? attributes[ key ].amounts
					: getDefaultAmounts( currency ),
				planId: product.id,
			};
		}
	}
	return next;
}

/**
 * A change of currency: every tab gets that currency's default amounts and
 * loses its product until the one of the new currency is found or created.
 *
 * @param attributes The block's attributes.
 * @param currency   The new currency (already one the block supports).
 * @param tabs       The tabs.
 * @return The attributes to set.
 */
export function getCurrencyChange(
	attributes: DonationsAttributes,
	currency: CurrencyCode,
	tabs: TabDefinition[]
): Partial< DonationsAttributes > {
	const changes: Partial< DonationsAttributes > = { currency };
	for ( const { key } of tabs ) {
		changes[ key ] = {
			...attributes[ key ],
			planId: null,
			amounts: getDefaultAmounts( currency ),
		};
	}
	return changes;
}

/**
 * The Donate button's text, which is one text for all three tabs.
 *
 * @param attributes The block's attributes.
 * @param buttonText The new text.
 * @return The attributes to set.
 */
export function getButtonTextChange(
	attributes: DonationsAttributes,
	buttonText: string
): Partial< DonationsAttributes > {
	return {
		oneTimeDonation: { ...attributes.oneTimeDonation, buttonText },
		monthlyDonation: { ...attributes.monthlyDonation, buttonText },
		annualDonation: { ...attributes.annualDonation, buttonText },
	};
}
