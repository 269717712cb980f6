/**
 * External dependencies
 */
import type { Page, Request } from '@playwright/test';

/**
 * Every http request of a page from now on, to know when none is in flight.
 *
 * @param page The page.
 * @return A function listing what is still in flight ('METHOD url').
 */
export function watchNetwork( page: Page ): () => string[] {
	const inFlight = new Set< Request >();
	const done = ( request: Request ) => inFlight.delete( request );
	page.on( 'request', ( request ) => inFlight.add( request ) );
	// Answered is done enough: php -S may leave a body open after it.
	page.on( 'response', ( response ) => done( response.request() ) );
	page.on( 'requestfinished', done );
	page.on( 'requestfailed', done );
	return () =>
		[ ...inFlight ].map(
			( request ) => `${ request.method() } ${ request.url() }`
		);
}
