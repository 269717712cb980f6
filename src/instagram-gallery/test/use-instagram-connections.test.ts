/**
 * External dependencies
 */
import { act, renderHook, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { NEW_ACCOUNT } from '../constants';
import { useInstagramConnections } from '../use-instagram-connections';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
const fetchMock = apiFetch as unknown as jest.Mock;

const ALICE = { id: 'igalice', username: 'alice', can_disconnect: true };
const BOB = { id: 'igbob', username: 'bob', can_disconnect: false };

/**
 * The site's answers: its connections, and the connect URL.
 *
 * @param connections The connected accounts.
 */
function site( connections: object[] ) {
	fetchMock.mockImplementation( ( { path }: { path: string } ) =>
		Promise.resolve(
			path.endsWith( '/connect-url' )
				? { connect_url: 'https://instagram.test/oauth' }
				: connections
		)
	);
}

afterEach( () => {
	fetchMock.mockReset();
	jest.restoreAllMocks();
} );

describe( 'useInstagramConnections', () => {
	it( 'loads the site’s connections and picks the first', async () => {
		site( [ ALICE, BOB ] );
		const { result } = renderHook( () =>
			useInstagramConnections( '', jest.fn(), true )
		);
		await waitFor( () =>
			expect( result.current.connections ).toEqual( [ ALICE, BOB ] )
		);
		expect( result.current.choice ).toBe( 'igalice' );
	} );

	it( 'picks Add a new account when the site has none, and loads nothing before Instagram is set up', async () => {
		site( [] );
		const { result } = renderHook( () =>
			useInstagramConnections( '', jest.fn(), true )
		);
		await waitFor( () =>
			expect( result.current.choice ).toBe( NEW_ACCOUNT )
		);
		fetchMock.mockClear();
		renderHook( () => useInstagramConnections( '', jest.fn(), false ) );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'links the block to the account chosen', async () => {
		site( [ ALICE, BOB ] );
		const setAttributes = jest.fn();
		const { result } = renderHook( () =>
			useInstagramConnections( '', setAttributes, true )
		);
		await waitFor( () =>
			expect( result.current.connections ).toBeDefined()
		);
		act( () => result.current.setChoice( 'igbob' ) );
		act( () => result.current.linkChoice() );
		expect( setAttributes ).toHaveBeenCalledWith( {
			accessToken: 'igbob',
			instagramUser: 'bob',
		} );
	} );

	it( 'connects a new account in a 700×700 popup, which posts the connection back', async () => {
		site( [] );
		const open = jest
			.spyOn( window, 'open' )
			.mockReturnValue( { closed: false } as Window );
		const setAttributes = jest.fn();
		const { result } = renderHook( () =>
			useInstagramConnections( '', setAttributes, true )
		);
		await waitFor( () =>
			expect( result.current.connections ).toEqual( [] )
		);
		await act( async () => result.current.linkChoice() );
		expect( open ).toHaveBeenCalledWith(
			'https://instagram.test/oauth',
			'cairn-instagram',
			'width=700,height=700'
		);
		expect( result.current.connecting ).toBe( true );

		// Another origin's message is ignored.
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin: 'https://evil.test',
					data: { type: 'cairn-instagram', connection: ALICE },
				} )
			);
		} );
		expect( result.current.connecting ).toBe( true );

		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin: window.location.origin,
					data: { type: 'cairn-instagram', connection: ALICE },
				} )
			);
		} );
		expect( result.current.connecting ).toBe( false );
		expect( result.current.connections ).toEqual( [ ALICE ] );
		expect( setAttributes ).toHaveBeenCalledWith( {
			accessToken: 'igalice',
			instagramUser: 'alice',
		} );
	} );

	it( 'says so when connecting fails, and links nothing', async () => {
		site( [] );
		jest.spyOn( window, 'open' ).mockReturnValue( {
			closed: false,
		} as Window );
		const setAttributes = jest.fn();
		const { result } = renderHook( () =>
			useInstagramConnections( '', setAttributes, true )
		);
		await waitFor( () =>
			expect( result.current.connections ).toEqual( [] )
		);
		await act( async () => result.current.linkChoice() );
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin: window.location.origin,
					data: { type: 'cairn-instagram', error: 'denied' },
				} )
			);
		} );
		expect( result.current.error ).toBe(
			'An error occurred. Please try again later.'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			accessToken: '',
			instagramUser: '',
		} );
	} );

	it( 'disconnects the linked account from the site and unlinks it', async () => {
		site( [ ALICE, BOB ] );
		const setAttributes = jest.fn();
		const { result } = renderHook( () =>
			useInstagramConnections( 'igalice', setAttributes, true )
		);
		await waitFor( () =>
			expect( result.current.connections ).toBeDefined()
		);
		await act( () => result.current.disconnect() );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/cairn/v1/instagram-gallery/connections/igalice',
			method: 'DELETE',
		} );
		expect( result.current.connections ).toEqual( [ BOB ] );
		expect( result.current.choice ).toBe( NEW_ACCOUNT );
		expect( setAttributes ).toHaveBeenCalledWith( {
			accessToken: '',
			instagramUser: '',
		} );
	} );
} );
