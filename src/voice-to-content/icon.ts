/**
 * WordPress dependencies
 */
import { audio } from '@wordpress/icons';

/** The block's icon. */
export default audio;
