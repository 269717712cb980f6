/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AiUpgradePrompt } from '@cairn/shared/ai';
import {
	canManageOptions,
	getSettingsUrl,
} from '@cairn/shared/site/editor-data';
import { SETTINGS_SECTION } from '../constants';
import type { AiAssistantErrorNoticeProps } from '../types';

/**
 * Why the last request failed, and the upgrade prompt once the
 * budget is spent. When AI is not set up (no provider can serve the task, or
 * it refused the key), the server's message names the setting to fill in:
 * administrators get a link to the AI settings, others are told whom to ask.
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
	const needsSetup = Boolean( error?.detail || error?.settingsUrl );
	const settingsUrl =
		needsSetup && canManageOptions()
			? error?.settingsUrl || getSettingsUrl( SETTINGS_SECTION )
			: '';
	return (
		<>
			{ error && (
				<Notice
					className="wp-block-cairn-ai-assistant__error"
					status="info"
					isDismissible={ false }
				>
					{ error.detail || error.message }
					{ needsSetup && ' ' }
					{ needsSetup &&
						( settingsUrl ? (
							<a href={ settingsUrl }>
								{ __( 'Open AI settings', 'cairn' ) }
							</a>
						) : (
							__(
								'Ask a site administrator to set up AI in Settings → Cairn.',
								'cairn'
							)
						) ) }
				</Notice>
			) }
			{ showUpgrade && <AiUpgradePrompt /> }
		</>
	);
}
