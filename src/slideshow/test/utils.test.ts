/**
 * Internal dependencies
 */
import metadata from '../block.json';
import {
	aspectRatioOf,
	clampDelay,
	paginationType,
	pickSlide,
	slideshowHeight,
} from '../utils';

describe( 'Slideshow rules', () => {
	it( 'has the attributes and defaults of spec 001 §3', () => {
		const { attributes } = metadata;
		expect( Object.keys( attributes ).sort() ).toEqual( [
			'align',
			'autoplay',
			'delay',
			'effect',
			'ids',
			'images',
			'sizeSlug',
		] );
		expect( attributes.align.default ).toBe( 'center' );
		expect( attributes.autoplay.default ).toBe( false );
		expect( attributes.delay.default ).toBe( 3 );
		expect( attributes.effect.default ).toBe( 'slide' );
		expect(
			Object.keys( attributes.images.items.properties ).sort()
		).toEqual( [ 'alt', 'aspectRatio', 'caption', 'id', 'link', 'url' ] );
	} );

	it( 'keeps the delay within 1–5 s, 3 when unset', () => {
		expect( clampDelay( undefined ) ).toBe( 3 );
		expect( clampDelay( 'soon' ) ).toBe( 3 );
		expect( clampDelay( 0 ) ).toBe( 1 );
		expect( clampDelay( -2 ) ).toBe( 1 );
		expect( clampDelay( 1 ) ).toBe( 1 );
		expect( clampDelay( 2.5 ) ).toBe( 2.5 );
		expect( clampDelay( 5 ) ).toBe( 5 );
		expect( clampDelay( 9 ) ).toBe( 5 );
	} );

	it( 'shows bullets for 5 slides or fewer, a count above', () => {
		expect( paginationType( 1 ) ).toBe( 'bullets' );
		expect( paginationType( 5 ) ).toBe( 'bullets' );
		expect( paginationType( 6 ) ).toBe( 'fraction' );
		expect( paginationType( 40 ) ).toBe( 'fraction' );
	} );

	describe( 'height', () => {
		const slides = ( aspectRatio?: string ) => [
			{ url: 'a.jpg', aspectRatio },
		];

		it( 'follows the first image’s shape', () => {
			expect( slideshowHeight( slides( '1.5' ), 900, 2000 ) ).toBe( 600 );
			expect( slideshowHeight( slides( '1' ), 500, 2000 ) ).toBe( 500 );
		} );

		it( 'is never wider than 16:9', () => {
			expect( slideshowHeight( slides( '3' ), 1600, 2000 ) ).toBe( 900 );
			// Unknown shape: 16:9.
			expect( slideshowHeight( slides(), 1600, 2000 ) ).toBe( 900 );
			expect( slideshowHeight( [], 1600, 2000 ) ).toBe( 900 );
		} );

		it( 'takes at most 80 % of the window, 600 px when unknown', () => {
			expect( slideshowHeight( slides( '0.5' ), 800, 1000 ) ).toBe( 800 );
			expect( slideshowHeight( slides( '0.5' ), 800, 500 ) ).toBe( 400 );
			expect( slideshowHeight( slides( '0.5' ), 800 ) ).toBe( 600 );
			expect( slideshowHeight( slides( '0.5' ), 800, 0 ) ).toBe( 600 );
		} );
	} );

	it( 'keeps an aspect ratio only for a known size', () => {
		expect( aspectRatioOf( 1200, 800 ) ).toBe( '1.5' );
		expect( aspectRatioOf( 800, 1200 ) ).toBe( '0.6667' );
		expect( aspectRatioOf( 0, 800 ) ).toBeUndefined();
		expect( aspectRatioOf( undefined, undefined ) ).toBeUndefined();
	} );

	describe( 'picking an image', () => {
		it( 'from the media library, at the chosen size', () => {
			expect(
				pickSlide(
					{
						id: 7,
						url: 'https://example.com/7.jpg',
						alt: 'Seven',
						caption: 'A <em>caption</em>',
						link: 'https://example.com/?attachment_id=7',
						width: 1200,
						height: 800,
						sizes: {
							large: { url: 'https://example.com/7-1024.jpg' },
						},
					},
					'large'
				)
			).toEqual( {
				id: 7,
				url: 'https://example.com/7-1024.jpg',
				alt: 'Seven',
				caption: 'A <em>caption</em>',
				link: 'https://example.com/?attachment_id=7',
				aspectRatio: '1.5',
			} );
		} );

		it( 'from an upload (REST attachment), full size without that size', () => {
			expect(
				pickSlide(
					{
						id: 8,
						source_url: 'https://example.com/8.jpg',
						alt_text: 'Eight',
						caption: { raw: 'Raw', rendered: '<p>Raw</p>' },
						media_details: { width: 800, height: 800, sizes: {} },
					},
					'large'
				)
			).toEqual( {
				id: 8,
				url: 'https://example.com/8.jpg',
				alt: 'Eight',
				caption: 'Raw',
				aspectRatio: '1',
			} );
		} );

		it( 'while uploading: a blob URL and no id', () => {
			expect( pickSlide( { url: 'blob:x' } ) ).toEqual( {
				url: 'blob:x',
				alt: '',
				caption: '',
			} );
		} );
	} );
} );
