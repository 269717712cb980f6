/**
 * Internal dependencies
 */
import { getMediaIdFromUrl, isValidMediaId } from '../media-id';

describe( 'media id', () => {
	it( 'takes the trailing digits of a URL as the id', () => {
		expect(
			getMediaIdFromUrl( 'https://example.com/?attachment_id=123' )
		).toBe( 123 );
		expect( getMediaIdFromUrl( 'https://example.com/media/45/' ) ).toBe(
			45
		);
	} );

	it( 'gives no id for a URL without trailing digits', () => {
		expect(
			getMediaIdFromUrl( 'https://example.com/photo.jpg' )
		).toBeNull();
		expect( getMediaIdFromUrl( 'https://example.com/0' ) ).toBeNull();
	} );

	it( 'accepts a positive whole number or a string of digits as an id', () => {
		expect( isValidMediaId( 7 ) ).toBe( true );
		expect( isValidMediaId( '42' ) ).toBe( true );
	} );

	it( 'fails a non-numeric id', () => {
		for ( const id of [
			'abc',
			'12a',
			'',
			'1.5',
			-3,
			0,
			1.5,
			NaN,
			null,
			undefined,
			{},
		] ) {
			expect( isValidMediaId( id ) ).toBe( false );
		}
	} );
} );
