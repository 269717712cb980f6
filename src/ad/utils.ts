/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AD_FORMATS } from './constants';
import type { AdFormat } from './types';

/**
 * A format by its tag; the default one for an unknown tag.
 *
 * @param tag The saved tag.
 * @return The format.
 */
export function getFormat( tag: string ): AdFormat {
	return (
		AD_FORMATS.find( ( format ) => format.tag === tag ) ?? AD_FORMATS[ 0 ]
	);
}

/**
 * A format's name as the picker shows it, e.g. 'Rectangle 300x250'.
 *
 * @param format The format.
 * @return Its name.
 */
export function formatName( format: AdFormat ): string {
	const names: Record< AdFormat[ 'tag' ], string > = {
		mrec: __( 'Rectangle', 'cairn' ),
		leaderboard: __( 'Leaderboard', 'cairn' ),
		mobile_leaderboard: __( 'Mobile Leaderboard', 'cairn' ),
		wideskyscraper: __( 'Wide Skyscraper', 'cairn' ),
	};
	return sprintf(
		/* translators: 1: a format's name, such as "Rectangle"; 2: its width; 3: its height. */
		__( '%1$s %2$dx%3$d', 'cairn' ),
		names[ format.tag ],
		format.width,
		format.height
	);
}

/**
 * Whether a value is an AdSense ad unit (slot) id: digits, as the server
 * reads it (Cairn\Blocks\Ad::slot_id()).
 *
 * @param value What was entered.
 * @return True for an id.
 */
export function isSlotId( value: string ): boolean {
	return /^\d{1,20}$/.test( value.trim() );
}
