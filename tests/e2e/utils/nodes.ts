/**
 * The site's PHP nodes, for the cross-node specs: the MariaDB run behind
 * nginx serves the site from two PHP-FPM nodes (tools/wp/web-server.mjs),
 * round-robin per request, and names the node that answered in the
 * `X-Cairn-Node` header of that test configuration.
 */

/**
 * External dependencies
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';

/** Whether this run has two PHP nodes (tools/test-e2e.mjs sets it). */
export const TWO_NODES = process.env.CAIRN_WP_NODES === '2';

/** Why a cross-node spec is skipped elsewhere. */
export const TWO_NODES_ONLY =
	'Runs on two PHP nodes only: the MariaDB run behind nginx (CAIRN_WP_MATRIX=7.1:mariadb:nginx).';

/**
 * The node that answered a response ('' when no PHP node did).
 *
 * @param response A fetch response.
 * @return '1' or '2'.
 */
export function nodeOf( response: Response ): string {
	return response.headers.get( 'x-cairn-node' ) ?? '';
}

/**
 * How many of some answers each node gave.
 *
 * @param nodes The nodes, one per answer (nodeOf()).
 * @return Counts by node, e.g. { 1: 25, 2: 25 }.
 */
export function perNode( nodes: string[] ): Record< string, number > {
	const counts: Record< string, number > = {};
	for ( const node of nodes ) {
		counts[ node ] = ( counts[ node ] ?? 0 ) + 1;
	}
	return counts;
}

interface WebServerModule {
	stopPhpNode: ( dir: string, node: number ) => Promise< number >;
	startPhpNode: ( dir: string, node: number ) => Promise< number >;
	isPhpNodeRunning: ( dir: string, node: number ) => boolean;
}

/**
 * tools/wp/web-server.mjs, which stops and starts a node of the running
 * server (its run folder comes in CAIRN_WEB_SERVER_DIR).
 *
 * @return The module and the run folder.
 */
async function webServer() {
	const dir = process.env.CAIRN_WEB_SERVER_DIR;
	if ( ! dir ) {
		throw new Error(
			'CAIRN_WEB_SERVER_DIR is not set: run npm run test:e2e.'
		);
	}
	const module = ( await import(
		pathToFileURL( path.join( process.cwd(), 'tools/wp/web-server.mjs' ) )
			.href
	) ) as WebServerModule;
	return { module, dir };
}

/**
 * Stops one PHP node at once, as a machine failing would.
 *
 * @param node 1 or 2.
 */
export async function stopNode( node: number ): Promise< void > {
	const { module, dir } = await webServer();
	await module.stopPhpNode( dir, node );
}

/**
 * Starts the PHP nodes that a test stopped, and waits until nginx sends
 * each requests again.
 *
 * @param siteUrl The site's address.
 */
export async function restoreNodes( siteUrl: string ) {
	const { module, dir } = await webServer();
	for ( const node of [ 1, 2 ] ) {
		if ( ! module.isPhpNodeRunning( dir, node ) ) {
			await module.startPhpNode( dir, node );
			await untilAnswering( node, siteUrl );
		}
	}
}

/**
 * Waits until nginx sends a started node requests again.
 *
 * @param node    1 or 2.
 * @param siteUrl The site's address.
 */
async function untilAnswering( node: number, siteUrl: string ) {
	// nginx tries a failed node again after its fail_timeout: ask until it
	// answers (each answer is quick; the loop ends by the test's timeout).
	for (;;) {
		const response = await fetch( new URL( '/wp-login.php', siteUrl ) );
		await response.arrayBuffer();
		if ( nodeOf( response ) === String( node ) ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}
