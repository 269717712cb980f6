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
import { useMapboxToken } from '../use-mapbox-token';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

const answer = ( token: string ) => ( {
	service_api_key: token,
	service_api_key_source: token ? 'site' : 'none',
} );

afterEach( () => {
	delete window.cairnEditorData;
	fetchMock.mockReset();
} );

describe( 'useMapboxToken', () => {
	it( 'loads the token for an administrator: state 0, then 2 with a token', async () => {
		window.cairnEditorData = { canManageOptions: true };
		fetchMock.mockResolvedValue( answer( 'pk.site' ) );
		const { result } = renderHook( () => useMapboxToken( true ) );
		expect( result.current.state ).toBe( 0 );
		await waitFor( () => expect( result.current.state ).toBe( 2 ) );
		expect( result.current.token ).toBe( 'pk.site' );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/cairn/v1/service-api-keys/mapbox',
		} );
	} );

	it( 'asks for a token when there is none (state 1), then stores one', async () => {
		window.cairnEditorData = { canManageOptions: true };
		fetchMock.mockResolvedValueOnce( answer( '' ) );
		const { result } = renderHook( () => useMapboxToken( true ) );
		await waitFor( () => expect( result.current.state ).toBe( 1 ) );

		fetchMock.mockResolvedValueOnce( answer( 'pk.new' ) );
		await act( () => result.current.save( 'pk.new' ) );
		expect( fetchMock ).toHaveBeenLastCalledWith( {
			path: '/cairn/v1/service-api-keys/mapbox',
			method: 'POST',
			data: { service_api_key: 'pk.new' },
		} );
		expect( result.current.state ).toBe( 2 );
		expect( result.current.token ).toBe( 'pk.new' );
	} );

	it( 'shows a refused token’s message and stays in state 1', async () => {
		window.cairnEditorData = { canManageOptions: true };
		fetchMock.mockResolvedValueOnce( answer( '' ) );
		const { result } = renderHook( () => useMapboxToken( true ) );
		await waitFor( () => expect( result.current.state ).toBe( 1 ) );
		fetchMock.mockRejectedValueOnce( {
			code: 'cairn_mapbox_token_refused',
			message: 'A secret token would be published.',
		} );
		await act( () => result.current.save( 'sk.secret' ) );
		expect( result.current.state ).toBe( 1 );
		expect( result.current.error ).toBe(
			'A secret token would be published.'
		);
	} );

	it( 'gives other users the public token the server printed, without asking', () => {
		window.cairnEditorData = {
			canManageOptions: false,
			maps: { mapboxToken: 'pk.public' },
		} as unknown as Window[ 'cairnEditorData' ];
		const { result } = renderHook( () => useMapboxToken( true ) );
		expect( result.current.state ).toBe( 2 );
		expect( result.current.token ).toBe( 'pk.public' );
		expect( result.current.canEdit ).toBe( false );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'asks nothing when MapKit draws the map', () => {
		window.cairnEditorData = { canManageOptions: true };
		renderHook( () => useMapboxToken( false ) );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
