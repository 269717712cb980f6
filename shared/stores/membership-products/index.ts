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
 * The membership store (`cairn/membership-products`): the site's products,
 * the Stripe connection (apiState, connectUrl, siteSlug, the account's
 * currency), subscriber counts and newsletter categories. The status call
 * runs once, whichever of its selectors is read first.
 */
export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	API_STATE_LOADING,
	API_STATE_NOT_CONNECTED,
} from './constants';
export { validateProductDraft } from './actions';
export { getProductMessage } from './messages';
export type { ProductKind, ProductMessage } from './messages';
export type * from './types';
