/**
 * WordPress dependencies
 */
import { title } from '@wordpress/icons';

/** The block's icon. */
export default title;
