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
 * The modules store (`cairn/modules`): which modules (Related Posts, Ads)
 * are on, and switching them.
 */
export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export { MODULE_ADS, MODULE_RELATED_POSTS } from './constants';
export type { Module, ModulesMap } from './types';
