/**
 * Slideshows on the visitor's page. The saved markup shows the first slide
 * in a box the server shaped like it, with no script; this script (a few
 * kilobytes, printed only where a slideshow is) loads Swiper's core, and
 * the fade effect only for a fading slideshow, when the slideshow nears the
 * viewport or the visitor touches it, and turns each block into a carousel
 * per the WAI-ARIA Authoring Practices pattern: the pause/play button
 * first, one arrow per previous/next button, slides labelled "n of m", the
 * arrow keys, Home and End inside it, the slides' live region off while
 * autoplaying and polite when the visitor moves a slide, autoplay held on
 * hover, on focus inside and while the page is hidden, and none (nor any
 * animation) for visitors who prefer reduced motion.
 */

/**
 * Internal dependencies
 */
import { onReady, whenNear } from '@cairn/shared/view/boot';
import { clampDelay, paginationType, slideForKey } from './utils';

/** What the Swiper chunk exports (see swiper.ts). */
export type SwiperChunk = Pick< typeof import( './swiper' ), 'loadFade' > & {
	Swiper: SwiperConstructor;
};

/** The part of Swiper the carousel uses. */
export interface SwiperInstance {
	activeIndex: number;
	slideTo: ( index: number, speed?: number ) => void;
	slideNext: () => void;
	slidePrev: () => void;
	on: ( event: 'slideChange', handler: () => void ) => void;
}

/** Swiper's class, as the chunk exports it. */
export type SwiperConstructor = new (
	container: HTMLElement,
	// Swiper's options: their published types are Swiper's own concern.
	options: Record< string, unknown >
) => SwiperInstance;

/** Loads the Swiper chunk. */
export type SwiperLoader = () => Promise< SwiperChunk >;

const loadSwiper: SwiperLoader = () =>
	import(
		/* webpackChunkName: "slideshow-swiper" */ './swiper'
	) as Promise< unknown > as Promise< SwiperChunk >;

const CLASS = 'wp-block-cairn-slideshow';

/**
 * How near the viewport, in pixels, a slideshow starts loading Swiper:
 * about a screen ahead of a reader who scrolls.
 */
export const NEAR_VIEWPORT = '600px 0px';

/** What a visitor does to a slideshow that starts it at once. */
const TOUCHES = [ 'pointerdown', 'touchstart', 'focusin', 'keydown' ] as const;

/**
 * Whether the visitor asked for less motion.
 *
 * @return True to keep the slideshow still.
 */
function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * The block stays a plain first slide and says why.
 *
 * @param block The block element.
 */
function showFailure( block: HTMLElement ): void {
	block.classList.add( 'has-error' );
	block
		.querySelector< HTMLElement >( `.${ CLASS }__error` )
		?.removeAttribute( 'hidden' );
}

/**
 * The pagination: a button per slide (named as its slide, "2 of 3") for
 * five slides or fewer, a count ("2 / 7") above.
 *
 * @param element The pagination's element.
 * @param slides  The slides.
 * @param go      Shows a slide.
 * @return Marks the current slide.
 */
function buildPagination(
	element: HTMLElement | null,
	slides: HTMLElement[],
	go: ( index: number ) => void
): ( index: number ) => void {
	if ( ! element ) {
		return () => undefined;
	}
	element.replaceChildren();
	if ( paginationType( slides.length ) === 'fraction' ) {
		const count = document.createElement( 'span' );
		count.className = `${ CLASS }__count`;
		// The slides say "n of m" themselves; the count is for the eye.
		count.setAttribute( 'aria-hidden', 'true' );
		element.append( count );
		return ( index ) => {
			count.textContent = `${ index + 1 } / ${ slides.length }`;
		};
	}
	const bullets = slides.map( ( slide, index ) => {
		const bullet = document.createElement( 'button' );
		bullet.type = 'button';
		bullet.className = `${ CLASS }__bullet`;
		bullet.setAttribute(
			'aria-label',
			slide.getAttribute( 'aria-label' ) ?? ''
		);
		bullet.addEventListener( 'click', () => go( index ) );
		element.append( bullet );
		return bullet;
	} );
	return ( index ) =>
		bullets.forEach( ( bullet, at ) => {
			if ( at === index ) {
				bullet.setAttribute( 'aria-current', 'true' );
			} else {
				bullet.removeAttribute( 'aria-current' );
			}
		} );
}

/**
 * Turns one saved slideshow into a carousel.
 *
 * @param block The block element.
 * @param load  Loads Swiper (a test passes its own).
 * @return Resolves once it is set up or has failed.
 */
