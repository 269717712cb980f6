/**
 * WordPress dependencies
 */
import { video } from '@wordpress/icons';

/** The block's icon. */
export default video;
