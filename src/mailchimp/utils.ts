/**
 * Internal dependencies
 */
import type { FormState } from './constants';

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
