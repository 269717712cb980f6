/**
 * The visitor's map. The server renders a static image of the map and the
 * list of its places; this script (a few kilobytes, printed only where a
 * map can become interactive) loads the map library — mapbox-gl, hundreds
 * of kilobytes, or Apple's MapKit JS — only when the visitor asks for the
 * map (a click, tap or key on the image's button) or keeps it in view for
 * DWELL_MS, and draws the interactive map in the image's place, with the
 * markers and their popups (title and caption).
 *
 * The interactive map takes keyboard focus: the arrow keys pan it, + and −
 * zoom it, and Escape hands focus back to the page just after the map.
 * Visitors who prefer reduced motion get no animations.
 */

/**
 * Internal dependencies
 */
import { parseViewData, pickProvider, type ViewData } from './lib/view-data';
import type { MapProvider } from './lib/provider';
import type { Context } from './draw';

const CLASS = 'wp-block-cairn-map';

/** How long a map must stay in view before it loads by itself. */
export const DWELL_MS = 2000;

/** How much of the map must be in view to count. */
const IN_VIEW_RATIO = 0.5;

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

	let observer: IntersectionObserver | null = null;
	let timer: ReturnType< typeof setTimeout > | undefined;
	let started = false;

	const start = ( focus: boolean ) => {
		if ( started ) {
			return;
		}
		started = true;
		observer?.disconnect();
		clearTimeout( timer );
		void activate( figure, area, data, provider, button, focus, load );
	};

	button.addEventListener( 'click', () => start( true ) );

	if ( typeof window.IntersectionObserver === 'function' ) {
		observer = new window.IntersectionObserver(
			( entries ) => {
				const inView = entries.some(
					( entry ) =>
						entry.isIntersecting &&
						entry.intersectionRatio >= IN_VIEW_RATIO
				);
				clearTimeout( timer );
				if ( inView ) {
					timer = setTimeout( () => start( false ), DWELL_MS );
				}
			},
			{ threshold: [ 0, IN_VIEW_RATIO ] }
		);
		observer.observe( area );
	}
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
 */
async function activate(
	figure: HTMLElement,
	area: HTMLElement,
	data: ViewData,
	provider: MapProvider,
	button: HTMLButtonElement,
	focus: boolean,
	load: DrawLoader
): Promise< void > {
	area.classList.add( 'is-loading' );
	button.setAttribute( 'aria-busy', 'true' );

	const container = document.createElement( 'div' );
	container.className = `${ CLASS }__interactive`;
	area.append( container );

	// Keyboard help, and where Escape hands focus back: just after the map.
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
			area.classList.remove( 'is-loading' );
			area.classList.add( 'has-error' );
			button.removeAttribute( 'aria-busy' );
			showNotice( area, message );
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
		container.remove();
		context.failed(
			error instanceof Error && error.message
				? error.message
				: data.strings.loadError
		);
		return;
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
}

/**
 * Prepares every map on the page.
 */
function initAll(): void {
	document
		.querySelectorAll< HTMLElement >( `.${ CLASS }[data-cairn-map]` )
		.forEach( ( figure ) => void initMap( figure ) );
}

if ( typeof document !== 'undefined' ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', initAll );
	} else {
		initAll();
	}
}
