/**
 * External dependencies
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { SlotFillProvider } from '@wordpress/components';
import { select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import VideoInspector from '../components/video-inspector';
import type { VideoAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
// The sidebar's panels render in place here, not in the editor's slot.
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	InspectorControls: ( { children }: { children: unknown } ) => children,
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;

const attributes = {
	id: 42,
	guid: 'AbCd1234',
	title: 'Holiday',
	description: '',
	rating: 'G',
	privacySetting: 2,
	allowDownload: false,
	autoplay: false,
	loop: false,
	muted: false,
	controls: true,
	playsinline: false,
	preload: 'metadata',
} as unknown as VideoAttributes;

/**
 * Renders the sidebar with a spy for attribute changes.
 *
 * @param extra
 * @param extra.videoId
 * @param extra.canEdit
 * @return The spy.
 */
function renderInspector(
	extra: { videoId?: number; canEdit?: boolean } = {}
) {
	const setAttributes = jest.fn();
	render(
		<SlotFillProvider>
			<VideoInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
				{ ...extra }
			/>
		</SlotFillProvider>
	);
	return setAttributes;
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'the video’s file settings', () => {
	it( 'apply at once and are saved on the video', async () => {
		mockedFetch.mockResolvedValue( { data: 200 } );
		const setAttributes = renderInspector();
		fireEvent.change( screen.getByLabelText( 'Privacy' ), {
			target: { value: '1' },
		} );
		expect( setAttributes ).toHaveBeenCalledWith( { privacySetting: 1 } );
		await waitFor( () =>
			expect( mockedFetch ).toHaveBeenCalledWith( {
				path: '/cairn/v1/videopress/meta',
				method: 'POST',
				data: { id: 42, privacy_setting: 1 },
			} )
		);
		expect( setAttributes ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'roll back with a notice when the site refuses them', async () => {
		mockedFetch.mockRejectedValue( { message: 'Forbidden' } );
		const setAttributes = renderInspector();
		fireEvent.click( screen.getByLabelText( 'Allow download' ) );
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenLastCalledWith( {
				allowDownload: false,
			} )
		);
		expect( setAttributes ).toHaveBeenNthCalledWith( 1, {
			allowDownload: true,
		} );
		expect(
			select( noticesStore )
				.getNotices()
				.map( ( notice ) => notice.content )
		).toContain( 'The video setting could not be saved.' );
	} );

	it( 'roll back when the answer is not a success', async () => {
		mockedFetch.mockResolvedValue( { data: 500 } );
		const setAttributes = renderInspector();
		fireEvent.change( screen.getByLabelText( 'Rating' ), {
			target: { value: 'R-17' },
		} );
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenLastCalledWith( { rating: 'G' } )
		);
	} );

	it( 'are saved on the video the site knows by the guid, not on the id the block carries', async () => {
		mockedFetch.mockResolvedValue( { data: 200 } );
		renderInspector( { videoId: 77 } );
		fireEvent.change( screen.getByLabelText( 'Rating' ), {
			target: { value: 'R-17' },
		} );
		await waitFor( () =>
			expect( mockedFetch ).toHaveBeenCalledWith( {
				path: '/cairn/v1/videopress/meta',
				method: 'POST',
				data: { id: 77, rating: 'R-17' },
			} )
		);
	} );

	it( "cannot be changed by a user who may not edit someone else's video, who is told why", () => {
		renderInspector( { canEdit: false } );
		for ( const label of [
			'Title',
			'Description',
			'Rating',
			'Privacy',
			'Allow download',
		] ) {
			expect( screen.getByLabelText( label ) ).toBeDisabled();
		}
		expect( screen.getByLabelText( 'Autoplay' ) ).toBeEnabled();
		expect(
			screen.getAllByText( /This video belongs to someone else/ )
		).toHaveLength( 2 );
	} );
} );
