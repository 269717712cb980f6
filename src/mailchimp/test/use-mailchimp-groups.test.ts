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
import { useMailchimpGroups } from '../use-mailchimp-groups';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
const fetchMock = apiFetch as unknown as jest.Mock;

const GROUPS = {
	interest_categories: [
		{ id: 'c', title: 'Topics', interests: [ { id: 'i', name: 'News' } ] },
	],
};

afterEach( () => fetchMock.mockReset() );

describe( 'useMailchimpGroups', () => {
	it( 'loads the audience’s groups once connected, and none before', async () => {
		fetchMock.mockResolvedValue( GROUPS );
		const { result, rerender } = renderHook(
			( { connected } ) => useMailchimpGroups( connected ),
			{ initialProps: { connected: false } }
		);
		expect( fetchMock ).not.toHaveBeenCalled();
		rerender( { connected: true } );
		await waitFor( () => expect( result.current ).toEqual( GROUPS ) );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/cairn/v1/mailchimp/groups',
		} );
	} );

	it( 'has none when they could not be loaded', async () => {
		fetchMock.mockRejectedValue( new Error( 'refused' ) );
		const { result } = renderHook( () => useMailchimpGroups( true ) );
		await waitFor( () => expect( fetchMock ).toHaveBeenCalled() );
		await act( () => Promise.resolve() );
		expect( result.current ).toBeUndefined();
	} );
} );
