/**
 * Prints the client's route table (shared/api/routes.ts) as JSON: each key
 * with the path it gives, a route with variables called with `{}` for each
 * (the server's patterns are compared with their groups written `{}`). The PHP test of the route table
 * (tests/php/test-route-table.php) compares it with the routes the server
 * registers.
 *
 * CLI: `node tools/client-routes.mjs` prints `[{ "key": …, "path": … }]`.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What a variable of a route is called with. */
const VARIABLE = '{}';

const ROOT = path.dirname( path.dirname( fileURLToPath( import.meta.url ) ) );

/**
 * The route table, evaluated.
 *
 * @return {Promise<Array<{key: string, path: string}>>} Each route.
 */
export async function clientRoutes() {
	const source = fs.readFileSync(
		path.join( ROOT, 'shared/api/routes.ts' ),
		'utf8'
	);
	const { outputText } = ts.transpileModule( source, {
		compilerOptions: {
			module: ts.ModuleKind.ESNext,
			target: ts.ScriptTarget.ES2020,
		},
	} );
	const { ROUTES } = await import(
		`data:text/javascript;base64,${ Buffer.from( outputText ).toString(
			'base64'
		) }`
	);
	return Object.entries( ROUTES ).map( ( [ key, route ] ) => ( {
		key,
		path:
			typeof route === 'function'
				? route( ...Array( route.length ).fill( VARIABLE ) ).replaceAll(
						encodeURIComponent( VARIABLE ),
						VARIABLE
					)
				: route,
	} ) );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	process.stdout.write( JSON.stringify( await clientRoutes() ) + '\n' );
}
