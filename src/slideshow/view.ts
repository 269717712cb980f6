/**
 * Slideshows on the visitor's page. The saved markup shows the first slide;
 * this script (printed only where a slideshow is) loads Swiper as a chunk
 * and turns each block into a carousel per the WAI-ARIA Authoring Practices
 * pattern: the pause/play button first, slides labelled "n of m", the
 * slides' live region off while autoplaying and polite when the visitor
 * moves a slide, autoplay paused on hover and on focus inside, and none for
 * visitors who prefer reduced motion.
 */

/**
 * Internal dependencies
 */
import { clampDelay, paginationType, slideshowHeight } from './utils';
import type { SlideshowImage } from './types';

/** What the Swiper chunk exports (see swiper.ts). */
export type SwiperChunk = typeof import( './swiper' );

/** Loads the Swiper chunk. */
export type SwiperLoader = () => Promise< SwiperChunk >;

const loadSwiper: SwiperLoader = () =>
	import( /* webpackChunkName: "slideshow-swiper" */ './swiper' );

const CLASS = 'wp-block-cairn-slideshow';

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

	let chunk: SwiperChunk;
	try {
		chunk = await load();
	} catch {
		showFailure( block );
		return;
	}
	const { Swiper, modules } = chunk;

	const slides = Array.from(
		wrapper.querySelectorAll< HTMLElement >( `.${ CLASS }__slide` )
	);
	const images: SlideshowImage[] = slides.map( ( slide ) => ( {
		aspectRatio:
			slide.querySelector< HTMLElement >( 'img' )?.dataset.aspectRatio,
	} ) );
	const pauseButton = block.querySelector< HTMLButtonElement >(
		`.${ CLASS }__pause`
	);
	const reducedMotion = prefersReducedMotion();
	const wantsAutoplay = block.dataset.autoplay === 'true';
	const fade = block.dataset.effect === 'fade';

	// Why autoplay is held: the visitor's pause button, the pointer over
	// the slideshow, focus inside it. It runs only when nothing holds it.
	const hold = {
		button: reducedMotion,
		hover: false,
		focus: false,
	};

	const resize = () => {
		container.style.height = `${ slideshowHeight(
			images,
			container.clientWidth,
			window.innerHeight
		) }px`;
	};
	resize();

	const swiper = new Swiper( container, {
		modules: [
			modules.Navigation,
			modules.Pagination,
			...( wantsAutoplay ? [ modules.Autoplay ] : [] ),
			...( fade ? [ modules.EffectFade ] : [] ),
		],
		effect: fade ? 'fade' : 'slide',
		...( fade ? { fadeEffect: { crossFade: true } } : {} ),
		speed: reducedMotion ? 0 : 300,
		rewind: true,
		navigation: {
			prevEl: block.querySelector< HTMLElement >( `.${ CLASS }__prev` ),
			nextEl: block.querySelector< HTMLElement >( `.${ CLASS }__next` ),
		},
		pagination: {
			el: block.querySelector< HTMLElement >( `.${ CLASS }__pagination` ),
			type: paginationType( slides.length ),
			clickable: true,
			// Bullets are buttons, named by their slide ("2 of 3").
			renderBullet: ( index: number, className: string ) =>
				`<button type="button" class="${ className }" aria-label="${
					slides[ index ]?.getAttribute( 'aria-label' ) ?? ''
				}"></button>`,
		},
		...( wantsAutoplay
			? {
					autoplay: {
						delay: clampDelay( block.dataset.delay ) * 1000,
						disableOnInteraction: false,
					},
				}
			: {} ),
	} );

	const autoplay = wantsAutoplay ? swiper.autoplay : undefined;
	const isPlaying = () => Boolean( autoplay?.running && ! autoplay.paused );

	const update = () => {
		const playing = isPlaying();
		// Announce slides only when the visitor moves them, never while
		// they change by themselves.
		wrapper.setAttribute( 'aria-live', playing ? 'off' : 'polite' );
		slides.forEach( ( slide, index ) => {
			const hidden = index !== swiper.activeIndex;
			slide.setAttribute( 'aria-hidden', hidden ? 'true' : 'false' );
			// Links in captions of hidden slides stay out of the tab order.
			slide.inert = hidden;
		} );
		block
			.querySelectorAll( '.swiper-pagination-bullet' )
			.forEach( ( bullet, index ) => {
				if ( index === swiper.activeIndex ) {
					bullet.setAttribute( 'aria-current', 'true' );
				} else {
					bullet.removeAttribute( 'aria-current' );
				}
			} );
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

	const apply = () => {
		if ( autoplay ) {
			if ( hold.button ) {
				autoplay.stop();
			} else if ( hold.hover || hold.focus ) {
				if ( autoplay.running ) {
					autoplay.pause();
				} else {
					autoplay.start();
					autoplay.pause();
				}
			} else if ( ! autoplay.running ) {
				autoplay.start();
			} else if ( autoplay.paused ) {
				autoplay.resume();
			}
		}
		update();
	};

	if ( autoplay ) {
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
	} else {
		pauseButton?.remove();
	}

	swiper.on( 'slideChange', update );
	swiper.on( 'resize', resize );
	block.classList.add( 'is-ready' );
	swiper.update();
	apply();
}

/**
 * Sets up every slideshow on the page.
 */
function initAll(): void {
	document
		.querySelectorAll< HTMLElement >( `.${ CLASS }` )
		.forEach( ( block ) => void initSlideshow( block ) );
}

if ( typeof document !== 'undefined' ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', initAll );
	} else {
		initAll();
	}
}
