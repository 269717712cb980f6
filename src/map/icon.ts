/**
 * WordPress dependencies
 */
import { mapMarker } from '@wordpress/icons';

/** The block's icon. */
export default mapMarker;
