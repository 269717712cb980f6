/**
 * The test administrator's session on a test site, for the benchmarks that
 * ask the site over HTTP without a browser (tools/wp/install.php makes the
 * account).
 */

/**
 * Logs in as the administrator through wp-login.php, as a browser's form
 * would.
 *
 * @param {string} url Site address.
 * @return {Promise<string>} The Cookie header of the session.
 */
export async function adminCookie( url ) {
	const response = await fetch( `${ url }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: new URLSearchParams( {
			log: 'admin',
			pwd: 'password',
			testcookie: '1',
		} ),
	} );
	const cookies = response.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] );
	if ( response.status !== 302 || ! cookies.length ) {
		throw new Error(
			`Logging in to ${ url } failed (${ response.status })`
		);
	}
	return cookies.join( '; ' );
}
