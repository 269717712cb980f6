/**
 * Internal dependencies
 */
import type { AiError } from '../../types';

/**
 * Props of the AI error notice.
 */
export interface AiErrorNoticeProps {
	/** The failed request's error. */
	error: AiError;
	/** Sends the request again (Retry, Try again); none: no button. @default undefined */
	onRetry?: () => void;
	/** Extra class. @default undefined */
	className?: string;
	/**
	 * On a spent budget, the upgrade prompt (the next tier's limit) follows
	 * the notice for those who can upgrade too, not only for those who
	 * cannot; its button is then the surface's one upgrade action.
	 * @default false
	 */
	withUpgradePrompt?: boolean;
}
