/**
 * WordPress dependencies
 */
import { pin } from '@wordpress/icons';

/** The block's icon. */
export default pin;
