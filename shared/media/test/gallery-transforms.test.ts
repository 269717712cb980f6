/**
 * WordPress dependencies
 */
import { registerCoreBlocks } from '@wordpress/block-library';
import { createBlock, registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { galleryTransforms } from '../gallery-transforms';

/** A gallery that shows images with a url, with the links it was given. */
interface Photo {
	id?: number | string;
	url?: string;
	note?: string;
}
interface PhotosAttributes extends Record< string, unknown > {
	images: Photo[];
	ids: Array< number | string >;
	columns?: number;
}

const photos = galleryTransforms< Photo, PhotosAttributes >( {
	name: 'test/photos',
	fromCoreImage: ( { id, url } ) => ( url ? { id, url } : undefined ),
	fromInlineImage: ( { id, url, fullUrl } ) => ( {
		id,
		url: url ?? fullUrl,
	} ),
	keeps: ( image ) => Boolean( image.url ),
	fromCoreGalleryAttributes: ( { columns } ) =>
		columns ? { columns } : {},
	toCoreImage: ( image, { columns } ) => ( {
		id: Number( image.id ),
		url: image.url,
		alt: `of ${ columns ?? 'no' } columns`,
	} ),
	toCoreGalleryAttributes: ( { columns } ) => ( { columns } ),
} );

beforeAll( () => {
	registerCoreBlocks();
	registerBlockType( 'test/photos', {
		apiVersion: 3,
		title: 'Photos',
		category: 'media',
		attributes: {
			images: { type: 'array', default: [] },
			ids: { type: 'array', default: [] },
			columns: { type: 'number' },
		},
		save: () => null,
	} );
} );

const one = { id: 1, url: 'https://example.com/1.jpg' };
const two = { id: 2, url: 'https://example.com/2.jpg' };

describe( 'gallery transforms', () => {
	it( 'make the block from image blocks, keeping what it can show, with their ids', () => {
		const block = photos.fromImageBlocks( [ one, { id: 3 }, two ] );
		expect( block.name ).toBe( 'test/photos' );
		expect( block.attributes.images ).toEqual( [ one, two ] );
		expect( block.attributes.ids ).toEqual( [ 1, 2 ] );
	} );

	it( 'offer the image blocks only when one of them can be shown', () => {
		const [ fromImages ] = photos.transforms.from;
		const isMatch = ( fromImages as { isMatch: unknown } ).isMatch as (
			attributes: object[]
		) => boolean;
		expect( isMatch( [ { id: 3 }, one ] ) ).toBe( true );
		expect( isMatch( [ { id: 3 } ] ) ).toBe( false );
	} );

	it( 'read a core gallery’s image blocks, or an older gallery’s inline images', () => {
		const inner = photos.fromCoreGallery( { columns: 2 }, [
			createBlock( 'core/image', one ),
			createBlock( 'core/paragraph' ),
			createBlock( 'core/image', two ),
		] );
		expect( inner.attributes ).toMatchObject( {
			images: [ one, two ],
			columns: 2,
		} );
		const inline = photos.fromCoreGallery( {
			images: [ { id: 4, fullUrl: 'https://example.com/4.jpg' } ],
		} );
		expect( inline.attributes.images ).toEqual( [
			{ id: 4, url: 'https://example.com/4.jpg' },
		] );
	} );

	it( 'give a core gallery of image blocks, each mapped with the block’s attributes', () => {
		const gallery = photos.toCoreGallery( {
			images: [ one, two ],
			ids: [ 1, 2 ],
			columns: 3,
		} );
		expect( gallery.name ).toBe( 'core/gallery' );
		expect( gallery.attributes.columns ).toBe( 3 );
		expect(
			gallery.innerBlocks.map( ( image ) => [
				image.name,
				image.attributes.url,
				image.attributes.alt,
			] )
		).toEqual( [
			[ 'core/image', one.url, 'of 3 columns' ],
			[ 'core/image', two.url, 'of 3 columns' ],
		] );
	} );

	it( 'give image blocks, or one empty image block for none', () => {
		expect(
			photos
				.toImageBlocks( { images: [ one ], ids: [ 1 ] } )
				.map( ( image ) => image.attributes.url )
		).toEqual( [ one.url ] );
		const [ empty ] = photos.toImageBlocks( { images: [], ids: [] } );
		expect( empty.name ).toBe( 'core/image' );
		expect( empty.attributes.url ).toBeUndefined();
	} );
} );
