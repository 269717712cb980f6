/**
 * Internal dependencies
 */
import { isVisible, parseThreshold } from '../utils';

describe( 'Repeat visitor threshold', () => {
	it( 'accepts a whole number above 0 typed with digits only', () => {
		expect( parseThreshold( '1' ) ).toBe( 1 );
		expect( parseThreshold( '3' ) ).toBe( 3 );
		expect( parseThreshold( '012' ) ).toBe( 12 );
	} );

	it( 'refuses 0, signs, decimals, spaces, letters and empty text', () => {
		for ( const text of [
			'0',
			'00',
			'-1',
			'+2',
			'1.5',
			'1e3',
			' 3',
			'3 ',
			'abc',
			'3a',
			'',
		] ) {
			expect( parseThreshold( text ) ).toBeNull();
		}
	} );

	it( 'refuses numbers too large to count exactly', () => {
		expect( parseThreshold( '99999999999999999999' ) ).toBeNull();
	} );
} );

describe( 'Repeat visitor visibility rule', () => {
	it( 'shows "after" content only once visits exceed the threshold', () => {
		// Threshold 3: hidden on visits 1–3, shown from the 4th.
		expect(
			[ 1, 2, 3, 4, 5 ].map( ( visit ) =>
				isVisible( 'after-visits', 3, visit )
			)
		).toEqual( [ false, false, false, true, true ] );
	} );

	it( 'shows "before" content only while visits are at most the threshold', () => {
		expect(
			[ 1, 2, 3, 4, 5 ].map( ( visit ) =>
				isVisible( 'before-visits', 3, visit )
			)
		).toEqual( [ true, true, true, false, false ] );
	} );

	it( 'shows exactly one of the two criteria on any visit', () => {
		for ( const threshold of [ 1, 2, 7 ] ) {
			for ( let visit = 1; visit <= 10; visit++ ) {
				expect(
					isVisible( 'after-visits', threshold, visit ) !==
						isVisible( 'before-visits', threshold, visit )
				).toBe( true );
			}
		}
	} );
} );
