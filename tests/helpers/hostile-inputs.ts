/**
 * Generated hostile inputs for the embed parsers' tests and benchmark:
 * scripts, `javascript:` and `data:` URLs, other hosts, look-alike domains,
 * user info, ports, broken markup and huge input, built around a service's
 * real host and paths. Deterministic (a fixed seed), so a failure repeats.
 */

/** Parts an attacker would mix into what they paste. */
const SCHEMES = [
	'https://',
	'http://',
	'javascript:',
	'JaVaScRiPt:',
	'java\tscript:',
	'data:text/html,',
	'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#',
	'vbscript:',
	'file://',
	'ftp://',
	'//',
	'https:/',
	'https:\\\\',
	' https://',
	'\u0000https://',
];

const PAYLOADS = [
	'<script>alert(1)</script>',
	'"><script>alert(1)</script>',
	"'><img src=x onerror=alert(1)>",
	'" onload="alert(1)',
	'javascript:alert(1)',
	'%3Cscript%3Ealert(1)%3C/script%3E',
	'&#x3C;script&#x3E;',
	'\u202e',
	'\r\nSet-Cookie: a=b',
	'../../../../etc/passwd',
	'{{constructor.constructor("alert(1)")()}}',
];

/**
 * A small seeded generator (mulberry32), so the inputs are the same each run.
 *
 * @param seed The seed.
 * @return The next number in [0, 1).
 */
/* eslint-disable no-bitwise -- mulberry32 is bit arithmetic by design. */
function random( seed: number ): () => number {
	let state = seed;
	return () => {
		state = ( state + 0x6d2b79f5 ) | 0;
		let t = Math.imul( state ^ ( state >>> 15 ), 1 | state );
		t = ( t + Math.imul( t ^ ( t >>> 7 ), 61 | t ) ) ^ t;
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
}
/* eslint-enable no-bitwise */

/**
 * Hostile inputs around a service host.
 *
 * @param host  The service's real host, e.g. `calendar.google.com`.
 * @param paths Real paths (with queries) on it.
 * @param count How many random mixes to add to the fixed ones.
 * @return At least `count` inputs.
 */
export function hostileInputs(
	host: string,
	paths: string[],
	count = 1200
): string[] {
	const next = random( 0x15ca1a );
	const pick = < T >( list: readonly T[] ): T =>
		list[ Math.floor( next() * list.length ) ];
	const hosts = [
		host,
		host.toUpperCase(),
		`${ host }.evil.test`,
		`evil${ host }`,
		`evil.test/${ host }`,
		`evil.test?${ host }`,
		`evil.test#${ host }`,
		`${ host }@evil.test`,
		`user:pass@${ host }`,
		`${ host }:8080`,
		`${ host }.`,
		host.replace( /o/g, '0' ),
		host.replace( /\./g, '%2E' ),
		host.replace( /a/, '\u0430' ),
		'127.0.0.1',
		'169.254.169.254',
		'[::1]',
		'localhost',
	];
	const wrap = [
		( url: string ) => url,
		( url: string ) => `<iframe src="${ url }"></iframe>`,
		( url: string ) => `<iframe src='${ url }' onload="alert(1)"></iframe>`,
		( url: string ) => `<script src="${ url }"></script>`,
		( url: string ) => `<a href="${ url }">x</a>`,
		( url: string ) =>
			`<iframe src="${ url }"></iframe><script>alert(1)</script>`,
		( url: string ) => `<div data-url="${ url }"></div>`,
		( url: string ) => `${ url }\n<script>alert(1)</script>`,
	];
	const inputs: string[] = [];
	for ( const scheme of SCHEMES ) {
		for ( const target of hosts ) {
			inputs.push( `${ scheme }${ target }${ paths[ 0 ] ?? '/' }` );
		}
	}
	for ( let index = 0; index < count; index++ ) {
		const path = pick( paths );
		const payload = pick( PAYLOADS );
		const url = `${ pick( SCHEMES ) }${ pick( hosts ) }${
			next() < 0.5 ? path : path + payload
		}`;
		let input = pick( wrap )( url );
		if ( next() < 0.1 ) {
			// Break it somewhere.
			const at = Math.floor( next() * input.length );
			input = input.slice( 0, at ) + payload + input.slice( at );
		}
		inputs.push( input );
	}
	inputs.push(
		'x'.repeat( 1_000_000 ),
		`https://${ host }${ paths[ 0 ] ?? '/' }${ 'a'.repeat( 100_000 ) }`,
		`<iframe ${ 'a="b" '.repeat( 20_000 ) }src="https://${ host }/"></iframe>`,
		'<'.repeat( 50_000 ),
		`https://${ host }/${ '%'.repeat( 50_000 ) }`
	);
	return inputs;
}
