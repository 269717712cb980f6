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
import { useInstagramGallery } from '../use-instagram-gallery';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
const fetchMock = apiFetch as unknown as jest.Mock;

const GALLERY = {
	external_name: 'cairn.test',
	images: [ { title: 'One', url: 'https://cdn.test/1.jpg', link: '' } ],
};

afterEach( () => fetchMock.mockReset() );

describe( 'useInstagramGallery', () => {
	it( 'loads the linked account’s latest 30 posts', async () => {
		fetchMock.mockResolvedValue( GALLERY );
		const { result } = renderHook( () =>
			useInstagramGallery( 'igabc', 'cairn.test', true )
		);
		await waitFor( () =>
			expect( result.current.gallery ).toEqual( GALLERY )
		);
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/cairn/v1/instagram-gallery/gallery?access_token=igabc&count=30',
		} );
	} );

	it( 'loads nothing without a linked account or before Instagram is set up', () => {
		renderHook( () => useInstagramGallery( '', '', true ) );
		renderHook( () => useInstagramGallery( 'igabc', 'cairn.test', false ) );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'says why the posts could not be loaded, and loads them again on retry', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'cairn_instagram_no_connection',
			message: 'Gone.',
		} );
		const { result } = renderHook( () =>
			useInstagramGallery( 'igabc', 'cairn.test', true )
		);
		await waitFor( () =>
			expect( result.current.loadError ).toMatch(
				/^@cairn\.test is not connected on this site/
			)
		);
		expect( result.current.gallery ).toBeUndefined();

		fetchMock.mockResolvedValueOnce( GALLERY );
		act( () => result.current.retry() );
		expect( result.current.loadError ).toBe( '' );
		await waitFor( () =>
			expect( result.current.gallery ).toEqual( GALLERY )
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'drops the answer for an account the block no longer links', async () => {
		let answerFirst: ( value: unknown ) => void = () => {};
		fetchMock
			.mockReturnValueOnce(
				new Promise( ( resolve ) => ( answerFirst = resolve ) )
			)
			.mockResolvedValueOnce( GALLERY );
		const { result, rerender } = renderHook(
			( { token } ) => useInstagramGallery( token, 'cairn.test', true ),
			{ initialProps: { token: 'igold' } }
		);
		rerender( { token: 'ignew' } );
		await waitFor( () =>
			expect( result.current.gallery ).toEqual( GALLERY )
		);
		await act( async () =>
			answerFirst( { external_name: 'old', images: [] } )
		);
		expect( result.current.gallery ).toEqual( GALLERY );
	} );
} );
