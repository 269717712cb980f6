/**
 * WordPress dependencies
 */
import { createBlock } from '@wordpress/blocks';
import { registerCoreBlocks } from '@wordpress/block-library';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import * as block from '../index';
import {
	fromCoreGallery,
	fromImageBlocks,
	toCoreGallery,
	toImageBlocks,
} from '../transforms';
import { registerTestBlock } from '../../../tests/helpers/register-block';
import type { GalleryImage, TiledGalleryAttributes } from '../types';

beforeAll( () => {
	registerCoreBlocks();
	registerTestBlock( metadata, block );
} );

const attributes = ( extra: Partial< TiledGalleryAttributes > = {} ) =>
	( {
		...createBlock( 'cairn/tiled-gallery' ).attributes,
		...extra,
	} ) as TiledGalleryAttributes;

describe( 'Tiled gallery transforms', () => {
	it( 'from image blocks: keeps those with a url, their id, alt and size', () => {
		const gallery = fromImageBlocks( [
			{
				id: 1,
				url: 'https://example.com/1.jpg',
				alt: 'One',
				width: 300,
				height: 200,
			},
			{ url: '' },
			{ id: 3, url: 'https://example.com/3.jpg' },
		] );
		expect( gallery.name ).toBe( 'cairn/tiled-gallery' );
		expect( gallery.attributes.ids ).toEqual( [ 1, 3 ] );
		expect( gallery.attributes.images ).toEqual( [
			{
				id: 1,
				url: 'https://example.com/1.jpg',
				alt: 'One',
				width: 300,
				height: 200,
			},
			{ id: 3, url: 'https://example.com/3.jpg', alt: '' },
		] );
	} );

	it( 'from a core gallery of image blocks, with its columns and link', () => {
		const core = createBlock(
			'core/gallery',
			{ columns: 2, linkTo: 'media' },
			[
				createBlock( 'core/image', {
					id: 5,
					url: 'https://example.com/5.jpg',
					alt: 'Five',
				} ),
				createBlock( 'core/image', {
					id: 6,
					url: 'https://example.com/6.jpg',
					href: 'https://example.org/',
					linkDestination: 'custom',
				} ),
			]
		);
		const gallery = fromCoreGallery( core.attributes, core.innerBlocks );
		expect( gallery.attributes ).toEqual(
			expect.objectContaining( {
				columns: 2,
				linkTo: 'media',
				ids: [ 5, 6 ],
				images: [
					{ id: 5, url: 'https://example.com/5.jpg', alt: 'Five' },
					{
						id: 6,
						url: 'https://example.com/6.jpg',
						alt: '',
						customLink: 'https://example.org/',
					},
				],
			} )
		);
	} );

	it( 'from the older core gallery that kept its images inline', () => {
		const gallery = fromCoreGallery(
			{
				images: [
					{ id: 7, fullUrl: 'https://example.com/7.jpg', alt: '' },
				],
			},
			[]
		);
		expect( gallery.attributes.ids ).toEqual( [ 7 ] );
		expect( ( gallery.attributes.images as GalleryImage[] )[ 0 ].url ).toBe(
			'https://example.com/7.jpg'
		);
	} );

	it( 'to a core gallery of image blocks, custom links per image', () => {
		const core = toCoreGallery(
			attributes( {
				columns: 4,
				linkTo: 'custom',
				images: [
					{
						id: 1,
						url: 'https://example.com/1.jpg',
						alt: 'One',
						customLink: 'https://example.org/',
					},
					{ id: 2, url: 'https://example.com/2.jpg', alt: '' },
				],
			} )
		);
		expect( core.name ).toBe( 'core/gallery' );
		expect( core.attributes.columns ).toBe( 4 );
		expect( core.attributes.linkTo ).toBe( 'none' );
		expect( core.innerBlocks.map( ( inner ) => inner.attributes ) ).toEqual(
			[
				expect.objectContaining( {
					id: 1,
					url: 'https://example.com/1.jpg',
					alt: 'One',
					href: 'https://example.org/',
					linkDestination: 'custom',
				} ),
				expect.objectContaining( {
					id: 2,
					url: 'https://example.com/2.jpg',
				} ),
			]
		);
	} );

	it( 'to image blocks, one per image (an empty one for none)', () => {
		const blocks = toImageBlocks(
			attributes( {
				linkTo: 'media',
				images: [
					{ id: 1, url: 'https://example.com/1.jpg', alt: 'One' },
				],
			} )
		);
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ].attributes ).toEqual(
			expect.objectContaining( {
				id: 1,
				href: 'https://example.com/1.jpg',
				linkDestination: 'media',
			} )
		);
		expect( toImageBlocks( attributes() ) ).toHaveLength( 1 );
	} );

	it( 'round-trips a core gallery', () => {
		const images = [
			{ id: 1, url: 'https://example.com/1.jpg', alt: 'One' },
			{ id: 2, url: 'https://example.com/2.jpg', alt: 'Two' },
		];
		const core = toCoreGallery( attributes( { images, columns: 2 } ) );
		const back = fromCoreGallery( core.attributes, core.innerBlocks );
		expect( back.attributes.images ).toEqual( images );
		expect( back.attributes.columns ).toBe( 2 );
	} );

	it( 'keeps each image’s caption, to image blocks and back', () => {
		const images = [
			{
				id: 1,
				url: 'https://example.com/1.jpg',
				alt: 'One',
				caption:
					'Harbour at <a href="https://example.com/dawn/">dawn</a>',
			},
			{ id: 2, url: 'https://example.com/2.jpg', alt: 'Two' },
		];
		const core = toCoreGallery( attributes( { images } ) );
		expect( String( core.innerBlocks[ 0 ].attributes.caption ) ).toBe(
			images[ 0 ].caption
		);
		const back = fromCoreGallery( core.attributes, core.innerBlocks );
		expect( back.attributes.images ).toEqual( images );
		const blocks = toImageBlocks( attributes( { images } ) );
		expect(
			fromImageBlocks( blocks.map( ( { attributes: a } ) => a ) )
				.attributes.images
		).toEqual( images );
	} );
} );
