/**
 * Cairn's settings as a test sets them: a save merges what it sends into
 * what is stored (as the settings page's saves do), so a test that wants
 * exactly some services, and nothing an earlier test left, empties the rest.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Sets the `cairn_services` keys given and empties every other stored one,
 * with the secrets given (each replaced; '' removes one).
 *
 * @param requestUtils The request utils fixture.
 * @param services     The service values to have; every other is emptied.
 * @param secrets      Secrets to write.
 */
export async function replaceServices(
	requestUtils: RequestUtils,
	services: Record< string, unknown >,
	secrets: Record< string, string > = {}
) {
	const stored = await requestUtils.rest< {
		cairn_services: Record< string, unknown > | null;
	} >( { path: '/wp/v2/settings' } );
	const emptied = Object.fromEntries(
		Object.keys( stored.cairn_services ?? {} ).map( ( key ) => [ key, '' ] )
	);
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: {
			cairn_services: { ...emptied, ...services },
			...( Object.keys( secrets ).length
				? { cairn_secrets: secrets }
				: {} ),
		},
	} );
}
