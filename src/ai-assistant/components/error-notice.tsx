/**
 * Internal dependencies
 */
import AiErrorNotice from '@cairn/shared/ai/components/ai-error-notice';
import AiUpgradePrompt from '@cairn/shared/ai/components/ai-upgrade-prompt';
import { requiresUpgrade } from '@cairn/shared/ai/request/rules';
import type { AiAssistantErrorNoticeProps } from '../types';

/**
 * Why the last request failed, as every AI surface says it ('Error: %1$s',
 * with, when AI is not set up, the setting to fill in), and the upgrade
 * prompt once the budget is spent (with the next tier's limit, for an
 * administrator who can upgrade too): the prompt holds the one upgrade
 * button. Retry and Try Again are the prompt's own buttons.
 *
 * @param props             Component props.
 * @param props.error       The error of the last request.
 * @param props.showUpgrade Whether an upgrade is offered.
 * @return The notices.
 */
export default function AiAssistantErrorNotice( {
	error,
	showUpgrade,
}: AiAssistantErrorNoticeProps ) {
	return (
		<>
			{ error && (
				<AiErrorNotice
					className="wp-block-cairn-ai-assistant__error"
					error={ error }
					withUpgradePrompt={ showUpgrade }
				/>
			) }
			{ showUpgrade && ! ( error && requiresUpgrade( error ) ) && (
				<AiUpgradePrompt />
			) }
		</>
	);
}
