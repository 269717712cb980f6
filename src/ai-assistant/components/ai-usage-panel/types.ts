/**
 * Props of the AI usage panel.
 */
export interface AiUsagePanelProps {
	/** Extra class on the panel. @default undefined */
	className?: string;
}

/**
 * How full the usage bar is: fine, warning below 60 % remaining, danger at
 * 20 % or less.
 */
export type AiUsageLevel = 'normal' | 'warning' | 'danger';
