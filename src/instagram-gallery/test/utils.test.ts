/**
 * Internal dependencies
 */
import { clamp, readPopupMessage } from '../utils';

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
