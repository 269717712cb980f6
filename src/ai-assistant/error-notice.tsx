/**
 * External dependencies
 */
import { AiUpgradePrompt } from '@cairn/shared';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { AiAssistantErrorNoticeProps } from './types';

/**
 * Why the last request failed (spec 000 §8), and the upgrade prompt once the
 * budget is spent.
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
				<Notice
					className="wp-block-cairn-ai-assistant__error"
					status="info"
					isDismissible={ false }
				>
					{ error.message }
				</Notice>
			) }
			{ showUpgrade && <AiUpgradePrompt /> }
		</>
	);
}
