/**
 * Internal dependencies
 */
import type { InstagramConnection, InstagramPopupMessage } from './types';

/** The popup's size (spec 001 §9). */
export const POPUP_FEATURES = 'width=700,height=700';

/** Posts the gallery route is asked for (spec 001 §7). */
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
