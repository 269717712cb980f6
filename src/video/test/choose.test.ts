/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { registerBlockType, unregisterBlockType } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import { libraryAttributes, readChoice } from '../choose';
import { fromVideoFile } from '../transforms';

const clip = new File( [ 'x' ], 'clip.mp4', { type: 'video/mp4' } );

describe( 'what the user chose', () => {
	it( 'uploads the first file given, dropped or picked', () => {
		expect( readChoice( [ clip, new File( [ 'y' ], 'b.mp4' ) ] ) ).toEqual(
			{ type: 'upload', file: clip }
		);
		expect( readChoice( [] ) ).toEqual( { type: 'none' } );
	} );

	it( 'uses an item of the media library as it is', () => {
		const video = { id: 12, url: 'https://example.com/clip.mp4' };
		expect( readChoice( video ) ).toEqual( { type: 'library', video } );
		expect( readChoice( { id: 0 } ) ).toEqual( { type: 'none' } );
		expect( readChoice( undefined ) ).toEqual( { type: 'none' } );
	} );

	it( "gives the block the library video's id, guid and address, keeping the block's title", () => {
		const video = {
			id: 12,
			url: 'https://example.com/clip.mp4',
			title: 'clip',
		};
		expect(
			libraryAttributes(
				{ title: 'Holiday', guid: '', poster: '' },
				video,
				'AbCd1234'
			)
		).toEqual( {
			id: 12,
			guid: 'AbCd1234',
			src: 'https://example.com/clip.mp4',
			title: 'Holiday',
			poster: '',
		} );
		expect(
			libraryAttributes( { title: '', guid: '', poster: '' }, video, 'x' )
				.title
		).toBe( 'clip' );
	} );

	it( "keeps the block's poster only for the same video", () => {
		const before = {
			title: '',
			guid: 'AbCd1234',
			poster: 'https://example.com/p.jpg',
		};
		expect(
			libraryAttributes( before, { id: 12 }, 'AbCd1234' ).poster
		).toBe( 'https://example.com/p.jpg' );
		expect(
			libraryAttributes( before, { id: 13 }, 'ZzZz9999' ).poster
		).toBe( '' );
	} );
} );

describe( 'a video file dropped on the editor', () => {
	beforeAll( () => {
		registerBlockType( 'cairn/video', {
			...( metadata as object ),
			category: 'media',
			edit: () => null,
			save: () => null,
		} as never );
	} );
	afterAll( () => unregisterBlockType( 'cairn/video' ) );
	afterEach( () =>
		dispatch( blockEditorStore ).updateSettings( {
			mediaUpload: undefined,
		} as never )
	);

	it( 'becomes this block, uploading at once, for users who may upload', () => {
		dispatch( blockEditorStore ).updateSettings( {
			mediaUpload: () => undefined,
		} as never );
		expect( fromVideoFile.isMatch( [ clip ] ) ).toBe( true );
		expect( fromVideoFile.priority ).toBeLessThan( 10 );
		const block = fromVideoFile.transform( [ clip ] );
		expect( block.name ).toBe( 'cairn/video' );
		expect( block.attributes.fileForImmediateUpload ).toBe( clip );
	} );

	it( 'is left to others when it is not one video, or the user may not upload', () => {
		dispatch( blockEditorStore ).updateSettings( {
			mediaUpload: () => undefined,
		} as never );
		expect(
			fromVideoFile.isMatch( [
				new File( [ 'x' ], 'a.png', { type: 'image/png' } ),
			] )
		).toBe( false );
		expect( fromVideoFile.isMatch( [ clip, clip ] ) ).toBe( false );
		dispatch( blockEditorStore ).updateSettings( {
			mediaUpload: undefined,
		} as never );
		expect( fromVideoFile.isMatch( [ clip ] ) ).toBe( false );
	} );
} );
