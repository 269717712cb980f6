/**
 * `npm run bench:gallery`: the tiled gallery's layout time (the pure module
 * src/tiled-gallery/layout.ts that the editor and save both run) for 1,000
 * images of mixed aspect ratios, per style. Goal: ≤ 10 ms.
 * Prints figures; it is not a test.
 *
 * Options: `--rounds N` (default 50), `--images N` (default 1000).
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';

const ROOT = path.resolve( import.meta.dirname, '..' );
const args = process.argv.slice( 2 );
const option = ( name, fallback ) => {
	const at = args.indexOf( name );
	return at >= 0 ? Number( args[ at + 1 ] ) : fallback;
};
const ROUNDS = option( '--rounds', 50 );
const IMAGES = option( '--images', 1000 );

// The module has no imports: transpile it in memory and import it.
const { outputText } = ts.transpileModule(
	readFileSync( path.join( ROOT, 'src/tiled-gallery/layout.ts' ), 'utf8' ),
	{
		compilerOptions: {
			module: ts.ModuleKind.ESNext,
			target: ts.ScriptTarget.ES2022,
		},
	}
);
const { computeLayout } = await import(
	'data:text/javascript;base64,' +
		Buffer.from( outputText ).toString( 'base64' )
);

// Mixed aspect ratios from a seeded generator (same figures every run).
let state = 7;
const random = () => {
	state = ( state * 1103515245 + 12345 ) % 2147483648;
	return state / 2147483648;
};
const shapes = [
	[ 4000, 3000 ],
	[ 3000, 4000 ],
	[ 1200, 1200 ],
	[ 6000, 2000 ],
	[ 1080, 1920 ],
	[ 2048, 1365 ],
];
const images = Array.from( { length: IMAGES }, () => {
	const [ width, height ] = shapes[ Math.floor( random() * shapes.length ) ];
	return { width, height };
} );

console.log(
	`Tiled gallery layout, ${ IMAGES.toLocaleString(
		'en-US'
	) } images, ${ ROUNDS } rounds (goal ≤ 10 ms)`
);
for ( const [ style, columns ] of [
	[ 'rectangular', 3 ],
	[ 'rectangular', 20 ],
	[ 'square', 3 ],
	[ 'circle', 3 ],
	[ 'columns', 3 ],
] ) {
	// Warm up once so the first round's compilation does not count.
	computeLayout( images, style, columns );
	const times = [];
	let rows = 0;
	for ( let round = 0; round < ROUNDS; round++ ) {
		const start = performance.now();
		rows = computeLayout( images, style, columns ).length;
		times.push( performance.now() - start );
	}
	times.sort( ( a, b ) => a - b );
	const median = times[ Math.floor( times.length / 2 ) ];
	const worst = times[ times.length - 1 ];
	console.log(
		`${ style.padEnd( 12 ) } columns ${ String( columns ).padStart(
			2
		) }  median ${ median.toFixed( 3 ) } ms  max ${ worst.toFixed(
			3
		) } ms  (${ rows } rows)`
	);
}
