/**
 * The short-link and booking hosts for browser tests: tests/servers/short-links.mjs
 * run in the test's own process, and the test site's network
 * (tools/wp/test-site-mu-plugin.php, setting `cairn_test_network`) leading
 * their names to it. The editor's calls to Cairn's resolve-redirect route
 * then follow real redirects through the same outgoing-request helper as on
 * a live site; nothing answers in Cairn's place.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/short-links.mjs' )
).href;

/** The running hosts' server. */
export interface ShortLinkServer {
	/** The test network it needs: HTTPS port, public address, names, authority. */
	network: { port: number; address: string; hosts: string[]; ca: string };
	/** The requests the hosts received, as `METHOD URL`. */
	requests: () => string[];
	/** Forgets the requests. */
	reset: () => void;
	stop: () => Promise< void >;
}

/**
 * Writes the test site's network setting.
 *
 * @param requestUtils The request utils fixture.
 * @param value        The network as JSON, or '' for none.
 */
async function setNetwork( requestUtils: RequestUtils, value: string ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { cairn_test_network: value },
	} );
}

/**
 * Runs the short-link hosts for a describe block and leads the test site's
 * network to them; puts the network back after.
 *
 * @param hooks           The describe block's hooks (`test`).
 * @param hooks.beforeAll Playwright's beforeAll.
 * @param hooks.afterAll  Playwright's afterAll.
 * @return A getter for the running server.
 */
export function useShortLinkHosts( hooks: {
	beforeAll: (
		fn: ( fixtures: { requestUtils: RequestUtils } ) => Promise< void >
	) => void;
	afterAll: (
		fn: ( fixtures: { requestUtils: RequestUtils } ) => Promise< void >
	) => void;
} ): () => ShortLinkServer {
	let server: ShortLinkServer | undefined;
	hooks.beforeAll( async ( { requestUtils } ) => {
		const module = ( await import( SERVER_MODULE ) ) as {
			startShortLinkServer: () => Promise< ShortLinkServer >;
		};
		server = await module.startShortLinkServer();
		await setNetwork( requestUtils, JSON.stringify( server.network ) );
	} );
	hooks.afterAll( async ( { requestUtils } ) => {
		await setNetwork( requestUtils, '' );
		await server?.stop();
	} );
	return () => {
		if ( ! server ) {
			throw new Error( 'The short-link hosts have not started.' );
		}
		return server;
	};
}

/**
 * Makes the site unable to reach some hosts, as a site whose DNS cannot
 * find them (a site with no way out, a firewall): the names stay on the
 * test network with no address, so the outgoing-request helper finds none.
 *
 * @param requestUtils The request utils fixture.
 * @param server       The running hosts' server.
 * @param hosts        The names the site cannot reach.
 * @return Puts the network back.
 */
export async function cutOffHosts(
	requestUtils: RequestUtils,
	server: ShortLinkServer,
	hosts: string[]
): Promise< () => Promise< void > > {
	await setNetwork(
		requestUtils,
		JSON.stringify( {
			...server.network,
			addresses: Object.fromEntries(
				hosts.map( ( host ) => [ host, '' ] )
			),
		} )
	);
	return () => setNetwork( requestUtils, JSON.stringify( server.network ) );
}
