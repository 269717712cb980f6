/**
 * WordPress dependencies
 */
import { envelope } from '@wordpress/icons';

/** The block's icon: an envelope. */
export default envelope;
