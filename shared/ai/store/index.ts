/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

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

export { STORE_NAME } from './constants';
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
