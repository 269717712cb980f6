/**
 * WordPress dependencies
 */
import { store } from '@wordpress/icons';

/** The block's icon: a shop front, as a business's contact details. */
export default store;
