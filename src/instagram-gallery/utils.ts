/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { InstagramConnection, InstagramPopupMessage } from './types';

/** The authorization popup's size: 700 by 700. */
export const POPUP_FEATURES = 'width=700,height=700';

/** Posts the gallery route is asked for: the most a gallery can show. */
export const FETCH_COUNT = 30;

/**
 * Keeps a number within a range, for attributes from older or edited posts.
 *
 * @param value    Value.
 * @param min      Lowest.
 * @param max      Highest.
 * @param fallback When not a number.
 * @return The value in range.
 */
export function clamp(
	value: unknown,
	min: number,
	max: number,
	fallback: number
): number {
	const number = typeof value === 'number' ? value : Number( value );
	return Number.isFinite( number )
		? Math.max( min, Math.min( max, Math.round( number ) ) )
		: fallback;
}

/**
 * The connection or error of a message from the OAuth popup; null for any
 * other message, and for one from another origin.
 *
 * @param event  The message event.
 * @param origin This page's origin.
 * @return What the popup said, or null.
 */
export function readPopupMessage(
	event: Pick< MessageEvent, 'origin' | 'data' >,
	origin: string
): { connection: InstagramConnection } | { error: string } | null {
	if ( event.origin !== origin ) {
		return null;
	}
	const data = event.data as Partial< InstagramPopupMessage > | null;
	if (
		! data ||
		typeof data !== 'object' ||
		data.type !== 'cairn-instagram'
	) {
		return null;
	}
	if ( 'connection' in data ) {
		const connection = data.connection as Partial< InstagramConnection >;
		if (
			typeof connection?.id === 'string' &&
			/^ig[a-z0-9]{1,32}$/.test( connection.id ) &&
			typeof connection.username === 'string'
		) {
			return {
				connection: {
					id: connection.id,
					username: connection.username,
					can_disconnect: connection.can_disconnect === true,
				},
			};
		}
	}
	return { error: 'error' in data ? String( data.error ) : '' };
}

/**
 * What to tell the editor when a linked account's posts could not be loaded.
 * The account stays linked whatever failed: the block keeps it, and says
 * what went wrong and what can be done.
 *
 * @param error    What the gallery request rejected with (apiFetch's error).
 * @param username The linked account's user name.
 * @return The message.
 */
export function galleryLoadError( error: unknown, username: string ): string {
	const { code, message } = ( error ?? {} ) as {
		code?: unknown;
		message?: unknown;
	};
	const account = username ? `@${ username }` : __( 'this account', 'cairn' );
	if ( code === 'cairn_instagram_no_connection' ) {
		return sprintf(
			/* translators: %s: an Instagram account, e.g. @cairn.test. */
			__(
				'%s is not connected on this site: its posts cannot be shown. Connect it again, or choose another account.',
				'cairn'
			),
			account
		);
	}
	if ( code === 'fetch_error' || typeof message !== 'string' || ! message ) {
		return sprintf(
			/* translators: %s: an Instagram account, e.g. @cairn.test. */
			__(
				'The latest posts of %s could not be loaded: the site did not answer. Check your network connection, then try again.',
				'cairn'
			),
			account
		);
	}
	return sprintf(
		/* translators: 1: an Instagram account, e.g. @cairn.test; 2: the reason, e.g. "Instagram could not be reached." */
		__( 'The latest posts of %1$s could not be loaded. %2$s', 'cairn' ),
		account,
		message
	);
}
