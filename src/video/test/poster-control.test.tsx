/**
 * External dependencies
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import PosterControl from '../components/poster-control';
import type { VideoAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
// The media modal is WordPress's (wp.media): here, a button that picks one image.
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	MediaUploadCheck: ( { children }: { children: unknown } ) => children,
	MediaUpload: ( {
		render: open,
		onSelect,
	}: {
		render: ( args: { open: () => void } ) => unknown;
		onSelect: ( media: { id: number; url: string } ) => void;
	} ) =>
		open( {
			open: () =>
				onSelect( { id: 55, url: 'https://example.com/new.jpg' } ),
		} ),
} ) );
const mockedFetch = apiFetch as unknown as jest.Mock;

const attributes = {
	guid: 'AbCd1234',
	poster: 'https://example.com/old.jpg',
} as unknown as VideoAttributes;

describe( 'the poster, after the upload', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( "becomes the video's own poster for whoever may change the video", async () => {
		mockedFetch.mockResolvedValue( {
			generating: false,
			poster: 'https://example.com/new.jpg',
		} );
		const setAttributes = jest.fn();
		render(
			<PosterControl
				attributes={ attributes }
				setAttributes={ setAttributes }
				canEdit
				videoPoster=""
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Select Poster Image' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			poster: 'https://example.com/new.jpg',
		} );
		await waitFor( () =>
			expect( mockedFetch ).toHaveBeenCalledWith( {
				path: '/cairn/v1/videos/AbCd1234/poster',
				method: 'POST',
				data: { poster_attachment_id: 55 },
			} )
		);
	} );

	it( 'goes back to the poster it had when the site refuses it', async () => {
		mockedFetch.mockRejectedValue( { code: 'cairn_poster_invalid' } );
		const setAttributes = jest.fn();
		render(
			<PosterControl
				attributes={ attributes }
				setAttributes={ setAttributes }
				canEdit
				videoPoster=""
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Select Poster Image' } )
		);
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenLastCalledWith( {
				poster: 'https://example.com/old.jpg',
			} )
		);
	} );

	it( "is this post's only, for someone else's video", () => {
		const setAttributes = jest.fn();
		render(
			<PosterControl
				attributes={ attributes }
				setAttributes={ setAttributes }
				canEdit={ false }
				videoPoster=""
			/>
		);
		expect(
			screen.getByText( 'The poster you choose shows in this post only.' )
		).toBeVisible();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Select Poster Image' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			poster: 'https://example.com/new.jpg',
		} );
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	it( "removes the block's poster", () => {
		const setAttributes = jest.fn();
		render(
			<PosterControl
				attributes={ attributes }
				setAttributes={ setAttributes }
				canEdit
				videoPoster=""
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove Poster Image' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { poster: '' } );
	} );
} );
