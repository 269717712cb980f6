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
import {
	CONNECTION_CONNECTED,
	CONNECTION_NOT_CONNECTED,
	CONNECTION_UNKNOWN,
} from '../constants';
import { useMailchimpConnection } from '../use-mailchimp-connection';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
const fetchMock = apiFetch as unknown as jest.Mock;

/**
 * The editor's data, with a Mailchimp key and audience set or not.
 *
 * @param ready Whether they are set.
 */
function setUp( ready: boolean ) {
	( window as unknown as { cairnEditorData: object } ).cairnEditorData = {
		canManageOptions: true,
		readiness: {
			mailchimp: { ready, section: 'mailchimp', message: '' },
		},
	};
}

afterEach( () => fetchMock.mockReset() );

describe( 'useMailchimpConnection', () => {
	it( 'is not connected, without asking, while no key and audience are set', () => {
		setUp( false );
		const { result } = renderHook( () => useMailchimpConnection( false ) );
		expect( result.current.state ).toBe( CONNECTION_NOT_CONNECTED );
		expect( result.current.isSetUp ).toBe( false );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'asks nothing for the inserter’s preview', () => {
		setUp( true );
		renderHook( () => useMailchimpConnection( true ) );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'is unknown until the site answers, then as it says', async () => {
		setUp( true );
		fetchMock.mockResolvedValue( {
			code: 'connected',
			connect_url: 'https://site.test/settings',
			message: '',
		} );
		const { result } = renderHook( () => useMailchimpConnection( false ) );
		expect( result.current.state ).toBe( CONNECTION_UNKNOWN );
		await waitFor( () =>
			expect( result.current.state ).toBe( CONNECTION_CONNECTED )
		);
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/cairn/v1/mailchimp',
		} );
	} );

	it( 'is not connected when the site cannot answer, and asks again on check', async () => {
		setUp( true );
		fetchMock.mockRejectedValueOnce( new Error( 'offline' ) );
		const { result } = renderHook( () => useMailchimpConnection( false ) );
		await waitFor( () =>
			expect( result.current.state ).toBe( CONNECTION_NOT_CONNECTED )
		);
		fetchMock.mockResolvedValueOnce( {
			code: 'connected',
			connect_url: '',
			message: '',
		} );
		act( () => result.current.check() );
		expect( result.current.state ).toBe( CONNECTION_UNKNOWN );
		await waitFor( () =>
			expect( result.current.state ).toBe( CONNECTION_CONNECTED )
		);
	} );
} );
