/**
 * WordPress dependencies
 */
import { createBlock, getSaveContent } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import * as block from '../index';
import { initSlideshow, watchSlideshow, type SwiperChunk } from '../view';
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

/**
 * A stand-in for Swiper's core that records its options and moves between
 * slides as Swiper does with `rewind` (any: Swiper's option types are not
 * under test).
 *
 * @return The instances made and a loader of the fake chunk.
 */
function fakeSwiper() {
	const made: Swiper[] = [];
	class Swiper {
		activeIndex = 0;
		handlers: Array< () => void > = [];
		count: number;
		options: Record< string, any >;
		/** Whether every slide showed when Swiper measured them. */
		allShown: boolean;
		constructor(
			public el: HTMLElement,
			options: Record< string, any >
		) {
			this.options = options;
			this.allShown = el
				.closest( '.wp-block-cairn-slideshow' )!
				.classList.contains( 'is-ready' );
			this.count = el.querySelectorAll( '.swiper-slide' ).length;
			made.push( this );
		}
		on( _event: string, handler: () => void ) {
			this.handlers.push( handler );
		}
		slideTo = jest.fn( ( index: number ) => {
			this.activeIndex = index;
			this.handlers.forEach( ( handler ) => handler() );
		} );
		slideNext = jest.fn( () =>
			this.slideTo( ( this.activeIndex + 1 ) % this.count )
		);
		slidePrev = jest.fn( () =>
			this.slideTo( ( this.activeIndex - 1 + this.count ) % this.count )
		);
	}
	const loadFade = jest.fn( () =>
		Promise.resolve( { EffectFade: 'EffectFade' } )
	);
	// The fake stands in for the chunk's exports.
	const chunk = { Swiper, loadFade } as unknown as SwiperChunk;
	const load = jest.fn( () => Promise.resolve( chunk ) );
	return { made, load, loadFade };
}

const setReducedMotion = ( reduce: boolean ) => {
	window.matchMedia = jest.fn().mockReturnValue( {
		matches: reduce,
	} ) as unknown as typeof window.matchMedia;
};

/**
 * Presses a key inside the carousel.
 *
 * @param el  The block.
 * @param key The key.
 */
