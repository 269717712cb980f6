/**
 * Internal dependencies
 */
import {
	clampMaxRating,
	clampRating,
	getAlign,
	getNextRating,
	getRateButtonLabel,
	getRatingLabel,
	getSymbolFill,
} from '../utils';

describe( 'getNextRating', () => {
	it( 'tapping a symbol sets the rating to its number', () => {
		expect( getNextRating( 1, 4 ) ).toBe( 4 );
		expect( getNextRating( 5, 2 ) ).toBe( 2 );
		expect( getNextRating( 0, 1 ) ).toBe( 1 );
	} );

	it( 'tapping the current value lowers it by a half when it is whole', () => {
		expect( getNextRating( 4, 4 ) ).toBe( 3.5 );
		expect( getNextRating( 1, 1 ) ).toBe( 0.5 );
		expect( getNextRating( 10, 10 ) ).toBe( 9.5 );
	} );

	it( 'tapping the half-filled symbol of a half value fills it', () => {
		expect( getNextRating( 3.5, 4 ) ).toBe( 4 );
	} );

	it( 'tapping 1 when the rating is 0.5 gives 0', () => {
		expect( getNextRating( 0.5, 1 ) ).toBe( 0 );
	} );

	it( 'tapping another symbol when the rating is 0.5 sets it', () => {
		expect( getNextRating( 0.5, 3 ) ).toBe( 3 );
	} );
} );

describe( 'clampMaxRating', () => {
	it( 'keeps the highest rating between 2 and 10', () => {
		expect( clampMaxRating( 1 ) ).toBe( 2 );
		expect( clampMaxRating( 2 ) ).toBe( 2 );
		expect( clampMaxRating( 7 ) ).toBe( 7 );
		expect( clampMaxRating( 10 ) ).toBe( 10 );
		expect( clampMaxRating( 11 ) ).toBe( 10 );
	} );

	it( 'keeps the highest rating whole, and 5 when it is not a number', () => {
		expect( clampMaxRating( 6.4 ) ).toBe( 6 );
		expect( clampMaxRating( Number.NaN ) ).toBe( 5 );
	} );
} );

describe( 'clampRating', () => {
	it( 'never shows more than the highest rating', () => {
		expect( clampRating( 8, 5 ) ).toBe( 5 );
	} );

	it( 'never shows less than 0', () => {
		expect( clampRating( -2, 5 ) ).toBe( 0 );
	} );

	it( 'rounds to halves', () => {
		expect( clampRating( 3.4, 5 ) ).toBe( 3.5 );
		expect( clampRating( 3.2, 5 ) ).toBe( 3 );
	} );

	it( 'falls back to the default rating of 1 when it is not a number', () => {
		expect( clampRating( Number.NaN, 5 ) ).toBe( 1 );
	} );
} );

describe( 'getSymbolFill', () => {
	it( 'fills symbols up to the rating, half-fills the one a half covers, leaves the rest empty', () => {
		expect(
			[ 1, 2, 3, 4, 5 ].map( ( position ) =>
				getSymbolFill( position, 3.5 )
			)
		).toEqual( [ 'full', 'full', 'full', 'half', 'empty' ] );
	} );

	it( 'leaves every symbol empty at 0', () => {
		expect( getSymbolFill( 1, 0 ) ).toBe( 'empty' );
	} );
} );

describe( 'getAlign', () => {
	it( 'keeps left, center and right', () => {
		expect( getAlign( 'center' ) ).toBe( 'center' );
		expect( getAlign( 'right' ) ).toBe( 'right' );
	} );

	it( 'defaults to left', () => {
		expect( getAlign( undefined ) ).toBe( 'left' );
		expect( getAlign( 'wide' ) ).toBe( 'left' );
	} );
} );

describe( 'labels', () => {
	it( 'gives the rating in words', () => {
		expect( getRatingLabel( 3.5, 5 ) ).toBe( '3.5 out of 5 stars' );
	} );

	it( 'names each button by the rating it sets', () => {
		expect( getRateButtonLabel( 3, 5 ) ).toBe( 'Rate 3 out of 5' );
	} );
} );
