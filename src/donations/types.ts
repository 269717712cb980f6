/**
 * Internal dependencies
 */
import type { ProductInterval } from '@cairn/shared/stores/membership-products/types';

/**
 * One tab's settings (Jetpack's donations attribute names).
 */
export type DonationTab = {
	show: boolean;
	planId: number | null;
	amounts: number[];
	heading?: string;
	extraText?: string;
	buttonText?: string;
};

/**
 * The tabs' attribute keys.
 */
export type TabKey = 'oneTimeDonation' | 'monthlyDonation' | 'annualDonation';

export type DonationsAttributes = {
	currency: string;
	oneTimeDonation: DonationTab;
	monthlyDonation: DonationTab;
	annualDonation: DonationTab;
	showCustomAmount: boolean;
	chooseAmountText?: string;
	customAmountText?: string;
	fallbackLinkUrl?: string;
};

export interface TabDefinition {
	key: TabKey;
	interval: ProductInterval;
	label: string;
}
