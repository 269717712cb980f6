/**
 * WordPress dependencies
 */
import { gallery } from '@wordpress/icons';

/** The block's icon. */
export default gallery;
