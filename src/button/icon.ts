/**
 * WordPress dependencies
 */
import { button } from '@wordpress/icons';

/** The block's icon. */
export default button;
