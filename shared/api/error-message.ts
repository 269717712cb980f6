/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The message to show for a failed call: the `message` of what was thrown
 * (an Error, or the WP_Error JSON `{ code, message }` api-fetch rejects
 * with), else the fallback.
 *
 * @param error    What was thrown.
 * @param fallback Message when the error carries none.
 * @return A message for the user.
 */
export function getErrorMessage(
	error: unknown,
	fallback: string = __( 'The request failed.', 'cairn' )
): string {
	if ( error && typeof error === 'object' && 'message' in error ) {
		const { message } = error as { message: unknown };
		if ( typeof message === 'string' && message ) {
			return message;
		}
	}
	return fallback;
}
