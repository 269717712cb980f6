/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * How many calls of one guarded kind may be in flight at once (spec 002 §7,
 * "Other notes").
 */
export const MAX_CONCURRENT_REQUESTS = 5;

/**
 * Wraps a request function so that at most `limit` of its calls are in flight
 * at once. A call over the limit is rejected at once with 'Too many requests';
 * a slot frees when a call settles, whether it succeeded or failed.
 *
 * Make one guard per kind of call and share it between callers.
 *
 * @param request The request function.
 * @param limit   Calls allowed in flight at once.
 * @return The guarded request function.
 */
export function limitConcurrency< Args extends unknown[], Result >(
	request: ( ...args: Args ) => Promise< Result >,
	limit: number = MAX_CONCURRENT_REQUESTS
): ( ...args: Args ) => Promise< Result > {
	let inFlight = 0;
	return async ( ...args: Args ) => {
		if ( inFlight >= limit ) {
			throw new Error( __( 'Too many requests', 'cairn' ) );
		}
		inFlight++;
		try {
			return await request( ...args );
		} finally {
			inFlight--;
		}
	};
}
