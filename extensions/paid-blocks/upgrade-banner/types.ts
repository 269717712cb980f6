/**
 * Props of the upgrade banner.
 */
export interface UpgradeBannerProps {
	/** Whether the block is selected; the banner shows only then. */
	isSelected: boolean;
	/** Whether a parent block already shows a banner (which hides this one). @default false */
	hasParentBanner?: boolean;
	/** Where the upgrade button leads. @default the site data's `upgradeUrl` */
	upgradeUrl?: string;
	/** Where 'Learn more about the block and fees' leads; no link when empty. @default the settings page */
	learnMoreUrl?: string;
	/** The banner's heading. @default 'Upgrade to use this block on your site.' */
	title?: string;
	/** The banner's explanation. @default a text saying visitors will not see the block yet */
	description?: string;
	/** The upgrade button's text. @default 'Upgrade' */
	buttonText?: string;
	/** Extra class on the banner. @default undefined */
	className?: string;
}