export async function initSlideshow(
	block: HTMLElement,
	load: SwiperLoader = loadSwiper
): Promise< void > {
	const container = block.querySelector< HTMLElement >(
		`.${ CLASS }__container`
	);
	const wrapper = block.querySelector< HTMLElement >( `.${ CLASS }__slides` );
	if ( ! container || ! wrapper || block.dataset.cairnReady ) {
		return;
	}
	block.dataset.cairnReady = '1';
	const fade = block.dataset.effect === 'fade';

	let Swiper: SwiperConstructor;
	let modules: unknown[] = [];
	try {
		const chunk = await load();
		Swiper = chunk.Swiper;
		if ( fade ) {
			modules = [ ( await chunk.loadFade() ).EffectFade ];
		}
	} catch {
		showFailure( block );
		return;
	}

	const slides = Array.from(
		wrapper.querySelectorAll< HTMLElement >( `.${ CLASS }__slide` )
	);
	const pauseButton = block.querySelector< HTMLButtonElement >(
		`.${ CLASS }__pause`
	);
	const reducedMotion = prefersReducedMotion();
	const wantsAutoplay = block.dataset.autoplay === 'true';
	const delay = clampDelay( block.dataset.delay ) * 1000;
	const isRTL = getComputedStyle( block ).direction === 'rtl';

	// Swiper measures the slides as it starts: all of them must show by
	// then, not the first alone.
	block.classList.add( 'is-ready' );
	const swiper = new Swiper( container, {
		modules,
		effect: fade ? 'fade' : 'slide',
		...( fade ? { fadeEffect: { crossFade: true } } : {} ),
		speed: reducedMotion ? 0 : 300,
		rewind: true,
		// The box keeps the shape the server gave it: Swiper measures it.
		autoHeight: false,
	} );

	// Why autoplay is held: the visitor's pause button (pressed from the
	// start for reduced motion), the pointer over the slideshow, focus
	// inside it, the page hidden. It runs only when nothing holds it.
	const hold = {
		button: reducedMotion,
		hover: false,
		focus: false,
		hidden: document.visibilityState === 'hidden',
	};
	const isPlaying = () =>
		wantsAutoplay &&
		! hold.button &&
		! hold.hover &&
		! hold.focus &&
		! hold.hidden;
	let timer: ReturnType< typeof setTimeout > | undefined;

	const go = ( index: number ) => swiper.slideTo( index );
	const markPage = buildPagination(
		block.querySelector< HTMLElement >( `.${ CLASS }__pagination` ),
		slides,
		go
	);

	const update = () => {
		const current = swiper.activeIndex;
		// Announce slides only when the visitor moves them, never while
		// they change by themselves.
		wrapper.setAttribute( 'aria-live', isPlaying() ? 'off' : 'polite' );
		slides.forEach( ( slide, index ) => {
			const hidden = index !== current;
			slide.setAttribute( 'aria-hidden', hidden ? 'true' : 'false' );
			// Links in captions of hidden slides stay out of the tab order.
			slide.inert = hidden;
		} );
		markPage( current );
		if ( pauseButton ) {
			const label = hold.button
				? pauseButton.dataset.labelPlay
				: pauseButton.dataset.labelPause;
			if ( label ) {
				pauseButton.setAttribute( 'aria-label', label );
			}
			pauseButton.classList.toggle( 'is-paused', hold.button );
		}
	};

	// Autoplay: the next slide after the delay, counted again from each
	// change, so a slide the visitor chose stays its full delay.
	const schedule = () => {
		clearTimeout( timer );
		if ( isPlaying() ) {
			timer = setTimeout( () => swiper.slideNext(), delay );
		}
	};
	const apply = () => {
		schedule();
		update();
	};

	block
		.querySelector( `.${ CLASS }__prev` )
		?.addEventListener( 'click', () => swiper.slidePrev() );
	block
		.querySelector( `.${ CLASS }__next` )
		?.addEventListener( 'click', () => swiper.slideNext() );
	container.addEventListener( 'keydown', ( event ) => {
		const next = slideForKey(
			event.key,
			swiper.activeIndex,
			slides.length,
			isRTL
		);
		if (
			next === null ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey
		) {
			return;
		}
		event.preventDefault();
		go( next );
	} );

	if ( wantsAutoplay ) {
		pauseButton?.addEventListener( 'click', () => {
			hold.button = ! hold.button;
			apply();
		} );
		container.addEventListener( 'mouseenter', () => {
			hold.hover = true;
			apply();
		} );
		container.addEventListener( 'mouseleave', () => {
			hold.hover = false;
			apply();
		} );
		container.addEventListener( 'focusin', () => {
			hold.focus = true;
			apply();
		} );
		container.addEventListener( 'focusout', ( event ) => {
			if ( ! container.contains( event.relatedTarget as Node | null ) ) {
				hold.focus = false;
				apply();
			}
		} );
		document.addEventListener( 'visibilitychange', () => {
			hold.hidden = document.visibilityState === 'hidden';
			apply();
		} );
		// Focus may already be inside: the touch that started it.
		hold.focus = container.contains(
			container.ownerDocument.activeElement
		);
	} else {
		pauseButton?.remove();
	}

	swiper.on( 'slideChange', apply );
	apply();
}

/**
 * Waits for a slideshow to near the viewport, or for the visitor to touch
 * it, then sets it up: a page whose slideshow is never reached loads no
 * Swiper.
 *
 * @param block The block element.
 * @param load  Loads Swiper (a test passes its own).
 */
export function watchSlideshow(
	block: HTMLElement,
	load: SwiperLoader = loadSwiper
): void {
	// Whichever comes first starts it; a later one finds it started.
	const start = () => {
		TOUCHES.forEach( ( type ) => block.removeEventListener( type, start ) );
		void initSlideshow( block, load );
	};
	TOUCHES.forEach( ( type ) =>
		block.addEventListener( type, start, { passive: true } )
	);
	whenNear( block, start, NEAR_VIEWPORT );
}

/**
 * Watches every slideshow on the page.
 */
function watchAll(): void {
	document
		.querySelectorAll< HTMLElement >( `.${ CLASS }` )
		.forEach( ( block ) => watchSlideshow( block ) );
}

onReady( watchAll );
