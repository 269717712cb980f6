/**
 * Internal dependencies
 */
import type { AiFeatureStatus } from '../../store/types';
import { computeIsOverLimit, isUnlimitedTier } from '../../store/usage';
import type { AiUpgradePromptVariant } from './types';

/**
 * Which upgrade prompt to show, or none. Over the limit:
 * 1 fair usage on the unlimited tier; 2 the account team on VIP sites; 3 ask
 * the administrator for other users; 4 the next tier when one exists; 5
 * contact when none does (or 6, the plain prompt, when tier plans are off).
 * Not over the limit, administrators on a tier that can grow see 6, the
 * plain prompt with the requests remaining; everyone else sees nothing.
 *
 * @param feature    The AI feature status.
 * @param canUpgrade Whether the user can upgrade: an administrator with an
 *                   upgrade URL.
 * @return The variant, or null.
 */
export function getUpgradePromptVariant(
	feature: AiFeatureStatus,
	canUpgrade: boolean
): AiUpgradePromptVariant | null {
	const isOver =
		feature.requireUpgrade ||
		feature.isOverLimit ||
		computeIsOverLimit( feature );
	if ( ! isOver ) {
		const canGrow =
			! isUnlimitedTier( feature ) && feature.upgradeType !== 'vip';
		return canUpgrade && canGrow ? 'plain' : null;
	}
	if ( isUnlimitedTier( feature ) ) {
		return 'fair-usage';
	}
	if ( feature.upgradeType === 'vip' ) {
		return 'account-team';
	}
	if ( ! canUpgrade ) {
		return 'non-admin';
	}
	if ( feature.nextTier ) {
		return 'next-tier';
	}
	return feature.tierPlansEnabled ? 'no-next-tier' : 'plain';
}
