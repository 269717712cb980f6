/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The message of what apiFetch threw: a WP_Error's JSON (`{ code, message }`)
 * or a network failure.
 *
 * @param error What was thrown.
 * @return Its message, or a generic one.
 */
export function errorMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message
		? message
		: __( 'The request failed.', 'cairn' );
}
