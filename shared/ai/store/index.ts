/**
 * WordPress dependencies
 */
import { createReduxStore, dispatch, register, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import reducer from './reducer';
import * as actions from './actions';
import * as selectors from './selectors';
import * as resolvers from './resolvers';
import { STORE_NAME } from './constants';

/**
 * The AI usage store (`cairn/ai-usage`): the site's AI plan tier, its
 * request count and limit, the upgrade flags and the feature switches.
 */
export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

/**
 * While an upgrade is required, the budget is read again whenever the
 * editor's window comes back into view: an administrator may have raised it
 * in another tab, and the flag must not stay set until the page reloads.
 *
 * @param target The window.
 */
export function watchBudgetOnFocus( target: Window ): void {
	target.addEventListener( 'focus', () => {
		if ( select( store ).getRequireUpgrade() ) {
			void dispatch( store ).fetchAiFeature();
		}
	} );
}

if ( typeof window !== 'undefined' ) {
	watchBudgetOnFocus( window );
}

export {
	FREE_TIER_SLUG,
	FREE_TIER_LIMIT,
	TIER_VALUE_FREE,
	TIER_VALUE_UNLIMITED,
} from './constants';
export {
	DEFAULT_AI_FEATURE,
	FREE_TIER,
	mapAiFeatureResponse,
} from './map-feature';
export { getUsage, computeIsOverLimit, isUnlimitedTier } from './usage';
export type * from './types';
