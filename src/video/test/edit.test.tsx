/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlock,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import Edit from '../edit';
import metadata from '../block.json';
import type { VideoAttributes, VideoEditProps } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

// What the Jetpack conversion writes for a VideoPress video: the peer's
// attachment id and guid, neither of which this site knows.
const CONVERTED = {
	title: 'Spring open day',
	caption: 'Our spring open day',
	id: 5297,
	guid: 'AbCDe123',
	privacySetting: 0,
	rating: 'PG-13',
	jetpackLegacy: { duration: 1673 },
};

/**
 * Puts a video block in the editor as read from a post, and shows its editor.
 *
 * @param attributes The saved attributes.
 * @return The block's client id and the spy for attribute changes.
 */
function openBlock( attributes: Record< string, unknown > ) {
	const block = createBlock( 'cairn/video', attributes );
	dispatch( blockEditorStore ).resetBlocks( [ block ] );
	const setAttributes = jest.fn();
	render(
		<Edit
			{ ...( {
				name: 'cairn/video',
				clientId: block.clientId,
				attributes: block.attributes as VideoAttributes,
				setAttributes,
				isSelected: false,
				context: { postId: 7 },
			} as unknown as VideoEditProps ) }
		/>
	);
	return { clientId: block.clientId, setAttributes };
}

describe( 'opening a post with a video block', () => {
	beforeAll( () => {
		registerBlockType( 'cairn/video', {
			...( metadata as object ),
			category: 'media',
			attributes: {
				...metadata.attributes,
				jetpackLegacy: { type: 'object' },
			},
			edit: () => null,
			save: () => null,
		} as never );
		registerBlockType( 'core/video', {
			apiVersion: 3,
			title: 'Video',
			category: 'media',
			attributes: { id: { type: 'number' }, src: { type: 'string' } },
			edit: () => null,
			save: () => null,
		} as never );
	} );
	afterAll( () => {
		unregisterBlockType( 'cairn/video' );
		unregisterBlockType( 'core/video' );
	} );
	beforeEach( () => mockedFetch.mockReset() );

	it( 'keeps a converted video whose file is not on the site, and says what is missing', async () => {
		mockedFetch.mockRejectedValue( {
			code: 'cairn_video_not_found',
			message: 'This video is not on this site.',
		} );
		const { setAttributes } = openBlock( CONVERTED );
		expect(
			await screen.findByText( /This video’s file is not on this site/ )
		).toBeVisible();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/videos/AbCDe123?post=7',
		} );
		expect(
			screen.getByRole( 'link', { name: /Open the original/ } )
		).toHaveAttribute( 'href', 'https://videopress.com/v/AbCDe123' );
		expect( setAttributes ).not.toHaveBeenCalled();
		const [ kept ] = select( blockEditorStore ).getBlocks();
		expect( kept.name ).toBe( 'cairn/video' );
		expect( kept.attributes ).toMatchObject( CONVERTED );
	} );

	it( 'keeps a video this user may not read, and says why', async () => {
		mockedFetch.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to see this video.',
		} );
		const { setAttributes } = openBlock( {
			guid: 'AbCd1234',
			id: 12,
			title: 'Holiday',
			privacySetting: 1,
		} );
		expect(
			await screen.findByText(
				/Sorry, you are not allowed to see this video\./
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Try again' } )
		).toBeVisible();
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( select( blockEditorStore ).getBlocks()[ 0 ].name ).toBe(
			'cairn/video'
		);
	} );

	it( 'plays a video of someone else through the post, and says its own settings are theirs', async () => {
		mockedFetch.mockResolvedValue( {
			id: 12,
			guid: 'AbCd1234',
			src: 'https://example.com/wp-content/uploads/clip.mp4',
			title: 'Holiday',
			poster: '',
			is_private: false,
			can_watch: true,
			can_edit: false,
		} );
		const { setAttributes } = openBlock( {
			guid: 'AbCd1234',
			id: 12,
			title: 'Holiday',
		} );
		await waitFor( () =>
			expect(
				document.querySelector( 'video.wp-block-cairn-video__player' )
			).toHaveAttribute(
				'src',
				'https://example.com/wp-content/uploads/clip.mp4'
			)
		);
		expect( setAttributes ).not.toHaveBeenCalled();
	} );
	it( "previews the seekbar in the block's colours under the player", async () => {
		mockedFetch.mockResolvedValue( {
			id: 12,
			guid: 'AbCd1234',
			src: 'https://example.com/wp-content/uploads/clip.mp4',
			title: 'Holiday',
			poster: '',
			is_private: false,
			can_watch: true,
			can_edit: true,
		} );
		openBlock( {
			guid: 'AbCd1234',
			id: 12,
			useAverageColor: false,
			seekbarPlayedColor: '#ff0000',
		} );
		const seekbar = await screen.findByRole( 'slider', { name: 'Seek' } );
		expect( seekbar ).toHaveClass( 'wp-block-cairn-video__seekbar' );
		expect(
			(
				seekbar.closest( 'figure' ) as HTMLElement
			 ).style.getPropertyValue( '--cairn-seekbar-played-color' )
		).toBe( '#ff0000' );
	} );
} );
