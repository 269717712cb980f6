/**
 * Internal dependencies
 */
import { COOKIE_NAME, MAX_TRACKED_PAGES } from '../constants';
import {
	pageKey,
	parseCounts,
	readCookie,
	recordVisit,
	serializeCounts,
} from '../visit-counter';

/** Removes the counting cookie from jsdom's cookie jar. */
function clearCookie() {
	document.cookie = `${ COOKIE_NAME }=; path=/; max-age=0`;
}

function storedCounts() {
	return parseCounts( readCookie( document.cookie, COOKIE_NAME ) );
}

describe( 'Repeat visitor cookie counting', () => {
	beforeEach( clearCookie );
	afterAll( clearCookie );

	it( 'counts the first visit as 1 and adds one per visit', () => {
		expect( recordVisit( document, '/hello/' ) ).toBe( 1 );
		expect( recordVisit( document, '/hello/' ) ).toBe( 2 );
		expect( recordVisit( document, '/hello/' ) ).toBe( 3 );
		expect( storedCounts() ).toEqual( [ [ pageKey( '/hello/' ), 3 ] ] );
	} );

	it( 'counts each page on its own, in one cookie', () => {
		recordVisit( document, '/a/' );
		recordVisit( document, '/a/' );
		expect( recordVisit( document, '/b/' ) ).toBe( 1 );
		expect( recordVisit( document, '/a/' ) ).toBe( 3 );
		// The most recently visited page first.
		expect( storedCounts() ).toEqual( [
			[ pageKey( '/a/' ), 3 ],
			[ pageKey( '/b/' ), 1 ],
		] );
		expect( document.cookie.split( `${ COOKIE_NAME }=` ) ).toHaveLength(
			2
		);
	} );

	it( 'ignores a trailing slash in the page path', () => {
		expect( pageKey( '/a/' ) ).toBe( pageKey( '/a' ) );
		expect( pageKey( '/a/' ) ).not.toBe( pageKey( '/b/' ) );
		expect( pageKey( '' ) ).toBe( pageKey( '/' ) );
	} );

	it( 'keeps the cookie value cookie-safe and bounded', () => {
		const many = Array.from(
			{ length: MAX_TRACKED_PAGES + 10 },
			( _, i ) =>
				[ pageKey( `/page-${ i }/` ), i + 1 ] as [ string, number ]
		);
		const value = serializeCounts( many );
		expect( value ).toMatch( /^[0-9a-z._]+$/ );
		expect( parseCounts( value ) ).toHaveLength( MAX_TRACKED_PAGES );
		expect( value.length ).toBeLessThan( 1000 );
	} );

	it( 'starts over from a damaged cookie without failing', () => {
		document.cookie = `${ COOKIE_NAME }=garbage%20value; path=/`;
		expect( recordVisit( document, '/x/' ) ).toBe( 1 );
		expect( parseCounts( 'abc.2_!!_def.x_abc.9' ) ).toEqual( [
			[ 'abc', 2 ],
		] );
	} );

	it( 'reads only the named cookie', () => {
		expect(
			readCookie( 'a=1; cairn_repeat_visitor=k.4; b=2', COOKIE_NAME )
		).toBe( 'k.4' );
		expect( readCookie( 'xcairn_repeat_visitor=1', COOKIE_NAME ) ).toBe(
			''
		);
	} );

	it( 'writes a site-wide, year-long, SameSite=Lax cookie', () => {
		const writes: string[] = [];
		const fake = {
			cookie: '',
			location: { pathname: '/p/', protocol: 'https:' },
		};
		Object.defineProperty( fake, 'cookie', {
			get: () => '',
			set: ( value: string ) => writes.push( value ),
		} );
		recordVisit( fake as unknown as Document );
		expect( writes ).toHaveLength( 1 );
		expect( writes[ 0 ] ).toBe(
			`${ COOKIE_NAME }=${ pageKey( '/p/' ) }.1; path=/; max-age=31536000; SameSite=Lax; Secure`
		);
	} );
} );
