/**
 * The test network's certificate authority: a test server that stands in
 * for real HTTPS hosts (the short-link hosts, Mailchimp's data centres)
 * presents a certificate for their names signed by an authority made for
 * the run, which the test site trusts for those names only (setting
 * `cairn_test_network`, tools/wp/test-site-mu-plugin.php).
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A certificate authority, and a certificate for the names signed by it,
 * made with openssl and valid for two days.
 *
 * @param {string[]} hosts The names the certificate is for; the first is its common name.
 * @return {{ca: string, key: string, cert: string}} PEMs: the authority's certificate, the host key and certificate.
 */
export function makeCertificates( hosts ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'cairn-test-ca-' ) );
	const file = ( /** @type {string} */ name ) => path.join( dir, name );
	const openssl = ( /** @type {string[]} */ args ) =>
		execFileSync( 'openssl', args, {
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
	try {
		openssl( [
			'req',
			'-x509',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-keyout',
			file( 'ca.key' ),
			'-out',
			file( 'ca.pem' ),
			'-days',
			'2',
			'-subj',
			'/CN=Cairn test network authority',
			'-addext',
			'basicConstraints=critical,CA:TRUE',
			'-addext',
			'keyUsage=critical,keyCertSign,cRLSign',
		] );
		openssl( [
			'req',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-keyout',
			file( 'host.key' ),
			'-out',
			file( 'host.csr' ),
			'-subj',
			`/CN=${ hosts[ 0 ] }`,
		] );
		fs.writeFileSync(
			file( 'host.ext' ),
			[
				'basicConstraints=CA:FALSE',
				'keyUsage=digitalSignature',
				'extendedKeyUsage=serverAuth',
				`subjectAltName=${ hosts
					.map( ( host ) => `DNS:${ host }` )
					.join( ',' ) }`,
			].join( '\n' )
		);
		openssl( [
			'x509',
			'-req',
			'-in',
			file( 'host.csr' ),
			'-CA',
			file( 'ca.pem' ),
			'-CAkey',
			file( 'ca.key' ),
			'-CAcreateserial',
			'-out',
			file( 'host.pem' ),
			'-days',
			'2',
			'-extfile',
			file( 'host.ext' ),
		] );
		return {
			ca: fs.readFileSync( file( 'ca.pem' ), 'utf8' ),
			key: fs.readFileSync( file( 'host.key' ), 'utf8' ),
			cert: fs.readFileSync( file( 'host.pem' ), 'utf8' ),
		};
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}
