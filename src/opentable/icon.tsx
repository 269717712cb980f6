/**
 * WordPress dependencies
 */
import { store } from '@wordpress/icons';

/** The block's icon: a storefront, for a restaurant. */
export default store;
