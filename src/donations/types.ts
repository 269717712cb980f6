/**
 * Internal dependencies
 */
import type { CurrencyCode } from '@cairn/shared/currency/types';
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

/** Props of the block's editor parts that edit its attributes. */
export interface DonationsPartProps {
	/** The block's attributes. */
	attributes: DonationsAttributes;
	/** Sets the block's attributes. */
	setAttributes: ( attributes: Partial< DonationsAttributes > ) => void;
	/** The block's currency. */
	currency: CurrencyCode;
}

/** Props of the tab panel. */
export interface DonationFormProps extends DonationsPartProps {
	/** The tab shown. */
	shownTab: TabKey;
}

/** Props of the tab list. */
export interface DonationTabsProps {
	/** The block's attributes. */
	attributes: DonationsAttributes;
	/** The tab shown. */
	shownTab: TabKey;
	/** Shows a tab. */
	onSelect: ( key: TabKey ) => void;
}

/** Props of one tier's amount field. */
export interface TierInputProps {
	/** The field's label. */
	label: string;
	/** The tier's amount. */
	value: number;
	/** The block's currency. */
	currency: CurrencyCode;
	/** Called with a valid amount. */
	onChange: ( amount: number ) => void;
}

/** Props of the Stripe connection's placeholder. */
export interface ConnectPlaceholderProps {
	/** Where an administrator sets Stripe up. */
	connectUrl: string;
}

/** Props of the first-time explanation. */
export interface FirstTimeModalProps {
	/** Closes it for this editing session. */
	onClose: () => void;
	/** Closes it for good. */
	onAcknowledge: () => void;
}
