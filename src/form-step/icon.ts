/**
 * WordPress dependencies
 */
import { pages } from '@wordpress/icons';

/** The block's icon. */
export default pages;
