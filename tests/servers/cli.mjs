/**
 * What every test server does when run from the command line: start on the
 * port and with the key given (`--port N`, `--key KEY`), print its base URL on
 * the first line, and stop on SIGINT, SIGTERM or, with `--exit-with-stdin`,
 * when its stdin closes (how the PHP tests end it).
 *
 * @param {(options: { port: number, key: string }) => Promise<{ url: string, stop: () => Promise<void> }>} start      Starts the server: `( { port, key } )` to a promise of `{ url, stop }`.
 * @param {string}                                                                                          defaultKey The key when none is given.
 */
export function runFromCommandLine( start, defaultKey = '' ) {
	const args = process.argv.slice( 2 );
	const option = ( /** @type {string} */ name ) => {
		const index = args.indexOf( name );
		return index >= 0 ? args[ index + 1 ] : undefined;
	};
	start( {
		port: Number( option( '--port' ) ) || 0,
		key: option( '--key' ) || defaultKey,
	} ).then(
		( server ) => {
			process.stdout.write( `${ server.url }\n` );
			const shutdown = () =>
				server.stop().then( () => process.exit( 0 ) );
			process.on( 'SIGINT', shutdown );
			process.on( 'SIGTERM', shutdown );
			if ( args.includes( '--exit-with-stdin' ) ) {
				process.stdin.on( 'end', shutdown );
				process.stdin.resume();
			}
		},
		( /** @type {Error} */ error ) => {
			process.stderr.write( `${ error.message }\n` );
			process.exit( 1 );
		}
	);
}
