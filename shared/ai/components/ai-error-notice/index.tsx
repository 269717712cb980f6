/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	canManageOptions,
	getEditorData,
	getSettingsUrl,
} from '../../../site/editor-data';
import { errorAction, errorNoticeText } from '../../request/rules';
import { useAiFeature } from '../../use-ai-feature';
import AiUpgradePrompt from '../ai-upgrade-prompt';
import { getUpgradePromptVariant } from '../ai-upgrade-prompt/variant';
import AiUpgradeButton from '../upgrade-button';
import type { AiUpgradePromptVariant } from '../ai-upgrade-prompt/types';
import type { AiErrorNoticeProps } from './types';

/** The upgrade prompts that carry a button of their own. */
const PROMPTS_WITH_BUTTON: readonly AiUpgradePromptVariant[] = [
	'next-tier',
	'no-next-tier',
	'plain',
];

/**
 * Seconds left of a delay, ticking down each second from when the error
 * arrived.
 *
 * @param seconds The delay.
 * @return Seconds left, 0 once it has passed.
 */
function useCountdown( seconds: number ): number {
	const [ left, setLeft ] = useState( seconds );
	useEffect( () => {
		setLeft( seconds );
		if ( seconds <= 0 ) {
			return;
		}
		const since = Date.now();
		const timer = setInterval( () => {
			const next = Math.max(
				0,
				seconds - Math.floor( ( Date.now() - since ) / 1000 )
			);
			setLeft( next );
			if ( next === 0 ) {
				clearInterval( timer );
			}
		}, 1000 );
		return () => clearInterval( timer );
	}, [ seconds ] );
	return left;
}

/**
 * A failed AI request, the same way on every surface: 'Error: %1$s' at
 * severity info, with what the error allows — Retry after the service was
 * unavailable or the network failed (after a provider's rate limit, once
 * its delay has passed), Try again after any other error worth sending
 * again, Upgrade now when the site's budget is spent, the AI settings when
 * nothing is set up, and nothing after a moderation refusal or a limit
 * that sending again cannot pass. A surface offers one upgrade action: where
 * the upgrade prompt follows the notice with a button of its own (the next
 * tier, contact, the plain prompt), the notice shows its message alone.
 *
 * @param props Component props.
 * @return The notice.
 */
export default function AiErrorNotice( props: AiErrorNoticeProps ) {
	const { error, onRetry, className, withUpgradePrompt = false } = props;
	const action = errorAction( error );
	const wait = useCountdown(
		action === 'retry' ? ( error.retryAfter ?? 0 ) : 0
	);
	const { feature } = useAiFeature();
	const upgradeUrl = feature.upgradeUrl || getEditorData().upgradeUrl;
	const canUpgrade = canManageOptions() && upgradeUrl !== '';
	const showsPrompt =
		action === 'upgrade' && ( ! canUpgrade || withUpgradePrompt );
	const promptHasButton =
		showsPrompt &&
		PROMPTS_WITH_BUTTON.includes(
			getUpgradePromptVariant( feature, canUpgrade ) ?? 'non-admin'
		);
	const settingsUrl =
		action === 'settings' && canManageOptions()
			? error.settingsUrl || getSettingsUrl( 'ai' )
			: '';

	return (
		<>
			<Notice
				status="info"
				isDismissible={ false }
				// Spoken as text: without it the notice would render its
				// children (the buttons, hooks and all) to a string itself.
				spokenMessage={ errorNoticeText( error ) }
				className={ [ 'cairn-ai-error-notice', className ]
					.filter( Boolean )
					.join( ' ' ) }
			>
				<p className="cairn-ai-error-notice__message">
					{ errorNoticeText( error ) }
					{ action === 'settings' && ' ' }
					{ action === 'settings' &&
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
				</p>
				{ ( action === 'retry' || action === 'try-again' ) &&
					onRetry && (
						<Button
							variant="secondary"
							size="compact"
							onClick={ onRetry }
							disabled={ wait > 0 }
							accessibleWhenDisabled
						>
							{ action === 'retry'
								? __( 'Retry', 'cairn' )
								: __( 'Try again', 'cairn' ) }
						</Button>
					) }
				{ action === 'retry' && wait > 0 && (
					<span
						className="cairn-ai-error-notice__wait"
						aria-live="polite"
					>
						{ sprintf(
							/* translators: %d: seconds to wait. */
							_n(
								'The AI provider asks to wait %d second.',
								'The AI provider asks to wait %d seconds.',
								wait,
								'cairn'
							),
							wait
						) }
					</span>
				) }
				{ action === 'upgrade' && canUpgrade && ! promptHasButton && (
					<AiUpgradeButton url={ upgradeUrl }>
						{ __( 'Upgrade now', 'cairn' ) }
					</AiUpgradeButton>
				) }
			</Notice>
			{ showsPrompt && <AiUpgradePrompt /> }
		</>
	);
}
