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
import { WARNING_META } from '../constants';
import { useFirstTimeModal } from '../use-first-time-modal';

// `use` is there for the middleware that @cairn/shared adds when it loads.
jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
const fetchMock = apiFetch as unknown as jest.Mock;

/**
 * The site answers for the current user, with the dismissal in its meta or not.
 *
 * @param dismissed Whether the user dismissed the explanation before.
 */
function userWho( dismissed: boolean ) {
	fetchMock.mockImplementation( ( { method }: { method?: string } ) =>
		Promise.resolve(
			method === 'POST' || method === 'PUT'
				? { id: 7, meta: { [ WARNING_META ]: true } }
				: { id: 7, meta: { [ WARNING_META ]: dismissed } }
		)
	);
}

afterEach( () => fetchMock.mockReset() );

describe( 'useFirstTimeModal', () => {
	it( 'opens when the user has just inserted the block and never dismissed it', async () => {
		userWho( false );
		const { result } = renderHook( () => useFirstTimeModal( true ) );
		await waitFor( () => expect( result.current.isOpen ).toBe( true ) );
	} );

	it( 'stays closed on opening a post that holds the block', async () => {
		userWho( false );
		const { result, rerender } = renderHook(
			( { inserted } ) => useFirstTimeModal( inserted ),
			{ initialProps: { inserted: false } }
		);
		await act( () => Promise.resolve() );
		expect( result.current.isOpen ).toBe( false );
		rerender( { inserted: true } );
		await waitFor( () => expect( result.current.isOpen ).toBe( true ) );
	} );

	it( 'closes for the session without writing the user’s meta', async () => {
		userWho( false );
		const { result } = renderHook( () => useFirstTimeModal( true ) );
		await waitFor( () => expect( result.current.isOpen ).toBe( true ) );
		const calls = fetchMock.mock.calls.length;
		act( () => result.current.close() );
		expect( result.current.isOpen ).toBe( false );
		expect( fetchMock.mock.calls.length ).toBe( calls );
	} );

	it( 'remembers "Got it" in the user’s meta', async () => {
		userWho( false );
		const { result } = renderHook( () => useFirstTimeModal( true ) );
		await waitFor( () => expect( result.current.isOpen ).toBe( true ) );
		act( () => result.current.acknowledge() );
		expect( result.current.isOpen ).toBe( false );
		await waitFor( () =>
			expect( fetchMock ).toHaveBeenCalledWith(
				expect.objectContaining( {
					data: expect.objectContaining( {
						meta: { [ WARNING_META ]: true },
					} ),
				} )
			)
		);
	} );
} );