const press = ( el: HTMLElement, key: string ) =>
	el.querySelector( '.wp-block-cairn-slideshow__next' )!.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key,
			bubbles: true,
			cancelable: true,
		} )
	);

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

	it( 'loads Swiper’s core alone, and its fade effect only to fade', async () => {
		const slide = fakeSwiper();
		const el = render( { images: images( 3 ), ids: [ 1, 2, 3 ] } );
		await initSlideshow( el, slide.load );
		expect( slide.made[ 0 ].options.modules ).toEqual( [] );
		expect( slide.made[ 0 ].options.effect ).toBe( 'slide' );
		expect( slide.loadFade ).not.toHaveBeenCalled();
		// Its own controls: no Swiper navigation or pagination asked for.
		expect( slide.made[ 0 ].options.navigation ).toBeUndefined();
		expect( slide.made[ 0 ].options.pagination ).toBeUndefined();
		expect( el ).toHaveClass( 'is-ready' );
		// Swiper measures the slides as it starts: all of them show then.
		expect( slide.made[ 0 ].allShown ).toBe( true );

		const fade = fakeSwiper();
		const faded = render( {
			images: images( 3 ),
			ids: [ 1, 2, 3 ],
			effect: 'fade',
		} );
		await initSlideshow( faded, fade.load );
		expect( fade.loadFade ).toHaveBeenCalledTimes( 1 );
		expect( fade.made[ 0 ].options.modules ).toEqual( [ 'EffectFade' ] );
		expect( fade.made[ 0 ].options.effect ).toBe( 'fade' );
	} );

	it( 'draws one arrow per button: the buttons stay empty, their arrow is the stylesheet’s', async () => {
		const fake = fakeSwiper();
		const el = render( { images: images( 3 ), ids: [ 1, 2, 3 ] } );
		await initSlideshow( el, fake.load );
		for ( const name of [ 'prev', 'next' ] ) {
			expect(
				el.querySelector( `.wp-block-cairn-slideshow__${ name }` )!
					.childNodes
			).toHaveLength( 0 );
		}
	} );

	it( 'moves with previous and next, wrapping round, and marks the bullet of the slide shown', async () => {
		const fake = fakeSwiper();
		const el = render( { images: images( 3 ), ids: [ 1, 2, 3 ] } );
		await initSlideshow( el, fake.load );
		const bullets = Array.from(
			el.querySelectorAll< HTMLButtonElement >(
				'.wp-block-cairn-slideshow__bullet'
			)
		);
		expect(
			bullets.map( ( b ) => b.getAttribute( 'aria-label' ) )
		).toEqual( [ '1 of 3', '2 of 3', '3 of 3' ] );
		expect( bullets[ 0 ] ).toHaveAttribute( 'aria-current', 'true' );
		el.querySelector< HTMLButtonElement >(
			'.wp-block-cairn-slideshow__prev'
		)!.click();
		expect( fake.made[ 0 ].activeIndex ).toBe( 2 );
		expect( bullets[ 2 ] ).toHaveAttribute( 'aria-current', 'true' );
		expect( bullets[ 0 ] ).not.toHaveAttribute( 'aria-current' );
		el.querySelector< HTMLButtonElement >(
			'.wp-block-cairn-slideshow__next'
		)!.click();
		expect( fake.made[ 0 ].activeIndex ).toBe( 0 );
		bullets[ 1 ].click();
		expect( fake.made[ 0 ].activeIndex ).toBe( 1 );
		// Hidden slides are out of reach and unannounced.
		const slides = el.querySelectorAll< HTMLElement >( '.swiper-slide' );
		expect( slides[ 1 ] ).toHaveAttribute( 'aria-hidden', 'false' );
		expect( slides[ 0 ].inert ).toBe( true );
		// Not autoplaying: a move is announced.
		expect(
			el.querySelector( '.swiper-wrapper' )!.getAttribute( 'aria-live' )
		).toBe( 'polite' );
	} );

	it( 'counts slides above five instead of bullets', async () => {
		const fake = fakeSwiper();
		const el = render( {
			images: images( 6 ),
			ids: [ 1, 2, 3, 4, 5, 6 ],
		} );
		await initSlideshow( el, fake.load );
		expect(
			el.querySelectorAll( '.wp-block-cairn-slideshow__bullet' )
		).toHaveLength( 0 );
		const count = el.querySelector( '.wp-block-cairn-slideshow__count' )!;
		expect( count ).toHaveTextContent( '1 / 6' );
		press( el, 'End' );
		expect( count ).toHaveTextContent( '6 / 6' );
	} );

	it( 'takes the arrow keys, Home and End inside the carousel', async () => {
		const fake = fakeSwiper();
		const el = render( { images: images( 4 ), ids: [ 1, 2, 3, 4 ] } );
		await initSlideshow( el, fake.load );
		const swiper = fake.made[ 0 ];
		press( el, 'ArrowRight' );
		expect( swiper.activeIndex ).toBe( 1 );
		press( el, 'End' );
		expect( swiper.activeIndex ).toBe( 3 );
		press( el, 'ArrowRight' );
		expect( swiper.activeIndex ).toBe( 0 );
		press( el, 'ArrowLeft' );
		expect( swiper.activeIndex ).toBe( 3 );
		press( el, 'Home' );
		expect( swiper.activeIndex ).toBe( 0 );
		press( el, 'a' );
		expect( swiper.activeIndex ).toBe( 0 );
	} );

	it( 'autoplays with its delay, silent, held by hover, focus, a hidden page and the button', async () => {
		jest.useFakeTimers();
		try {
			const fake = fakeSwiper();
			const el = render( {
				images: images( 3 ),
				ids: [ 1, 2, 3 ],
				autoplay: true,
				delay: 9,
			} );
			await initSlideshow( el, fake.load );
			const swiper = fake.made[ 0 ];
			const wrapper = el.querySelector( '.swiper-wrapper' )!;
			expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );
			// The delay is within 1–5 s.
			jest.advanceTimersByTime( 4999 );
			expect( swiper.activeIndex ).toBe( 0 );
			jest.advanceTimersByTime( 1 );
			expect( swiper.activeIndex ).toBe( 1 );

			// The pause button comes first in tab order.
			const pause = el.querySelector( 'button' )!;
			expect( pause ).toHaveClass( 'wp-block-cairn-slideshow__pause' );
			expect( pause ).toHaveAccessibleName( 'Pause slideshow' );

			const container = el.querySelector( 'section' )!;
			container.dispatchEvent( new Event( 'mouseenter' ) );
			expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'polite' );
			jest.advanceTimersByTime( 10000 );
			expect( swiper.activeIndex ).toBe( 1 );
			container.dispatchEvent( new Event( 'mouseleave' ) );
			expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );

			container.dispatchEvent( new FocusEvent( 'focusin' ) );
			expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'polite' );
			jest.advanceTimersByTime( 10000 );
			expect( swiper.activeIndex ).toBe( 1 );
			container.dispatchEvent(
				new FocusEvent( 'focusout', { relatedTarget: document.body } )
			);
			expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );

			Object.defineProperty( document, 'visibilityState', {
				configurable: true,
				get: () => 'hidden',
			} );
			document.dispatchEvent( new Event( 'visibilitychange' ) );
			jest.advanceTimersByTime( 10000 );
			expect( swiper.activeIndex ).toBe( 1 );
			Object.defineProperty( document, 'visibilityState', {
				configurable: true,
				get: () => 'visible',
			} );
			document.dispatchEvent( new Event( 'visibilitychange' ) );

			pause.click();
			expect( pause ).toHaveAccessibleName( 'Play slideshow' );
			expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'polite' );
			// Leaving does not restart what the visitor stopped.
			container.dispatchEvent( new Event( 'mouseleave' ) );
			jest.advanceTimersByTime( 10000 );
			expect( swiper.activeIndex ).toBe( 1 );
			pause.click();
			expect( pause ).toHaveAccessibleName( 'Pause slideshow' );
			expect( wrapper.getAttribute( 'aria-live' ) ).toBe( 'off' );
			jest.advanceTimersByTime( 5000 );
			expect( swiper.activeIndex ).toBe( 2 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'keeps still for visitors who prefer reduced motion', async () => {
		jest.useFakeTimers();
		try {
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
				el
					.querySelector( '.swiper-wrapper' )!
					.getAttribute( 'aria-live' )
			).toBe( 'polite' );
			jest.advanceTimersByTime( 20000 );
			expect( fake.made[ 0 ].activeIndex ).toBe( 0 );
		} finally {
			jest.useRealTimers();
		}
	} );
} );

