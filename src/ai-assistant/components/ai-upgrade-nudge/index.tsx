/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	canManageOptions,
	getEditorData,
} from '@cairn/shared/site/editor-data';
import { TIER_VALUE_FREE } from '@cairn/shared/ai/store/constants';
import type { AiFeatureStatus } from '@cairn/shared/ai/store/types';
import { getUsage } from '@cairn/shared/ai/store/usage';
import { useAiFeature } from '@cairn/shared/ai/use-ai-feature';
import AiUpgradeButton from '@cairn/shared/ai/components/upgrade-button';
import type { AiUpgradeNudgeProps } from './types';

/**
 * Whether to nudge towards an upgrade: only on the free
 * tier and before the limit, when the requests remaining are a multiple of
 * 5 or on the first request.
 *
 * @param feature The AI feature status.
 * @return True when the nudge shows.
 */
export function shouldShowUpgradeNudge( feature: AiFeatureStatus ): boolean {
	if (
		feature.currentTier.value !== TIER_VALUE_FREE ||
		feature.requireUpgrade ||
		feature.isOverLimit
	) {
		return false;
	}
	const { count, remaining } = getUsage( feature );
	if ( remaining <= 0 ) {
		return false;
	}
	return remaining % 5 === 0 || count === 1;
}

/**
 * The upgrade nudge: the requests remaining on the free tier, with Upgrade
 * for administrators.
 *
 * @param props Component props.
 * @return The nudge, or null when it does not show.
 */
export default function AiUpgradeNudge( props: AiUpgradeNudgeProps ) {
	const { className } = props;
	const { feature } = useAiFeature();
	if ( ! shouldShowUpgradeNudge( feature ) ) {
		return null;
	}
	const { remaining } = getUsage( feature );
	const upgradeUrl =
		props.upgradeUrl || feature.upgradeUrl || getEditorData().upgradeUrl;
	// No upgrade URL: the network sets this site's budget.
	const canUpgrade = canManageOptions() && upgradeUrl !== '';
	return (
		<div
			className={ [ 'cairn-ai-upgrade-nudge', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<span className="cairn-ai-upgrade-nudge__message">
				{ sprintf(
					/* translators: %1$d: requests left. */
					_n(
						'You have %1$d request remaining.',
						'You have %1$d requests remaining.',
						remaining,
						'cairn'
					),
					remaining
				) }
			</span>{ ' ' }
			{ canUpgrade && (
				<AiUpgradeButton url={ upgradeUrl } variant="link">
					{ __( 'Upgrade now', 'cairn' ) }
				</AiUpgradeButton>
			) }
		</div>
	);
}
