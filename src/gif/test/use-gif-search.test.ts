/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { useGifSearch } from '../use-gif-search';
import type { Gif } from '../types';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);

const fetchMock = apiFetch as unknown as jest.Mock;

const gif = ( id: string ): Gif => ( {
	id,
	title: id,
	url: `https://giphy.com/gifs/${ id }`,
	embed_url: `https://giphy.com/embed/${ id }`,
	images: {
		original: {
			width: 480,
			height: 270,
			url: `https://i.giphy.com/${ id }.gif`,
		},
	},
} );

/**
 * A promise with its resolver, to hold a fetch open.
 *
 * @return The promise and resolve.
 */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => {};
	const promise = new Promise< T >( ( done ) => ( resolve = done ) );
	return { promise, resolve };
}

describe( 'useGifSearch', () => {
	beforeEach( () => fetchMock.mockReset() );

	it( 'does not search for empty text', () => {
		const { result } = renderHook( () => useGifSearch( jest.fn() ) );
		act( () => result.current.run( '   ' ) );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'searches through Cairn, one fetch at a time, then the latest text', async () => {
		const first = deferred< { data: Gif[] } >();
		fetchMock
			.mockReturnValueOnce( first.promise )
			.mockResolvedValueOnce( { data: [ gif( 'dog1' ) ] } );
		const { result } = renderHook( () => useGifSearch( jest.fn() ) );
		act( () => result.current.run( 'cat' ) );
		expect( result.current.isFetching ).toBe( true );
		// Typed while the first fetch runs: they wait, and only the last runs.
		act( () => result.current.run( 'do' ) );
		act( () => result.current.run( 'dog' ) );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/cairn/v1/gif/search?q=cat'
		);
		await act( async () => first.resolve( { data: [ gif( 'cat1' ) ] } ) );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( fetchMock.mock.calls[ 1 ][ 0 ].path ).toBe(
			'/cairn/v1/gif/search?q=dog'
		);
		expect( result.current.results.map( ( { id } ) => id ) ).toEqual( [
			'dog1',
		] );
		expect( result.current.isFetching ).toBe( false );
	} );

	it( 'picks the GIF of a pasted Giphy URL', async () => {
		const onPick = jest.fn();
		fetchMock.mockResolvedValueOnce( { data: gif( 'abc123' ) } );
		const { result } = renderHook( () => useGifSearch( onPick ) );
		await act( async () =>
			result.current.run( 'https://giphy.com/gifs/funny-abc123' )
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/cairn/v1/gif/abc123'
		);
		expect( onPick ).toHaveBeenCalledWith( gif( 'abc123' ) );
	} );

	it( 'resolves a short link, and refuses one that leads off Giphy', async () => {
		const onPick = jest.fn();
		fetchMock
			.mockResolvedValueOnce( {
				status: 200,
				url: 'https://giphy.com/gifs/cat-xyz789',
			} )
			.mockResolvedValueOnce( { data: gif( 'xyz789' ) } )
			.mockResolvedValueOnce( {
				status: 200,
				url: 'http://169.254.169.254/latest/meta-data/',
			} );
		const { result } = renderHook( () => useGifSearch( onPick ) );
		await act( async () => result.current.run( 'https://gph.is/g/a1' ) );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/cairn/v1/resolve-redirect?url=https%3A%2F%2Fgph.is%2Fg%2Fa1'
		);
		expect( onPick ).toHaveBeenCalledWith( gif( 'xyz789' ) );

		await act( async () => result.current.run( 'https://gph.is/g/b2' ) );
		expect( fetchMock ).toHaveBeenCalledTimes( 3 );
		expect( result.current.error ).toBe(
			'This short link does not lead to a Giphy GIF.'
		);
		expect( onPick ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fetches nothing for a URL elsewhere', async () => {
		const { result } = renderHook( () => useGifSearch( jest.fn() ) );
		await act( async () =>
			result.current.run( 'https://user@giphy.com/gifs/abc' )
		);
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( result.current.error ).toMatch( /not a Giphy address/ );
	} );
} );
