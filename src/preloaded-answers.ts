/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { normalizePath } from '@wordpress/url';

/** An answer the server made with the page: its status and body. */
export interface PreloadedAnswer {
	status: number;
	body: unknown;
}

/**
 * api-fetch middleware that answers each of the given GET requests once
 * from the answers the server printed with the editor (the requests the
 * post's Cairn blocks make as they open), so that they need no request of
 * their own. WordPress's own preloading is cleared once the editor has
 * loaded the post, before the blocks ask; these answers stay until used.
 *
 * @param answers The answers by path (query arguments in any order).
 * @return The middleware.
 */
export function preloadedAnswersMiddleware(
	answers: Record< string, PreloadedAnswer >
): APIFetchMiddleware {
	const left = new Map(
		Object.entries( answers ).map( ( [ path, answer ] ) => [
			normalizePath( path ),
			answer,
		] )
	);
	return ( options, next ) => {
		const method = ( options.method ?? 'GET' ).toUpperCase();
		const key =
			method === 'GET' && typeof options.path === 'string'
				? normalizePath( options.path )
				: '';
		const answer = key ? left.get( key ) : undefined;
		if ( ! answer ) {
			return next( options );
		}
		left.delete( key );
		if ( options.parse === false ) {
			return Promise.resolve(
				new window.Response( JSON.stringify( answer.body ), {
					status: answer.status,
				} )
			);
		}
		// As apiFetch settles: the body, or for an error the error's body.
		return answer.status >= 200 && answer.status < 300
			? Promise.resolve( answer.body )
			: Promise.reject( answer.body );
	};
}

/**
 * Registers the answers the server printed in `cairnEditorData.preload`.
 */
export function registerPreloadedAnswers(): void {
	const answers = window.cairnEditorData?.preload;
	if ( answers && Object.keys( answers ).length ) {
		apiFetch.use( preloadedAnswersMiddleware( answers ) );
	}
}
