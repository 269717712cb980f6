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
