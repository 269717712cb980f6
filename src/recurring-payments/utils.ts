/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	getCurrencyMinimum,
	isSupportedCurrency,
} from '@cairn/shared/currency/currency';
import { formatCurrency } from '@cairn/shared/currency/format';
import { parseAmount } from '@cairn/shared/currency/parse';
import type {
	Product,
	ProductDraft,
	ProductInterval,
} from '@cairn/shared/stores/membership-products/types';
import { getProductMessage } from '@cairn/shared/stores/membership-products/messages';
import { PLAN_TYPE, PRODUCT_KIND } from './constants';
import type {
	PlanForm,
	PlanStatus,
	RecurringPaymentsAttributes,
} from './types';

/**
 * The plan a block sells: its planId, else the first of Jetpack's planIds.
 *
 * @param attributes The block's attributes.
 * @return The product id, or undefined when none is chosen.
 */
export function getPlanId(
	attributes: Pick< RecurringPaymentsAttributes, 'planId' | 'planIds' >
): number | undefined {
	if ( typeof attributes.planId === 'number' && attributes.planId > 0 ) {
		return attributes.planId;
	}
	const first = Array.isArray( attributes.planIds )
		? attributes.planIds[ 0 ]
		: undefined;
	return typeof first === 'number' && first > 0 ? first : undefined;
}

/**
 * Whether the chosen plan can be sold: a product of type plan, in a
 * supported currency. The server checks the same before it renders the
 * button for visitors and again at checkout.
 *
 * @param planId   The chosen product id.
 * @param products The site's products.
 * @return The plan's status.
 */
export function getPlanStatus(
	planId: number | undefined,
	products: Product[]
): PlanStatus {
	if ( planId === undefined ) {
		return 'none';
	}
	const product = products.find( ( item ) => item.id === planId );
	if ( ! product ) {
		return 'not-found';
	}
	if (
		( product.type !== undefined && product.type !== PLAN_TYPE ) ||
		! isSupportedCurrency( product.currency )
	) {
		return 'invalid';
	}
	return 'valid';
}

/**
 * The message the editor shows for a plan that cannot be sold.
 *
 * @param status The plan's status.
 * @return The message, or null when there is nothing to say.
 */
export function getPlanStatusMessage( status: PlanStatus ): string | null {
	if ( status === 'not-found' ) {
		return getProductMessage( 'product not found', PRODUCT_KIND );
	}
	if ( status === 'invalid' ) {
		return getProductMessage(
			'invalid product configured for this block',
			PRODUCT_KIND
		);
	}
	return null;
}

/**
 * The intervals a plan is billed at, with their labels.
 *
 * @return Options for a select.
 */
export function getIntervalOptions(): Array< {
	label: string;
	value: ProductInterval;
} > {
	return [
		{ label: __( 'Month', 'cairn' ), value: '1 month' },
		{ label: __( 'Year', 'cairn' ), value: '1 year' },
		{ label: __( 'One time', 'cairn' ), value: 'one-time' },
	];
}

/**
 * A plan as the picker lists it: its title, price and interval.
 *
 * @param product The plan.
 * @return The label.
 */
export function getPlanLabel( product: Product ): string {
	const amount = isSupportedCurrency( product.currency )
		? formatCurrency( product.price, product.currency )
		: `${ product.price } ${ product.currency }`;
	const price = product.is_donation
		? /* translators: %s: a price, such as $5.00. */
			sprintf( __( '%s donation', 'cairn' ), amount )
		: amount;
	if ( product.interval === '1 month' ) {
		return sprintf(
			/* translators: 1: the plan's name, 2: its price, such as $5.00. */
			__( '%1$s (%2$s / month)', 'cairn' ),
			product.title,
			price
		);
	}
	if ( product.interval === '1 year' ) {
		return sprintf(
			/* translators: 1: the plan's name, 2: its price, such as $5.00. */
			__( '%1$s (%2$s / year)', 'cairn' ),
			product.title,
			price
		);
	}
	/* translators: 1: the plan's name, 2: its price, such as $5.00. */
	return sprintf( __( '%1$s (%2$s)', 'cairn' ), product.title, price );
}

/**
 * Checks the "add a plan" form: a name, a price read with the currency's
 * separators, and at least the currency's minimum.
 *
 * @param form The form as typed.
 * @return The plan to save, or the message to show.
 */
export function checkPlanForm(
	form: PlanForm
): { draft: ProductDraft; error: null } | { draft: null; error: string } {
	const title = form.title.trim();
	if ( ! title ) {
		return {
			draft: null,
			error: getProductMessage( 'product requires a name', PRODUCT_KIND ),
		};
	}
	const { currency } = form;
	const price = isSupportedCurrency( currency )
		? parseAmount( form.price, currency )
		: null;
	if (
		! isSupportedCurrency( currency ) ||
		price === null ||
		! Number.isFinite( price ) ||
		price <= 0
	) {
		return {
			draft: null,
			error: getProductMessage(
				'product requires a valid price',
				PRODUCT_KIND
			),
		};
	}
	const minimum = getCurrencyMinimum( currency );
	if ( price < minimum ) {
		return {
			draft: null,
			error: sprintf(
				/* translators: %s: the smallest price, such as $0.50. */
				__( 'Minimum allowed price is %s.', 'cairn' ),
				formatCurrency( minimum, currency )
			),
		};
	}
	return {
		draft: {
			title,
			price,
			currency: form.currency,
			interval: form.interval,
			...( form.isDonation ? { is_donation: true } : {} ),
		},
		error: null,
	};
}
