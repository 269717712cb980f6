/**
 * A TCP proxy on 127.0.0.1 in front of the test site that cuts the
 * connection carrying the upload at chosen points, as a flaky network does:
 * when the bytes sent towards the site reach the next cut point, both sides
 * of that connection are destroyed mid-request.
 */

/**
 * External dependencies
 */
import net from 'node:net';

/** A running proxy. */
export interface CuttingProxy {
	/** Its origin, e.g. `http://127.0.0.1:40123`. */
	origin: string;
	/** Cuts made so far. */
	cuts: () => number;
	/** Stops it. */
	close: () => Promise< void >;
}

/**
 * Starts the proxy.
 *
 * @param target    The site's origin.
 * @param cutPoints Client-to-site byte counts (over all connections) at which to cut.
 * @return The proxy.
 */
export function startCuttingProxy(
	target: string,
	cutPoints: number[]
): Promise< CuttingProxy > {
	const { hostname, port } = new URL( target );
	const pending = [ ...cutPoints ].sort( ( a, b ) => a - b );
	let sent = 0;
	let cuts = 0;
	const sockets = new Set< net.Socket >();
	const server = net.createServer( ( client ) => {
		const site = net.connect( Number( port ), hostname );
		sockets.add( client ).add( site );
		const cut = () => {
			client.destroy();
			site.destroy();
		};
		client.on( 'data', ( chunk: Buffer ) => {
			if ( pending.length && sent + chunk.length >= pending[ 0 ] ) {
				// Forward up to the cut point, then drop the connection.
				site.write( chunk.subarray( 0, pending[ 0 ] - sent ) );
				sent = pending.shift() as number;
				cuts++;
				cut();
				return;
			}
			sent += chunk.length;
			site.write( chunk );
		} );
		site.on( 'data', ( chunk ) => client.write( chunk ) );
		client.on( 'error', cut );
		site.on( 'error', cut );
		client.on( 'close', () => {
			site.end();
			sockets.delete( client );
		} );
		site.on( 'close', () => {
			client.end();
			sockets.delete( site );
		} );
	} );
	return new Promise( ( resolve ) => {
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address() as net.AddressInfo;
			resolve( {
				origin: `http://127.0.0.1:${ address.port }`,
				cuts: () => cuts,
				close: () =>
					new Promise( ( done ) => {
						sockets.forEach( ( socket ) => socket.destroy() );
						server.close( () => done() );
					} ),
			} );
		} );
	} );
}
