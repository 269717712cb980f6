/**
 * WordPress dependencies
 */
import { createBlock, switchToBlockType } from '@wordpress/blocks';
import { registerCoreBlocks } from '@wordpress/block-library';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import * as block from '../index';
import tiledMetadata from '../../tiled-gallery/block.json';
import * as tiledBlock from '../../tiled-gallery/index';
import {
	fromCoreGallery,
	fromImageBlocks,
	fromTiledGallery,
	toCoreGallery,
	toImageBlocks,
} from '../transforms';
import { registerTestBlock } from '../../../tests/helpers/register-block';
import type { SlideshowAttributes } from '../types';

beforeAll( () => {
	registerCoreBlocks();
	registerTestBlock( tiledMetadata, tiledBlock );
	registerTestBlock( metadata, block );
} );

const attributes = ( extra: Partial< SlideshowAttributes > = {} ) =>
	( {
		...createBlock( 'cairn/slideshow' ).attributes,
		...extra,
	} ) as SlideshowAttributes;

describe( 'Slideshow transforms', () => {
	it( 'from image blocks: only those with both an id and a url', () => {
		const slideshow = fromImageBlocks( [
			{
				id: 1,
				url: 'https://example.com/1.jpg',
				alt: 'One',
				caption: 'First',
				width: 300,
				height: 200,
			},
			{ url: 'https://example.com/no-id.jpg' },
			{ id: 3 },
			{ id: 4, url: 'https://example.com/4.jpg' },
		] );
		expect( slideshow.name ).toBe( 'cairn/slideshow' );
		expect( slideshow.attributes.ids ).toEqual( [ 1, 4 ] );
		expect( slideshow.attributes.images ).toEqual( [
			{
				id: 1,
				url: 'https://example.com/1.jpg',
				alt: 'One',
				caption: 'First',
				aspectRatio: '1.5',
			},
			{ id: 4, url: 'https://example.com/4.jpg', alt: '', caption: '' },
		] );
	} );

	it( 'from a core gallery of image blocks, with its size', () => {
		const core = createBlock( 'core/gallery', { sizeSlug: 'large' }, [
			createBlock( 'core/image', {
				id: 5,
				url: 'https://example.com/5.jpg',
				alt: 'Five',
			} ),
			createBlock( 'core/image', { url: 'https://example.com/x.jpg' } ),
		] );
		const slideshow = fromCoreGallery( core.attributes, core.innerBlocks );
		expect( slideshow.attributes.sizeSlug ).toBe( 'large' );
		expect( slideshow.attributes.ids ).toEqual( [ 5 ] );
	} );

	it( 'from an older core gallery with inline images', () => {
		const slideshow = fromCoreGallery( {
			images: [
				{ id: 6, fullUrl: 'https://example.com/6.jpg', caption: 'Six' },
			],
		} );
		expect( slideshow.attributes.images ).toEqual( [
			{
				id: 6,
				url: 'https://example.com/6.jpg',
				alt: '',
				caption: 'Six',
			},
		] );
	} );

	it( 'a gallery with no valid image gives an empty slideshow', () => {
		const core = createBlock( 'core/gallery', {}, [
			createBlock( 'core/image', { url: 'https://example.com/x.jpg' } ),
		] );
		const slideshow = fromCoreGallery( core.attributes, core.innerBlocks );
		expect( slideshow.name ).toBe( 'cairn/slideshow' );
		expect( slideshow.attributes.images ).toEqual( [] );
		expect( fromTiledGallery( { images: [] } ).attributes.images ).toEqual(
			[]
		);
	} );

	it( 'from a tiled gallery, with each image’s shape and caption', () => {
		const tiled = createBlock( 'cairn/tiled-gallery', {
			images: [
				{
					id: 7,
					url: 'https://example.com/7.jpg',
					alt: 'Seven',
					width: 800,
					height: 1200,
					link: 'https://example.com/?attachment_id=7',
					caption: 'Harbour at dawn',
				},
				{ url: 'blob:upload' },
			],
			ids: [ 7 ],
		} );
		const [ slideshow ] = switchToBlockType( tiled, 'cairn/slideshow' )!;
		expect( slideshow.attributes.images ).toEqual( [
			{
				id: 7,
				url: 'https://example.com/7.jpg',
				alt: 'Seven',
				caption: 'Harbour at dawn',
				link: 'https://example.com/?attachment_id=7',
				aspectRatio: '0.6667',
			},
		] );
	} );

	it( 'to a core gallery and to image blocks, captions kept', () => {
		const slides = attributes( {
			images: [
				{
					id: 1,
					url: 'https://example.com/1.jpg',
					alt: 'One',
					caption: 'First',
				},
				{ id: 2, url: 'https://example.com/2.jpg', alt: '' },
			],
			ids: [ 1, 2 ],
			sizeSlug: 'large',
		} );
		const gallery = toCoreGallery( slides );
		expect( gallery.name ).toBe( 'core/gallery' );
		expect( gallery.attributes.sizeSlug ).toBe( 'large' );
		expect(
			gallery.innerBlocks.map( ( image ) => image.attributes.id )
		).toEqual( [ 1, 2 ] );
		expect( String( gallery.innerBlocks[ 0 ].attributes.caption ) ).toBe(
			'First'
		);
		const images = toImageBlocks( slides );
		expect( images.map( ( image ) => image.name ) ).toEqual( [
			'core/image',
			'core/image',
		] );
		expect( images[ 1 ].attributes.url ).toBe(
			'https://example.com/2.jpg'
		);
		expect( toImageBlocks( attributes() ) ).toHaveLength( 1 );
	} );

	it( 'round-trips through the editor’s block switcher', () => {
		const image = createBlock( 'core/image', {
			id: 9,
			url: 'https://example.com/9.jpg',
			alt: 'Nine',
		} );
		const [ slideshow ] = switchToBlockType(
			[ image ],
			'cairn/slideshow'
		)!;
		expect( slideshow.attributes.ids ).toEqual( [ 9 ] );
		const [ gallery ] = switchToBlockType( slideshow, 'core/gallery' )!;
		const [ back ] = switchToBlockType( gallery, 'cairn/slideshow' )!;
		expect( back.attributes.images ).toEqual( slideshow.attributes.images );
	} );
} );
