/**
 * WordPress dependencies
 */
import { grid } from '@wordpress/icons';

/** The block's icon. */
export default grid;
