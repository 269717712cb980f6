/**
 * The rules every AI surface applies to an outcome, in one place: what is
 * counted against the site's budget, what asks for an upgrade, and what a
 * failed request offers the user.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AiError } from '../types';

/**
 * What a finished request did.
 */
export type AiOutcome =
	/** The answer arrived. */
	| { kind: 'done'; cost?: number }
	/** The user stopped it: the server counted it when it began. */
	| { kind: 'stopped'; cost?: number }
	/** It failed. `countOnError: false` where a failure costs nothing (a logo). */
	| { kind: 'error'; error: AiError; cost?: number; countOnError?: boolean };

/**
 * Whether a failed request still counts against the site's budget: every AI
 * error does, except a generic request error, a quota error, and a request
 * that never ran (the provider's own limit, no provider set up, one of the
 * user's limits, too many calls at once).
 *
 * @param error The error.
 * @return True when it counts.
 */
export function countsAsRequest( error: AiError ): boolean {
	if ( error.cause ) {
		return false;
	}
	return (
		error.code !== 'error_response' && error.code !== 'error_quota_exceeded'
	);
}

/**
 * Whether an error means the site's budget is spent, so that an upgrade is
 * required: the site's quota error, never a provider's own limit.
 *
 * @param error The error.
 * @return True when an upgrade is required.
 */
export function requiresUpgrade( error: AiError ): boolean {
	return error.code === 'error_quota_exceeded' && ! error.cause;
}

/**
 * What a failed request offers:
 * - 'upgrade': Upgrade now (the site's budget is spent);
 * - 'retry': Retry (the service was unavailable or the network failed; after
 *   a provider's rate limit, once its delay has passed);
 * - 'try-again': Try again (any other error worth sending again);
 * - 'settings': nothing to send again until a setting is filled in;
 * - 'none': nothing (a moderation refusal, the provider account's quota, the
 *   user's own limits, too many calls at once).
 */
export type AiErrorAction =
	'upgrade' | 'retry' | 'try-again' | 'settings' | 'none';

/**
 * What a failed request offers the user.
 *
 * @param error The error.
 * @return The action.
 */
export function errorAction( error: AiError ): AiErrorAction {
	if ( requiresUpgrade( error ) ) {
		return 'upgrade';
	}
	if ( error.cause === 'not-configured' ) {
		return 'settings';
	}
	if ( error.cause === 'provider-rate' ) {
		// The provider's rate limit passes: Retry once its delay is over.
		return 'retry';
	}
	if ( error.cause || error.code === 'error_moderation' ) {
		return 'none';
	}
	if ( error.retry ) {
		return 'retry';
	}
	return 'try-again';
}

/**
 * The line a failed request shows: 'Error: %1$s' with its message (the
 * server's own words where they say more).
 *
 * @param error The error.
 * @return The line.
 */
export function errorNoticeText( error: AiError ): string {
	return sprintf(
		/* translators: %1$s: what went wrong. */
		__( 'Error: %1$s', 'cairn' ),
		error.detail || error.message || __( 'Something went wrong', 'cairn' )
	);
}
