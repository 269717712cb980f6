/**
 * Internal dependencies
 */
import { clamp, galleryLoadError, readPopupMessage } from '../utils';

const ORIGIN = 'https://site.example';
const connection = {
	id: 'igabc123',
	username: 'cairn.test',
	can_disconnect: true,
};

describe( 'readPopupMessage', () => {
	it( 'reads the connection the popup sends from this site', () => {
		expect(
			readPopupMessage(
				{
					origin: ORIGIN,
					data: { type: 'cairn-instagram', connection },
				},
				ORIGIN
			)
		).toEqual( { connection } );
	} );

	it( 'reads a failure', () => {
		expect(
			readPopupMessage(
				{
					origin: ORIGIN,
					data: { type: 'cairn-instagram', error: 'x' },
				},
				ORIGIN
			)
		).toEqual( { error: 'x' } );
	} );

	it.each( [
		[
			'another origin',
			'https://evil.test',
			{ type: 'cairn-instagram', connection },
		],
		[
			'a lookalike origin',
			'https://site.example.evil.test',
			{ type: 'cairn-instagram', connection },
		],
		[ 'another message', ORIGIN, { type: 'other', connection } ],
		[ 'a string', ORIGIN, 'cairn-instagram' ],
		[ 'nothing', ORIGIN, null ],
	] )( 'ignores %s', ( _, origin, data ) => {
		expect( readPopupMessage( { origin, data }, ORIGIN ) ).toBeNull();
	} );

	it( 'treats a malformed connection as a failure', () => {
		expect(
			readPopupMessage(
				{
					origin: ORIGIN,
					data: {
						type: 'cairn-instagram',
						connection: { id: '../../x', username: 'a' },
					},
				},
				ORIGIN
			)
		).toEqual( { error: '' } );
	} );
} );

describe( 'clamp', () => {
	it( 'keeps display settings in their ranges', () => {
		expect( clamp( 0, 1, 6, 3 ) ).toBe( 1 );
		expect( clamp( 9, 1, 6, 3 ) ).toBe( 6 );
		expect( clamp( '4', 1, 6, 3 ) ).toBe( 4 );
		expect( clamp( 'x', 1, 6, 3 ) ).toBe( 3 );
		expect( clamp( -5, 0, 50, 10 ) ).toBe( 0 );
	} );
} );

describe( 'galleryLoadError', () => {
	it( 'says the account is no longer connected on this site', () => {
		expect(
			galleryLoadError(
				{
					code: 'cairn_instagram_no_connection',
					message: 'An error occurred. Please try again later.',
				},
				'cairn.test'
			)
		).toBe(
			'@cairn.test is not connected on this site: its posts cannot be shown. Connect it again, or choose another account.'
		);
	} );

	it( 'says the site did not answer when the request never reached it', () => {
		expect(
			galleryLoadError(
				{
					code: 'fetch_error',
					message: 'You are probably offline.',
				},
				'cairn.test'
			)
		).toMatch(
			/^The latest posts of @cairn\.test could not be loaded: the site did not answer\./
		);
	} );

	it( "passes on the site's reason otherwise", () => {
		expect(
			galleryLoadError(
				{
					code: 'cairn_instagram_unreachable',
					message: 'Instagram could not be reached.',
				},
				'cairn.test'
			)
		).toBe(
			'The latest posts of @cairn.test could not be loaded. Instagram could not be reached.'
		);
	} );
} );
