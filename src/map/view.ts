/**
 * The visitor's map. The server renders a static image of the map and the
 * list of its places; this script (a few kilobytes, printed only where a
 * map can become interactive) loads the map library — mapbox-gl, hundreds
 * of kilobytes, or Apple's MapKit JS — only on the visitor's first use of
 * the map: a click, a tap or a key on the static image or its button, never
 * on a timer or because the map is in view. It then draws the interactive
 * map in the image's place, with the markers and their popups (title and
 * caption). When the library cannot be loaded or drawn (no network, a
 * refused token), the image and the places stay, with a sentence saying so,
 * and the button tries again.
 *
 * The interactive map takes keyboard focus: the arrow keys pan it, + and −
 * zoom it, and Escape hands focus back to the page just after the map.
 * Visitors who prefer reduced motion get no animations.
 */

/**
 * Internal dependencies
 */
import { onReady } from '@cairn/shared/view/boot';
import { parseViewData, pickProvider, type ViewData } from './lib/view-data';
import type { MapProvider } from './lib/provider';
import type { Context } from './draw';

const CLASS = 'wp-block-cairn-map';

/** What a visitor does to the image that counts as using the map. */
const USES = [ 'pointerdown', 'touchstart' ] as const;

/** The drawing chunk (see draw.ts). */
export type DrawChunk = typeof import( './draw' );

/** Loads the drawing chunk (a test passes its own). */
export type DrawLoader = () => Promise< Pick< DrawChunk, 'draw' > >;

const loadDraw: DrawLoader = () =>
	import( /* webpackChunkName: "map-draw" */ './draw' );

/**
 * Starts loading mapbox-gl's chunk (the drawing code loads it too; webpack
 * fetches it once).
 *
 * @return The chunk.
 */
function preloadMapbox(): Promise< unknown > {
	return import( /* webpackChunkName: "mapbox-gl" */ './lib/mapbox-chunk' );
}

/**
 * Whether the visitor asked for less motion.
 *
 * @return True to animate nothing.
 */
function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Shows a failure over the map (the static image stays).
 *
 * @param area    The map's box.
 * @param message The text.
 */
function showNotice( area: HTMLElement, message: string ): void {
	let notice = area.querySelector< HTMLElement >( `.${ CLASS }__notice` );
	if ( ! notice ) {
		notice = document.createElement( 'p' );
		notice.className = `${ CLASS }__notice`;
		notice.setAttribute( 'role', 'alert' );
		area.append( notice );
	}
	notice.textContent = message;
}

/**
 * Makes one rendered map interactive on demand.
 *
 * @param figure The block's element.
 * @param load   Loads the drawing chunk (a test passes its own).
 * @return Whether the map waits for the visitor (false: nothing to do).
 */
export function initMap(
	figure: HTMLElement,
	load: DrawLoader = loadDraw
): boolean {
	const area = figure.querySelector< HTMLElement >( `.${ CLASS }__map` );
	const data = parseViewData( figure.dataset.cairnMap );
	if ( ! area || ! data || figure.dataset.cairnReady ) {
		return false;
	}
	const provider = pickProvider( data, document.cookie );
	if ( ! provider ) {
		return false;
	}
	figure.dataset.cairnReady = '1';

	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `${ CLASS }__activate`;
	const label = document.createElement( 'span' );
	label.className = `${ CLASS }__activate-label`;
	label.textContent = data.strings.activate;
	button.append( label );
	area.append( button );

	let started = false;

	const start = ( focus: boolean ) => {
		if ( started ) {
			return;
		}
		started = true;
		// A failure leaves the image, the places and the button, which
		// tries again.
		void activate(
			figure,
			area,
			data,
			provider,
			button,
			focus,
			load,
			() => {
				started = false;
			}
		);
	};

	button.addEventListener( 'click', () => start( true ) );
	// A touch or press on the image itself is a use too; the button's own
	// click (and its Enter and Space) moves focus into the map.
	const image = area.querySelector< HTMLElement >( `.${ CLASS }__image` );
	USES.forEach( ( type ) =>
		image?.addEventListener( type, () => start( false ), {
			passive: true,
		} )
	);
	return true;
}

/**
 * Loads the library and draws the map over the static image.
 *
 * @param figure   The block's element.
 * @param area     The map's box.
 * @param data     The map's data.
 * @param provider The provider.
 * @param button   The button that started it.
 * @param focus    Whether to move focus into the map (the visitor asked).
 * @param load     Loads the drawing chunk.
 * @param onFailed Called when the map could not be drawn.
 * @return Whether the map was drawn.
 */
async function activate(
	figure: HTMLElement,
	area: HTMLElement,
	data: ViewData,
	provider: MapProvider,
	button: HTMLButtonElement,
	focus: boolean,
	load: DrawLoader,
	onFailed: () => void
): Promise< boolean > {
	area.classList.remove( 'has-error' );
	area.querySelector( `.${ CLASS }__notice` )?.remove();
	area.classList.add( 'is-loading' );
	button.setAttribute( 'aria-busy', 'true' );

	const container = document.createElement( 'div' );
	container.className = `${ CLASS }__interactive`;
	area.append( container );

	// Keyboard help, and where Escape hands focus back: just after the map.
	figure.querySelector( `.${ CLASS }__help` )?.remove();
	const help = document.createElement( 'p' );
	help.className = `${ CLASS }__help`;
	help.id = `${ CLASS }-help-${ Math.random().toString( 36 ).slice( 2 ) }`;
	help.tabIndex = -1;
	help.textContent = data.strings.keyboard;
	area.after( help );

	let failedAlready = false;
	const context: Context = {
		figure,
		area,
		data,
		container,
		help,
		reducedMotion: prefersReducedMotion(),
		shown: () => {
			area.classList.remove( 'is-loading' );
			area.classList.add( 'is-interactive' );
			area.querySelector( `.${ CLASS }__image` )?.remove();
			if ( button.isConnected ) {
				const hadFocus = button.ownerDocument.activeElement === button;
				button.remove();
				if ( hadFocus ) {
					target?.focus();
				}
			}
		},
		failed: ( message ) => {
			if ( failedAlready ) {
				return;
			}
			failedAlready = true;
			// Back to the static image and the places, with a sentence, and
			// the button to try again.
			container.remove();
			help.remove();
			area.classList.remove( 'is-loading', 'is-interactive' );
			area.classList.add( 'has-error' );
			button.removeAttribute( 'aria-busy' );
			showNotice( area, message );
			onFailed();
		},
	};

	let target: HTMLElement | null = null;
	try {
		if ( provider === 'mapbox' ) {
			// mapbox-gl in parallel with the drawing code, not after it.
			preloadMapbox().catch( () => undefined );
		}
		const { draw } = await load();
		target = await draw( provider, context );
	} catch ( error ) {
		// What the visitor reads is the site's own sentence: a library's
		// message ("Failed to fetch", "Loading chunk 12 failed") says
		// nothing to them. MapKit's token failure has its own sentence.
		context.failed(
			error instanceof Error && error.message === data.strings.tokenError
				? data.strings.tokenError
				: data.strings.loadError
		);
		return false;
	}
	if ( failedAlready ) {
		return false;
	}

	area.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			help.focus();
		}
	} );
	if ( focus ) {
		target.focus();
	}
	figure.dispatchEvent( new CustomEvent( 'cairn-map-ready' ) );
	return true;
}

/**
 * Prepares every map on the page.
 */
function initAll(): void {
	document
		.querySelectorAll< HTMLElement >( `.${ CLASS }[data-cairn-map]` )
		.forEach( ( figure ) => void initMap( figure ) );
}

onReady( initAll );
