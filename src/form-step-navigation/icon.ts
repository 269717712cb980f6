/**
 * WordPress dependencies
 */
import { next } from '@wordpress/icons';

/** The block's icon. */
export default next;
