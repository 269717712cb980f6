/**
 * `npm run bench:parsers`: the embed parsers' throughput (inputs per second)
 * on the generated hostile inputs the unit tests use, plus each parser's
 * real formats. Prints figures; it is not a test.
 *
 * The parsers are plain TypeScript without imports: each is transpiled in
 * memory with the project's TypeScript and imported as a module.
 *
 * Options: `--rounds N` (default 20).
 */

/**
 * External dependencies
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';

const ROOT = path.resolve( import.meta.dirname, '..' );
const args = process.argv.slice( 2 );
const roundsAt = args.indexOf( '--rounds' );
const ROUNDS = roundsAt >= 0 ? Number( args[ roundsAt + 1 ] ) : 20;

/**
 * Imports a TypeScript file that has no imports of its own.
 *
 * @param {string} file Path from the repository root.
 * @return {Promise<Record<string, unknown>>} The module.
 */
async function load( file ) {
	const { outputText } = ts.transpileModule(
		readFileSync( path.join( ROOT, file ), 'utf8' ),
		{
			compilerOptions: {
				module: ts.ModuleKind.ESNext,
				target: ts.ScriptTarget.ES2022,
			},
		}
	);
	return import(
		'data:text/javascript;base64,' +
			Buffer.from( outputText ).toString( 'base64' )
	);
}

/** Each parser: its module, its function, its host and real paths. */
const PARSERS = [
	{
		name: 'Google Calendar',
		file: 'src/google-calendar/parser.ts',
		fn: 'parseGoogleCalendar',
		cases: 'src/google-calendar/test/parser-cases.json',
		host: 'calendar.google.com',
		paths: [ '/calendar/embed?src=a%40b.c', '/calendar/u/0?cid=YUBiLmM' ],
	},
	{
		name: 'Eventbrite',
		file: 'src/eventbrite/parser.ts',
		fn: 'parseEventbrite',
		cases: 'src/eventbrite/test/parser-cases.json',
		host: 'www.eventbrite.com',
		paths: [ '/e/some-event-tickets-123456789', '/e/x-1?aff=y' ],
	},
	{
		name: 'Calendly',
		file: 'src/calendly/parser.ts',
		fn: 'parseCalendly',
		cases: 'src/calendly/test/parser-cases.json',
		host: 'calendly.com',
		paths: [ '/acme/30min', '/acme?primary_color=00a2ff' ],
	},
	{
		name: 'OpenTable',
		file: 'src/opentable/parser.ts',
		fn: 'parseOpenTable',
		cases: 'src/opentable/test/parser-cases.json',
		host: 'www.opentable.com',
		paths: [
			'/restref/client/?rid=412810&restref=412810',
			'/widget/reservation/loader?rid=1&type=button&lang=ja-JP',
			'/widget/reservation/loader?rid=1&rid=2&type=multi&theme=tall&domain=couk',
			'/frontdoor/default.aspx?rid=51451&restref=51451&mode=wide',
		],
	},
	{
		name: 'Tock',
		file: 'src/tock/parser.ts',
		fn: 'parseTockName',
		cases: 'src/tock/test/parser-cases.json',
		host: 'www.exploretock.com',
		paths: [ '/acme-bistro', '/acme?date=2026-12-01' ],
	},
];

const { hostileInputs } = await load( 'tests/helpers/hostile-inputs.ts' );

console.log( `Embed parsers, ${ ROUNDS } rounds (inputs per second)` );
for ( const parser of PARSERS ) {
	if ( ! existsSync( path.join( ROOT, parser.file ) ) ) {
		continue;
	}
	const parse = ( await load( parser.file ) )[ parser.fn ];
	const cases = JSON.parse(
		readFileSync( path.join( ROOT, parser.cases ), 'utf8' )
	);
	const real = cases.valid.map( ( entry ) => entry.input );
	const hostile = [
		...hostileInputs( parser.host, parser.paths ),
		...cases.invalid,
	];
	for ( const [ label, inputs ] of [
		[ 'real formats', real ],
		[ 'hostile', hostile ],
	] ) {
		let accepted = 0;
		const start = performance.now();
		for ( let round = 0; round < ROUNDS; round++ ) {
			for ( const input of inputs ) {
				if ( parse( input ) ) {
					accepted++;
				}
			}
		}
		const seconds = ( performance.now() - start ) / 1000;
		const total = inputs.length * ROUNDS;
		console.log(
			`${ parser.name.padEnd( 16 ) } ${ label.padEnd( 13 ) } ${ String(
				inputs.length
			).padStart( 5 ) } inputs  ${ Math.round(
				total / seconds
			).toLocaleString( 'en-US' ) }/s  (accepted ${ accepted / ROUNDS })`
		);
	}
}
