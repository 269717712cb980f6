/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TIER_VALUE_FREE, TIER_VALUE_UNLIMITED } from './store/constants';
import type { AiTier } from './store/types';

/**
 * The message of a plan tier: free, paid or unlimited.
 *
 * @param tier The tier (only its value counts).
 * @return The message.
 */
export function getTierMessage( tier: Pick< AiTier, 'value' > ): string {
	if ( tier.value === TIER_VALUE_FREE ) {
		return __( "You've reached your free requests limit.", 'cairn' );
	}
	if ( tier.value === TIER_VALUE_UNLIMITED ) {
		return __( 'Unlimited requests.', 'cairn' );
	}
	return __( "You've reached your plan requests limit.", 'cairn' );
}

/**
 * The fair-usage notice of the unlimited tier, naming when requests reset.
 *
 * @param resetDate The formatted reset date.
 * @return The message.
 */
export function getFairUsageMessage( resetDate: string ): string {
	return sprintf(
		/* translators: %s: the date the request count resets. */
		__(
			"You've reached this month's request limit, per our fair usage policy. Requests will reset on %s.",
			'cairn'
		),
		resetDate
	);
}
