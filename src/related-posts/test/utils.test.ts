/**
 * Internal dependencies
 */
import { clampPostsToShow, rows, spans } from '../utils';

describe( 'rows', () => {
	it.each( [
		[ 1, [ 1 ] ],
		[ 2, [ 2 ] ],
		[ 3, [ 3 ] ],
		[ 4, [ 2, 2 ] ],
		[ 5, [ 2, 3 ] ],
		[ 6, [ 3, 3 ] ],
	] )( 'splits %i posts into rows of %p', ( count, expected ) => {
		expect( rows( count ) ).toEqual( expected );
	} );

	it( 'has no rows without posts', () => {
		expect( rows( 0 ) ).toEqual( [] );
	} );
} );

describe( 'spans', () => {
	it( 'gives each post its share of the six columns', () => {
		expect( spans( 5 ) ).toEqual( [ 3, 3, 2, 2, 2 ] );
		expect( spans( 1 ) ).toEqual( [ 6 ] );
		expect( spans( 6 ) ).toEqual( [ 2, 2, 2, 2, 2, 2 ] );
	} );

	it( 'fills every row', () => {
		for ( let count = 1; count <= 6; count++ ) {
			let filled = 0;
			for ( const span of spans( count ) ) {
				filled += span;
			}
			expect( filled % 6 ).toBe( 0 );
		}
	} );
} );

describe( 'clampPostsToShow', () => {
	it.each( [
		[ 0, 1 ],
		[ -3, 1 ],
		[ 1, 1 ],
		[ 4, 4 ],
		[ 6, 6 ],
		[ 7, 6 ],
		[ 2.6, 3 ],
		[ Number.NaN, 3 ],
	] )( 'keeps %p as %p', ( value, expected ) => {
		expect( clampPostsToShow( value ) ).toBe( expected );
	} );
} );
