/**
 * External dependencies
 */
import { renderHook, act } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import type { VideoAttributes } from '../types';
import { useChooseVideo } from '../use-choose-video';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const empty = {
	guid: '',
	title: '',
	poster: '',
} as unknown as VideoAttributes;

/**
 * The chooser of a block, with spies for what it does.
 *
 * @return The chooser and the spies.
 */
function chooser() {
	const setAttributes = jest.fn();
	const upload = jest.fn();
	const { result } = renderHook( () =>
		useChooseVideo( empty, setAttributes, upload )
	);
	return { choose: result.current, setAttributes, upload };
}

/** The snackbars shown. */
const notices = () =>
	select( noticesStore )
		.getNotices()
		.map( ( notice ) => notice.content );

describe( 'choosing the video of a block', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		for ( const notice of select( noticesStore ).getNotices() ) {
			dispatch( noticesStore ).removeNotice( notice.id );
		}
	} );

	it( 'uploads a file dropped or picked from the computer', async () => {
		const { choose, upload, setAttributes } = chooser();
		const file = new File( [ 'x' ], 'clip.mp4', { type: 'video/mp4' } );
		await act( () => choose( [ file ] ) );
		expect( upload ).toHaveBeenCalledWith( file );
		expect( mockedFetch ).not.toHaveBeenCalled();
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	it( 'shows a video of the media library under the guid the site gives it', async () => {
		mockedFetch.mockResolvedValue( { data: 200, guid: 'AbCd1234' } );
		const { choose, setAttributes, upload } = chooser();
		await act( () =>
			choose( {
				id: 12,
				url: 'https://example.com/clip.mp4',
				title: 'clip',
			} )
		);
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/videopress/meta',
			method: 'POST',
			data: { id: 12, assign_guid: true },
		} );
		expect( setAttributes ).toHaveBeenCalledWith( {
			id: 12,
			guid: 'AbCd1234',
			src: 'https://example.com/clip.mp4',
			title: 'clip',
			poster: '',
		} );
		expect( upload ).not.toHaveBeenCalled();
	} );

	it( "changes nothing for someone else's video, and says why", async () => {
		mockedFetch.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to edit this video.',
		} );
		const { choose, setAttributes } = chooser();
		await act( () => choose( { id: 12 } ) );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( notices() ).toEqual( [
			expect.stringMatching( /belongs to someone else/ ),
		] );
	} );

	it( 'changes nothing for a file of the library that is not a video', async () => {
		mockedFetch.mockRejectedValue( { code: 'cairn_video_not_found' } );
		const { choose, setAttributes } = chooser();
		await act( () => choose( { id: 13 } ) );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( notices() ).toEqual( [
			expect.stringMatching( /cannot be used as a video/ ),
		] );
	} );
} );
