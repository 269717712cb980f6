/**
 * WordPress dependencies
 */
import { createBlock, getSaveContent } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import * as block from '../index';
import { initSlideshow, type SwiperChunk } from '../view';
import { registerTestBlock } from '../../../tests/helpers/register-block';
import type { SlideshowAttributes } from '../types';

beforeAll( () => {
	registerTestBlock( metadata, block );
} );

const images = ( count: number ) =>
	Array.from( { length: count }, ( _, index ) => ( {
		id: index + 1,
		url: `https://example.com/${ index + 1 }.jpg`,
		alt: `Image ${ index + 1 }`,
		caption: index ? '' : 'First',
		aspectRatio: '1.5',
	} ) );

/**
 * Renders the saved block into the document.
 *
 * @param attributes The block's attributes.
 * @return The block's element.
 */
function render( attributes: Partial< SlideshowAttributes > ): HTMLElement {
	const saved = getSaveContent(
		'cairn/slideshow',
		createBlock( 'cairn/slideshow', attributes ).attributes
	);
	document.body.innerHTML = saved;
	return document.querySelector( '.wp-block-cairn-slideshow' )!;
}

/** A stand-in for Swiper that records its options (any: Swiper's option types are not under test). */
function fakeSwiper() {
	const made: Array< { el: HTMLElement; options: Record< string, any > } > =
		[];
	class Swiper {
		activeIndex = 0;
		autoplay = {
			running: true,
			paused: false,
			start: jest.fn( () => {
				this.autoplay.running = true;
			} ),
			stop: jest.fn( () => {
				this.autoplay.running = false;
			} ),
			pause: jest.fn( () => {
				this.autoplay.paused = true;
			} ),
			resume: jest.fn( () => {
				this.autoplay.paused = false;
			} ),
		};
		handlers: Record< string, () => void > = {};
		constructor( el: HTMLElement, options: Record< string, any > ) {
			made.push( { el, options } );
		}
		on( event: string, handler: () => void ) {
			this.handlers[ event ] = handler;
		}
		update() {}
	}
	const modules = {
		Autoplay: 'Autoplay',
		EffectFade: 'EffectFade',
		Navigation: 'Navigation',
		Pagination: 'Pagination',
	};
	// The fake stands in for the chunk's exports.
	const chunk = { Swiper, modules } as unknown as SwiperChunk;
	return { made, load: () => Promise.resolve( chunk ) };
}

const setReducedMotion = ( reduce: boolean ) => {
	window.matchMedia = jest.fn().mockReturnValue( {
		matches: reduce,
	} ) as unknown as typeof window.matchMedia;
};

describe( 'Slideshow on the visitor’s page', () => {
	beforeEach( () => setReducedMotion( false ) );

	it( 'saves a labelled carousel whose slides are labelled n of m', () => {
		const el = render( { images: images( 3 ), ids: [ 1, 2, 3 ] } );
		const region = el.querySelector( 'section' )!;
		expect( region.getAttribute( 'aria-roledescription' ) ).toBe(
			'carousel'
		);
		expect( region.getAttribute( 'aria-label' ) ).toBe( 'Slideshow' );
		const slides = el.querySelectorAll( '[aria-roledescription="slide"]' );
		expect(
			Array.from( slides ).map( ( s ) => s.getAttribute( 'aria-label' ) )
		).toEqual( [ '1 of 3', '2 of 3', '3 of 3' ] );
		expect(
			slides[ 0 ].querySelector( 'figure figcaption' )
		).toHaveTextContent( 'First' );
		// No pause button without autoplay.
		expect( el.querySelector( 'button' ) ).toHaveClass(
			'wp-block-cairn-slideshow__prev'
		);
	} );

	it( 'says Swiper could not be loaded and keeps the first slide', async () => {
		const el = render( { images: images( 3 ), ids: [ 1, 2, 3 ] } );
		await initSlideshow( el, () => Promise.reject( new Error( 'x' ) ) );
		const error = el.querySelector( '.wp-block-cairn-slideshow__error' );
		expect( error ).toHaveTextContent(
			'The Swiper library could not be loaded.'
		);
		expect( error ).not.toHaveAttribute( 'hidden' );
		expect( el ).toHaveClass( 'has-error' );
		expect( el ).not.toHaveClass( 'is-ready' );
	} );

	it( 'leaves Swiper’s a11y module out, bullets up to 5, a count above', async () => {
		const five = fakeSwiper();
		const el = render( { images: images( 5 ), ids: [ 1, 2, 3, 4, 5 ] } );
		await initSlideshow( el, five.load );
		expect( five.made[ 0 ].options.modules ).toEqual( [
			'Navigation',
			'Pagination',
		] );
		expect( five.made[ 0 ].options.pagination.type ).toBe( 'bullets' );
		expect( five.made[ 0 ].options.autoplay ).toBeUndefined();
		expect( el ).toHaveClass( 'is-ready' );
		// Not autoplaying: a move is announced.
		expect(
			el.querySelector( '.swiper-wrapper' )!.getAttribute( 'aria-live' )
		).toBe( 'polite' );

		const six = fakeSwiper();
		const el6 = render( {
			images: images( 6 ),
			ids: [ 1, 2, 3, 4, 5, 6 ],
			effect: 'fade',
		} );
		await initSlideshow( el6, six.load );
		expect( six.made[ 0 ].options.pagination.type ).toBe( 'fraction' );
		expect( six.made[ 0 ].options.effect ).toBe( 'fade' );
	} );

	it( 'autoplays with the delay, silent, paused by hover, focus and the button', async () => {
		const fake = fakeSwiper();
		const el = render( {
			images: images( 3 ),
			ids: [ 1, 2, 3 ],
			autoplay: true,
			delay: 9,
		} );
		await initSlideshow( el, fake.load );
		const { options } = fake.made[ 0 ];
		expect( options.autoplay.delay ).toBe( 5000 );
		const wrapper = el.querySelector( '.swiper-wrapper' )!;
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );

		// The pause button comes first in tab order.
		const pause = el.querySelector( 'button' )!;
		expect( pause ).toHaveClass( 'wp-block-cairn-slideshow__pause' );
		expect( pause ).toHaveAccessibleName( 'Pause slideshow' );

		const container = el.querySelector( 'section' )!;
		container.dispatchEvent( new Event( 'mouseenter' ) );
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		container.dispatchEvent( new Event( 'mouseleave' ) );
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );

		container.dispatchEvent( new FocusEvent( 'focusin' ) );
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		container.dispatchEvent(
			new FocusEvent( 'focusout', { relatedTarget: document.body } )
		);
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );

		pause.click();
		expect( pause ).toHaveAccessibleName( 'Play slideshow' );
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		// Leaving does not restart what the visitor stopped.
		container.dispatchEvent( new Event( 'mouseleave' ) );
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		pause.click();
		expect( pause ).toHaveAccessibleName( 'Pause slideshow' );
		expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );
	} );

	it( 'keeps still for visitors who prefer reduced motion', async () => {
		setReducedMotion( true );
		const fake = fakeSwiper();
		const el = render( {
			images: images( 3 ),
			ids: [ 1, 2, 3 ],
			autoplay: true,
		} );
		await initSlideshow( el, fake.load );
		expect( fake.made[ 0 ].options.speed ).toBe( 0 );
		expect( el.querySelector( 'button' ) ).toHaveAccessibleName(
			'Play slideshow'
		);
		expect(
			el.querySelector( '.swiper-wrapper' )!.getAttribute( 'aria-live' )
		).toBe( 'polite' );
	} );
} );
