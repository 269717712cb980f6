/**
 * Internal dependencies
 */
import type { ProductInterval } from '@cairn/shared/stores/membership-products/types';

/**
 * The Payment Button's attributes (Jetpack's recurring-payments names, so
 * its saved blocks read the same).
 */
export interface RecurringPaymentsAttributes extends Record< string, unknown > {
	/** The membership product (type plan) the button sells. */
	planId?: number;
	/** Jetpack's list of plans; Cairn sells the first when planId is unset. */
	planIds: number[];
	/** Kept from Jetpack's saved format; the server builds the real action. */
	url: string;
	/** Kept from Jetpack's saved format. */
	uniqueId: string;
	/** Kept from Jetpack's saved format; the inner button has its own width. */
	width?: string;
	/** Alignment, from the block supports. */
	align?: string;
}

/**
 * What the "add a plan" form holds while it is typed.
 */
export interface PlanForm {
	title: string;
	/** The price as typed, read with the currency's separators. */
	price: string;
	currency: string;
	interval: ProductInterval;
	/** Whether buyers give it as a donation. */
	isDonation: boolean;
}

/**
 * Whether the block's plan can be sold: none chosen, chosen but missing,
 * chosen but not a plan the button can sell, or valid.
 */
export type PlanStatus = 'none' | 'not-found' | 'invalid' | 'valid';
