/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as selectors from './selectors';

/**
 * The logo generator's store (`cairn/logo`): the site, the
 * history and its selection, the request count and costs, the styles, the
 * busy flags and one error slot per step.
 */
export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type * from './types';
