/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * How many calls of one guarded kind may be in flight at once; one more is
 * refused with 'Too many requests'.
 */
export const MAX_CONCURRENT_REQUESTS = 5;

/**
 * Slots for calls of one kind: a call takes a slot before it starts and gives
 * it back when it ends.
 */
export interface RequestSlots {
	/**
	 * Takes a slot. Returns the function that gives it back (calling it more
	 * than once gives back only once), or null when every slot is taken.
	 */
	acquire: () => ( () => void ) | null;
	/** How many slots are taken. */
	readonly inFlight: number;
}

/**
 * Makes the slots of one kind of call, for calls that do not settle as one
 * promise (a stream ends when it is closed or fails).
 *
 * @param limit Calls allowed in flight at once.
 * @return The slots.
 */
export function createRequestSlots(
	limit: number = MAX_CONCURRENT_REQUESTS
): RequestSlots {
	let inFlight = 0;
	return {
		acquire() {
			if ( inFlight >= limit ) {
				return null;
			}
			inFlight++;
			let released = false;
			return () => {
				if ( ! released ) {
					released = true;
					inFlight--;
				}
			};
		},
		get inFlight() {
			return inFlight;
		},
	};
}

/**
 * The message of a call refused because too many are in flight.
 *
 * @return The message.
 */
export function getTooManyRequestsMessage(): string {
	return __( 'Too many requests', 'cairn' );
}

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
	const slots = createRequestSlots( limit );
	return async ( ...args: Args ) => {
		const release = slots.acquire();
		if ( ! release ) {
			throw new Error( getTooManyRequestsMessage() );
		}
		try {
			return await request( ...args );
		} finally {
			release();
		}
	};
}
