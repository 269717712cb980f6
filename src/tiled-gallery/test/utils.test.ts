/**
 * Internal dependencies
 */
import {
	addImages,
	idsOf,
	moveImage,
	pickImage,
} from '@cairn/shared/media/images';
import metadata from '../block.json';
import {
	clampRoundedCorners,
	galleryClasses,
	imageHref,
	imageSizes,
	isUncropped,
	removeImage,
} from '../utils';
import type { GalleryImage } from '../types';

const image = ( id: number ): GalleryImage => ( {
	id,
	url: `https://example.com/${ id }.jpg`,
	alt: `Image ${ id }`,
	width: 300,
	height: 200,
	link: `https://example.com/?attachment_id=${ id }`,
} );

describe( 'Tiled gallery rules', () => {
	it( 'declares the block attributes with their defaults', () => {
		const { attributes } = metadata as unknown as {
			attributes: Record<
				string,
				{ default?: unknown; enum?: string[] }
			>;
		};
		expect( Object.keys( attributes ).sort() ).toEqual(
			[
				'align',
				'className',
				'columnWidths',
				'columns',
				'ids',
				'imageCrop',
				'imageFilter',
				'images',
				'linkTo',
				'roundedCorners',
			].sort()
		);
		expect( attributes.align.default ).toBe( 'center' );
		expect( attributes.className.default ).toBe( 'is-style-rectangular' );
		expect( attributes.imageCrop.default ).toBe( true );
		expect( attributes.linkTo.default ).toBe( 'none' );
		expect( attributes.linkTo.enum ).toEqual( [
			'media',
			'attachment',
			'none',
			'custom',
		] );
		expect( attributes.roundedCorners.default ).toBe( 0 );
		expect( attributes.imageFilter.enum ).toEqual( [
			'black-and-white',
			'sepia',
			'1977',
			'clarendon',
			'gingham',
		] );
		expect(
			(
				metadata as unknown as {
					attributes: {
						images: { items: { properties: object } };
					};
				}
			 ).attributes.images.items.properties
		).toEqual(
			expect.objectContaining( {
				alt: expect.anything(),
				height: expect.anything(),
				width: expect.anything(),
				id: expect.anything(),
				link: expect.anything(),
				customLink: expect.anything(),
				url: expect.anything(),
			} )
		);
	} );

	it( 'has no script for the front end and no custom class (the style class keeps its default)', () => {
		expect( metadata ).not.toHaveProperty( 'viewScript' );
		expect( metadata ).not.toHaveProperty( 'viewScriptModule' );
		expect( metadata.supports.customClassName ).toBe( false );
		expect( metadata.styles.map( ( style ) => style.name ) ).toEqual( [
			'rectangular',
			'circle',
			'square',
			'columns',
		] );
	} );

	describe( 'moving', () => {
		const images = [ image( 1 ), image( 2 ), image( 3 ) ];

		it( 'swaps with the neighbour', () => {
			expect( idsOf( moveImage( images, 1, -1 ) ) ).toEqual( [
				2, 1, 3,
			] );
			expect( idsOf( moveImage( images, 1, 1 ) ) ).toEqual( [ 1, 3, 2 ] );
		} );

		it( 'never passes the ends', () => {
			expect( moveImage( images, 0, -1 ) ).toBe( images );
			expect( moveImage( images, 2, 1 ) ).toBe( images );
			expect( moveImage( images, 5, -1 ) ).toBe( images );
		} );

		it( 'leaves the original untouched', () => {
			moveImage( images, 0, 1 );
			expect( idsOf( images ) ).toEqual( [ 1, 2, 3 ] );
		} );
	} );

	describe( 'removing', () => {
		it( 'removes the image and its id and caps columns at the images left', () => {
			expect(
				removeImage(
					{
						images: [ image( 1 ), image( 2 ), image( 3 ) ],
						columns: 3,
					},
					0
				)
			).toEqual( {
				images: [ image( 2 ), image( 3 ) ],
				ids: [ 2, 3 ],
				columns: 2,
			} );
		} );

		it( 'keeps columns that still fit, and unset columns unset', () => {
			const images = [ image( 1 ), image( 2 ), image( 3 ), image( 4 ) ];
			expect( removeImage( { images, columns: 2 }, 3 ).columns ).toBe(
				2
			);
			expect(
				removeImage( { images, columns: undefined }, 3 ).columns
			).toBeUndefined();
		} );

		it( 'never caps columns below 1', () => {
			expect(
				removeImage( { images: [ image( 1 ) ], columns: 1 }, 0 )
			).toEqual( { images: [], ids: [], columns: 1 } );
		} );
	} );

	describe( 'adding', () => {
		it( 'appends new images and skips those already there', () => {
			expect(
				addImages( [ image( 1 ) ], [ image( 1 ), image( 2 ) ] )
			).toEqual( { images: [ image( 1 ), image( 2 ) ], ids: [ 1, 2 ] } );
		} );

		it( 'keeps uploads under way (no id yet) without listing an id', () => {
			const blob = { url: 'blob:https://example.com/x', alt: '' };
			expect( addImages( [ image( 1 ) ], [ blob ] ) ).toEqual( {
				images: [ image( 1 ), blob ],
				ids: [ 1 ],
			} );
		} );

		it( 'reads media-library items and uploaded attachments alike', () => {
			expect(
				pickImage( {
					id: 7,
					url: 'https://example.com/7.jpg',
					alt: 'Seven',
					link: 'https://example.com/?attachment_id=7',
					width: 1200,
					height: 800,
				} )
			).toEqual( {
				id: 7,
				url: 'https://example.com/7.jpg',
				alt: 'Seven',
				link: 'https://example.com/?attachment_id=7',
				width: 1200,
				height: 800,
			} );
			expect(
				pickImage( {
					id: 8,
					source_url: 'https://example.com/8.jpg',
					alt_text: 'Eight',
					media_details: { width: 640, height: 480 },
				} )
			).toEqual( {
				id: 8,
				url: 'https://example.com/8.jpg',
				alt: 'Eight',
				width: 640,
				height: 480,
			} );
			expect( pickImage( { url: 'blob:x' } ) ).toEqual( {
				url: 'blob:x',
				alt: '',
			} );
		} );
	} );

	it( 'keeps rounded corners within 0–20', () => {
		expect( clampRoundedCorners( -3 ) ).toBe( 0 );
		expect( clampRoundedCorners( 8 ) ).toBe( 8 );
		expect( clampRoundedCorners( 25 ) ).toBe( 20 );
		expect( clampRoundedCorners( undefined ) ).toBe( 0 );
	} );

	it( 'classes: the filter, and rounded corners except for circles', () => {
		expect(
			galleryClasses( { imageFilter: 'sepia', roundedCorners: 6 }, false )
		).toEqual( [ 'has-filter-sepia', 'has-rounded-corners-6' ] );
		expect(
			galleryClasses(
				{ imageFilter: undefined, roundedCorners: 6 },
				true
			)
		).toEqual( [] );
		expect(
			galleryClasses( { imageFilter: '1977', roundedCorners: 0 }, false )
		).toEqual( [ 'has-filter-1977' ] );
	} );

	it( 'links each image as Link To says', () => {
		const linked = { ...image( 1 ), customLink: 'https://example.org/' };
		expect( imageHref( linked, 'none' ) ).toBeUndefined();
		expect( imageHref( linked, 'media' ) ).toBe(
			'https://example.com/1.jpg'
		);
		expect( imageHref( linked, 'attachment' ) ).toBe(
			'https://example.com/?attachment_id=1'
		);
		expect( imageHref( linked, 'custom' ) ).toBe( 'https://example.org/' );
		expect( imageHref( image( 2 ), 'custom' ) ).toBeUndefined();
	} );

	it( 'sizes: the image’s share of the width, up to 2000 px', () => {
		expect( imageSizes( 100 ) ).toBe( '(max-width: 2000px) 100vw, 2000px' );
		expect( imageSizes( 33.333333333333 ) ).toBe(
			'(max-width: 2000px) 33.33vw, 667px'
		);
	} );
} );

describe( 'Crop images', () => {
	it( 'off shows whole images on square and circle tiles only', () => {
		expect( isUncropped( false, 'square' ) ).toBe( true );
		expect( isUncropped( false, 'circle' ) ).toBe( true );
		expect( isUncropped( false, 'rectangular' ) ).toBe( false );
		expect( isUncropped( false, 'columns' ) ).toBe( false );
		expect( isUncropped( true, 'square' ) ).toBe( false );
		expect( isUncropped( undefined, 'square' ) ).toBe( false );
	} );
} );
