/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ImageFilter, LinkTo } from './types';

/** Rounded corners: 0 to 20 px. */
export const MAX_ROUNDED_CORNERS = 20;

/**
 * Responsive sizes run from min(600, width) to 2000 px. The widest
 * a gallery is laid out for, to say in `sizes` how wide each image shows.
 */
export const MAX_IMAGE_SIZE = 2000;

/** The filters offered by the toolbar, in order. */
export const IMAGE_FILTERS: ReadonlyArray< {
	value: ImageFilter | undefined;
	label: string;
} > = [
	{ value: undefined, label: __( 'Original', 'cairn' ) },
	{ value: 'black-and-white', label: __( 'Black and white', 'cairn' ) },
	{ value: 'sepia', label: __( 'Sepia', 'cairn' ) },
	{ value: '1977', label: __( '1977', 'cairn' ) },
	{ value: 'clarendon', label: __( 'Clarendon', 'cairn' ) },
	{ value: 'gingham', label: __( 'Gingham', 'cairn' ) },
];

/** The Link To choices, in order. */
export const LINK_OPTIONS: ReadonlyArray< { value: LinkTo; label: string } > = [
	{ value: 'attachment', label: __( 'Attachment Page', 'cairn' ) },
	{ value: 'media', label: __( 'Media File', 'cairn' ) },
	{ value: 'none', label: __( 'None', 'cairn' ) },
	{ value: 'custom', label: __( 'Custom URL', 'cairn' ) },
];
