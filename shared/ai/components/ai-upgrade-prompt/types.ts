/**
 * The six upgrade prompt variants; `getUpgradePromptVariant` says when each applies.
 */
export type AiUpgradePromptVariant =
	| 'fair-usage'
	| 'account-team'
	| 'non-admin'
	| 'next-tier'
	| 'no-next-tier'
	| 'plain';

/**
 * Props of the upgrade prompt.
 */
export interface AiUpgradePromptProps {
	/** Where Upgrade leads. @default the status's `upgradeUrl`, else the site data's */
	upgradeUrl?: string;
	/** Where 'Contact us' leads when there is no next tier. @default the upgrade URL */
	contactUrl?: string;
	/** Extra class on the prompt. @default undefined */
	className?: string;
}
