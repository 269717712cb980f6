/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

/**
 * The header that marks a same-origin request as sent from the editor; the
 * server may use it to tell editor calls from others.
 */
export const EDITOR_HEADER = 'x-wp-api-fetch-from-editor';

/**
 * Whether a request goes to the site's own origin: a `path` (always resolved
 * against the site's REST root), a relative `url`, or an absolute `url` whose
 * origin is the page's.
 *
 * @param options api-fetch options.
 * @return True for a same-origin request.
 */
export function isSameOriginRequest( options: APIFetchOptions ): boolean {
	if ( ! options.url ) {
		return true;
	}
	try {
		const { origin } = window.location;
		return new URL( options.url, window.location.href ).origin === origin;
	} catch {
		// A URL that cannot be parsed is not sent to us knowingly.
		return false;
	}
}

/**
 * api-fetch middleware: adds `x-wp-api-fetch-from-editor: true` to same-origin
 * requests and leaves requests to other origins alone.
 *
 * @param options api-fetch options.
 * @param next    The next middleware.
 * @return The response promise.
 */
export const editorHeaderMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( ! isSameOriginRequest( options ) ) {
		return next( options );
	}
	return next( {
		...options,
		headers: { ...options.headers, [ EDITOR_HEADER ]: 'true' },
	} );
};

let isRegistered = false;

/**
 * Registers the editor header middleware with api-fetch, once however often
 * it is called.
 */
export function registerEditorHeaderMiddleware(): void {
	if ( isRegistered ) {
		return;
	}
	isRegistered = true;
	apiFetch.use( editorHeaderMiddleware );
}
