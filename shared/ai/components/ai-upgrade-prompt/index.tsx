/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canManageOptions, getEditorData } from '../../../site/editor-data';
import { getUsage } from '../../store/usage';
import { formatResetDate } from '../../reset-date';
import { getFairUsageMessage } from '../../tier-message';
import { useAiFeature } from '../../use-ai-feature';
import AiUpgradeButton from '../upgrade-button';
import type { AiUpgradePromptProps } from './types';
import { getUpgradePromptVariant } from './variant';

/**
 * The upgrade prompt: picks
 * one of six variants from the AI usage store and whether the user can
 * upgrade: an administrator with somewhere to upgrade (on multisite the
 * network may set the budget). Upgrade leads to the budget settings.
 *
 * @param props Component props.
 * @return The prompt, or null when there is nothing to say.
 */
export default function AiUpgradePrompt( props: AiUpgradePromptProps ) {
	const { className } = props;
	const { feature } = useAiFeature();
	const upgradeUrl =
		props.upgradeUrl || feature.upgradeUrl || getEditorData().upgradeUrl;
	// The server gives no upgrade URL to a site administrator whose budget
	// the network sets: like any other user, they ask the administrator.
	const canUpgrade = canManageOptions() && upgradeUrl !== '';
	const variant = getUpgradePromptVariant( feature, canUpgrade );
	if ( ! variant ) {
		return null;
	}
	const contactUrl = props.contactUrl || upgradeUrl;

	let message: string;
	let action = null;
	switch ( variant ) {
		case 'fair-usage':
			message = getFairUsageMessage(
				formatResetDate( feature.usagePeriod.nextStart )
			);
			break;
		case 'account-team':
			message = __(
				"You've reached the AI rate limit. Please reach out to your account team.",
				'cairn'
			);
			break;
		case 'non-admin':
			message = __(
				'Congratulations on exploring Cairn AI and reaching the free requests limit! Reach out to the site administrator to upgrade and keep using Cairn AI.',
				'cairn'
			);
			break;
		case 'next-tier': {
			const next = feature.nextTier;
			message = sprintf(
				/* translators: %s: the next tier's request limit. */
				__(
					'You have reached the requests limit for your current plan. Upgrade now to increase your requests limit to %s.',
					'cairn'
				),
				next?.readableLimit ?? String( next?.limit ?? '' )
			);
			action = (
				<AiUpgradeButton url={ upgradeUrl }>
					{ __( 'Upgrade', 'cairn' ) }
				</AiUpgradeButton>
			);
			break;
		}
		case 'no-next-tier':
			message = __(
				'You have reached the request limit for your current plan.',
				'cairn'
			);
			action = (
				<AiUpgradeButton url={ contactUrl } variant="secondary">
					{ __( 'Contact us', 'cairn' ) }
				</AiUpgradeButton>
			);
			break;
		default: {
			const { remaining } = getUsage( feature );
			message = sprintf(
				/* translators: %1$d: requests left. */
				_n(
					'You have %1$d request remaining.',
					'You have %1$d requests remaining.',
					remaining,
					'cairn'
				),
				remaining
			);
			action = (
				<AiUpgradeButton url={ upgradeUrl }>
					{ __( 'Upgrade now', 'cairn' ) }
				</AiUpgradeButton>
			);
		}
	}

	return (
		<Notice
			status={ variant === 'plain' ? 'info' : 'warning' }
			isDismissible={ false }
			spokenMessage={ message }
			className={ [
				'cairn-ai-upgrade-prompt',
				`is-${ variant }`,
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<p className="cairn-ai-upgrade-prompt__message">{ message }</p>
			{ action && (
				<p className="cairn-ai-upgrade-prompt__actions">{ action }</p>
			) }
		</Notice>
	);
}
