/**
 * Props of the upgrade nudge.
 */
export interface AiUpgradeNudgeProps {
	/** Where Upgrade leads. @default the status's `upgradeUrl`, else the site data's */
	upgradeUrl?: string;
	/** Extra class on the nudge. @default undefined */
	className?: string;
}
