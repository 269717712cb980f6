/**
 * Props of the AI disclaimer.
 */
export interface AiDisclaimerProps {
	/** Where 'Learn more' leads. @default the settings page's AI section (`#cairn-ai`) for administrators; no link for others */
	learnMoreUrl?: string;
	/** Extra class. @default undefined */
	className?: string;
}
