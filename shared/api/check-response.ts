/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Checks a Cairn REST response: a response that is not an object throws
 * 'Unexpected API response'; one with an `errors` object or array throws its
 * first message. Returns the response, typed, when it passes.
 *
 * @param response The parsed response.
 * @return The same response.
 */
export function checkApiResponse<
	T extends object = Record< string, unknown >,
>( response: unknown ): T {
	if (
		typeof response !== 'object' ||
		response === null ||
		Array.isArray( response )
	) {
		throw new Error( __( 'Unexpected API response', 'cairn' ) );
	}
	const { errors } = response as { errors?: unknown };
	if ( errors && typeof errors === 'object' ) {
		const entries = Object.values( errors );
		if ( entries.length ) {
			throw new Error(
				firstMessage( entries[ 0 ] ) ??
					__( 'Unexpected API response', 'cairn' )
			);
		}
	}
	return response as T;
}

/**
 * The message of one entry of `errors`: a string, an object with `message`,
 * or the first of an array of either (WP_Error's shape is `{ code: [ msg ] }`).
 *
 * @param entry One entry.
 * @return The message, or null when there is none.
 */
function firstMessage( entry: unknown ): string | null {
	if ( typeof entry === 'string' ) {
		return entry;
	}
	if ( Array.isArray( entry ) ) {
		return entry.length ? firstMessage( entry[ 0 ] ) : null;
	}
	if ( entry && typeof entry === 'object' && 'message' in entry ) {
		const { message } = entry as { message: unknown };
		return typeof message === 'string' ? message : null;
	}
	return null;
}
