/**
 * Internal dependencies
 */
import type { FormState } from './types';

/**
 * The ARIA role a form state is announced with: an error interrupts
 * (`alert`), processing and success wait their turn (`status`).
 *
 * @param state Form state.
 * @return The role.
 */
export function roleFor( state: FormState ): 'alert' | 'status' {
	return state === 'error' ? 'alert' : 'status';
}

/**
 * The connection state from `GET /cairn/v1/mailchimp`'s code.
 *
 * @param code The answer's code; undefined while unknown.
 * @return 0 unknown, 1 not connected, 2 connected.
 */
export function connectionState( code: string | undefined ): 0 | 1 | 2 {
	if ( code === undefined ) {
		return 0;
	}
	return code === 'connected' ? 2 : 1;
}

/**
 * The interests a new subscriber joins, after a group's box is checked or
 * cleared: each id once.
 *
 * @param interests The interest ids chosen so far.
 * @param id        The group's interest id.
 * @param checked   Whether its box is now checked.
 * @return The interest ids.
 */
export function toggleInterest(
	interests: string[],
	id: string,
	checked: boolean
): string[] {
	const others = interests.filter( ( interest ) => interest !== id );
	return checked ? [ ...others, id ] : others;
}
