/**
 * WordPress dependencies
 */
import { button } from '@wordpress/icons';

/** The block's icon: a button. */
export default button;
