/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Removed } from './types';

/**
 * What was removed from a post, as the report shows it: the Jetpack block,
 * the attribute and why.
 *
 * @param entry What was removed.
 * @return The line, such as "jetpack/instagram-gallery: accessToken (credential)".
 */
export function describeRemoved( entry: Removed ): string {
	const where = `${ entry.from }: ${ entry.attribute }`;
	switch ( entry.reason ) {
		case 'credential':
			/* translators: %s: a block and its attribute. */
			return sprintf( __( '%s (credential)', 'cairn' ), where );
		case 'url':
			/* translators: %s: a block and its attribute. */
			return sprintf( __( '%s (unsafe address)', 'cairn' ), where );
		case 'style':
			/* translators: %s: a block and its attribute. */
			return sprintf( __( '%s (unsafe style)', 'cairn' ), where );
		default:
			/* translators: %s: a block and its attribute. */
			return sprintf( __( '%s (script)', 'cairn' ), where );
	}
}