describe( 'When a slideshow loads Swiper', () => {
	let observed: Array< {
		callback: IntersectionObserverCallback;
		options?: IntersectionObserverInit;
		disconnect: jest.Mock;
	} > = [];

	beforeEach( () => {
		setReducedMotion( false );
		observed = [];
		window.IntersectionObserver = jest.fn(
			(
				callback: IntersectionObserverCallback,
				options?: IntersectionObserverInit
			) => {
				const entry = { callback, options, disconnect: jest.fn() };
				observed.push( entry );
				return { observe: jest.fn(), disconnect: entry.disconnect };
			}
		) as unknown as typeof IntersectionObserver;
	} );

	const near = ( isIntersecting: boolean ) =>
		observed[ 0 ].callback(
			[ { isIntersecting } as IntersectionObserverEntry ],
			{} as IntersectionObserver
		);

	it( 'loads nothing until the slideshow nears the viewport', async () => {
		const fake = fakeSwiper();
		const el = render( { images: images( 3 ), ids: [ 1, 2, 3 ] } );
		watchSlideshow( el, fake.load );
		expect( fake.load ).not.toHaveBeenCalled();
		expect( observed[ 0 ].options?.rootMargin ).toMatch( /^\d+px/ );
		near( false );
		expect( fake.load ).not.toHaveBeenCalled();
		near( true );
		expect( fake.load ).toHaveBeenCalledTimes( 1 );
		await Promise.resolve();
		await Promise.resolve();
		expect( el ).toHaveClass( 'is-ready' );
		expect( observed[ 0 ].disconnect ).toHaveBeenCalled();
	} );

	it( 'loads at once when the visitor touches it, once', () => {
		const fake = fakeSwiper();
		const el = render( { images: images( 3 ), ids: [ 1, 2, 3 ] } );
		watchSlideshow( el, fake.load );
		el.querySelector( 'img' )!.dispatchEvent(
			new Event( 'pointerdown', { bubbles: true } )
		);
		el.dispatchEvent( new FocusEvent( 'focusin' ) );
		near( true );
		expect( fake.load ).toHaveBeenCalledTimes( 1 );
	} );
} );
