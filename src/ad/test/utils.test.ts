/**
 * Internal dependencies
 */
import { AD_FORMATS } from '../constants';
import { formatName, getFormat, isSlotId } from '../utils';

describe( 'Ad formats', () => {
	it( 'are the four standard sizes, the rectangle first as the default', () => {
		expect(
			AD_FORMATS.map(
				( { tag, width, height } ) => `${ width }x${ height } ${ tag }`
			)
		).toEqual( [
			'300x250 mrec',
			'728x90 leaderboard',
			'320x50 mobile_leaderboard',
			'160x600 wideskyscraper',
		] );
	} );

	it( 'are named with their size, and an unknown tag is the default', () => {
		expect( AD_FORMATS.map( formatName ) ).toEqual( [
			'Rectangle 300x250',
			'Leaderboard 728x90',
			'Mobile Leaderboard 320x50',
			'Wide Skyscraper 160x600',
		] );
		expect( getFormat( 'leaderboard' ).width ).toBe( 728 );
		expect( getFormat( 'billboard' ).tag ).toBe( 'mrec' );
	} );
} );

describe( 'isSlotId', () => {
	it( 'takes the digits AdSense shows as data-ad-slot', () => {
		expect( isSlotId( '1234567890' ) ).toBe( true );
		expect( isSlotId( ' 1234567890 ' ) ).toBe( true );
	} );

	it( 'refuses anything else', () => {
		expect( isSlotId( '' ) ).toBe( false );
		expect( isSlotId( 'ca-pub-1' ) ).toBe( false );
		expect( isSlotId( '"><script>' ) ).toBe( false );
		expect( isSlotId( '1'.repeat( 21 ) ) ).toBe( false );
	} );
} );
