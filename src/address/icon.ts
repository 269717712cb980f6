/**
 * WordPress dependencies
 */
import { mapMarker } from '@wordpress/icons';

/** The block's icon: a map marker. */
export default mapMarker;
