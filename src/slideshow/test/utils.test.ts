/**
 * Internal dependencies
 */
import metadata from '../block.json';
import {
	aspectRatioOf,
	clampDelay,
	paginationType,
	pickSlide,
	slideForKey,
	slideshowShape,
} from '../utils';

describe( 'Slideshow rules', () => {
	it( 'has the block attributes and their defaults', () => {
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

describe( 'slideshowShape', () => {
	it( 'is the first image’s shape, never wider than 16:9', () => {
		expect( slideshowShape( '1.5' ) ).toBe( 1.5 );
		expect( slideshowShape( '0.6667' ) ).toBeCloseTo( 0.6667 );
		expect( slideshowShape( '3' ) ).toBeCloseTo( 16 / 9 );
	} );

	it( 'is 16:9 when the size is unknown', () => {
		expect( slideshowShape( undefined ) ).toBeCloseTo( 16 / 9 );
		expect( slideshowShape( 'x' ) ).toBeCloseTo( 16 / 9 );
		expect( slideshowShape( '0' ) ).toBeCloseTo( 16 / 9 );
	} );
} );

describe( 'slideForKey', () => {
	it( 'moves one slide with the arrows, wrapping round as the buttons do', () => {
		expect( slideForKey( 'ArrowRight', 0, 3 ) ).toBe( 1 );
		expect( slideForKey( 'ArrowRight', 2, 3 ) ).toBe( 0 );
		expect( slideForKey( 'ArrowLeft', 0, 3 ) ).toBe( 2 );
	} );

	it( 'goes to the first and last slides with Home and End', () => {
		expect( slideForKey( 'Home', 2, 3 ) ).toBe( 0 );
		expect( slideForKey( 'End', 0, 3 ) ).toBe( 2 );
	} );

	it( 'swaps the arrows in a right-to-left language', () => {
		expect( slideForKey( 'ArrowLeft', 0, 3, true ) ).toBe( 1 );
		expect( slideForKey( 'ArrowRight', 0, 3, true ) ).toBe( 2 );
	} );

	it( 'ignores other keys', () => {
		expect( slideForKey( 'ArrowUp', 0, 3 ) ).toBeNull();
		expect( slideForKey( 'Enter', 0, 3 ) ).toBeNull();
	} );
} );
