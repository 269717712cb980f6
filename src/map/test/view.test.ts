/**
 * Internal dependencies
 */
import { DWELL_MS, initMap, type DrawLoader } from '../view';
import type { Context } from '../draw';
import type { ViewData } from '../lib/view-data';

const DATA: ViewData = {
	provider: '',
	points: [
		{
			title: 'Golden Gate',
			caption: 'The bridge',
			coordinates: { longitude: -122.4783, latitude: 37.8199 },
		},
	],
	center: { longitude: -122.4194, latitude: 37.7749 },
	zoom: 13,
	mapStyle: 'default',
	markerColor: 'red',
	mapDetails: true,
	scrollToZoom: false,
	showFullscreen: true,
	mapbox: { accessToken: 'pk.x', apiBaseUrl: 'http://127.0.0.1:1' },
	mapkit: null,
	language: 'en-US',
	strings: {
		activate: 'Explore the map',
		region: 'Interactive map',
		keyboard: 'Use the arrow keys',
		tokenError:
			'Failed to retrieve a Mapkit API token. Please try refreshing.',
		loadError: 'The interactive map could not be loaded.',
		fullscreen: 'Full screen',
	},
};

/**
 * Renders a map as the server does.
 *
 * @param data The view data.
 * @return The figure.
 */
function renderMap( data: ViewData | null = DATA ): HTMLElement {
	document.body.innerHTML = `<p><a href="#before">Before</a></p><figure class="wp-block-cairn-map"><div class="wp-block-cairn-map__map"><img class="wp-block-cairn-map__image" alt="Map showing Golden Gate" src="data:,"></div><ul class="wp-block-cairn-map__places"><li>Golden Gate</li></ul></figure><p><a href="#after">After</a></p>`;
	const figure = document.querySelector< HTMLElement >( 'figure' )!;
	if ( data ) {
		figure.dataset.cairnMap = JSON.stringify( data );
	}
	return figure;
}

/**
 * A drawing chunk that draws a focusable canvas and reports what it got.
 *
 * @param options      How it behaves.
 * @param options.fail A message to fail with.
 * @return The loader and its calls.
 */
function fakeDraw( { fail }: { fail?: string } = {} ) {
	const calls: Array< { provider: string; context: Context } > = [];
	const load = jest.fn( async () => ( {
		draw: async ( provider: 'mapbox' | 'mapkit', context: Context ) => {
			calls.push( { provider, context } );
			if ( fail ) {
				throw new Error( fail );
			}
			const canvas = document.createElement( 'canvas' );
			canvas.tabIndex = 0;
			context.container.append( canvas );
			context.shown();
			return canvas as HTMLElement;
		},
	} ) ) as jest.MockedFunction< DrawLoader >;
	return { load, calls };
}

/** Lets pending promises settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'the visitor’s map', () => {
	let observers: Array< {
		callback: IntersectionObserverCallback;
		disconnect: jest.Mock;
	} >;

	beforeEach( () => {
		observers = [];
		window.IntersectionObserver = jest.fn(
			( callback: IntersectionObserverCallback ) => {
				const observer = {
					callback,
					observe: jest.fn(),
					disconnect: jest.fn(),
				};
				observers.push( observer );
				return observer;
			}
		) as unknown as typeof IntersectionObserver;
		document.cookie =
			'map_provider=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
	} );

	it( 'loads nothing before the visitor asks, and offers a real button', () => {
		const figure = renderMap();
		const { load } = fakeDraw();
		expect( initMap( figure, load ) ).toBe( true );
		expect( load ).not.toHaveBeenCalled();
		const button = figure.querySelector( 'button' )!;
		expect( button.type ).toBe( 'button' );
		expect( button.textContent ).toBe( 'Explore the map' );
	} );

	it( 'does nothing without data or a provider', () => {
		const { load } = fakeDraw();
		expect( initMap( renderMap( null ), load ) ).toBe( false );
		expect(
			initMap(
				renderMap( { ...DATA, mapbox: null, mapkit: null } ),
				load
			)
		).toBe( false );
		expect( document.querySelector( 'button' ) ).toBeNull();
	} );

	it( 'draws the map on a click, in place of the image, and moves focus into it', async () => {
		const figure = renderMap();
		const { load, calls } = fakeDraw();
		initMap( figure, load );
		const button = figure.querySelector( 'button' )!;
		button.focus();
		button.click();
		button.click();
		await settle();
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( calls[ 0 ].provider ).toBe( 'mapbox' );
		expect( figure.querySelector( 'img' ) ).toBeNull();
		expect( figure.querySelector( 'button' ) ).toBeNull();
		expect( figure.ownerDocument.activeElement?.tagName ).toBe( 'CANVAS' );
		expect(
			figure.querySelector( '.wp-block-cairn-map__map' )?.className
		).toContain( 'is-interactive' );
	} );

	it( 'Escape hands focus back to the page just after the map', async () => {
		const figure = renderMap();
		const { load } = fakeDraw();
		initMap( figure, load );
		figure.querySelector( 'button' )!.click();
		await settle();
		const canvas = figure.querySelector( 'canvas' )!;
		canvas.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		const focused = figure.ownerDocument.activeElement as HTMLElement;
		expect( focused.className ).toBe( 'wp-block-cairn-map__help' );
		expect( focused.textContent ).toBe( 'Use the arrow keys' );
		expect(
			focused.previousElementSibling?.classList.contains(
				'wp-block-cairn-map__map'
			)
		).toBe( true );
	} );

	it( 'loads by itself once the map has stayed in view, not when it only passes by', async () => {
		jest.useFakeTimers();
		const figure = renderMap();
		const { load } = fakeDraw();
		initMap( figure, load );
		const [ observer ] = observers;
		const entry = ( isIntersecting: boolean ) =>
			( {
				isIntersecting,
				intersectionRatio: isIntersecting ? 1 : 0,
			} ) as IntersectionObserverEntry;
		observer.callback(
			[ entry( true ) ],
			observer as unknown as IntersectionObserver
		);
		jest.advanceTimersByTime( DWELL_MS - 100 );
		observer.callback(
			[ entry( false ) ],
			observer as unknown as IntersectionObserver
		);
		jest.advanceTimersByTime( DWELL_MS );
		expect( load ).not.toHaveBeenCalled();
		observer.callback(
			[ entry( true ) ],
			observer as unknown as IntersectionObserver
		);
		jest.advanceTimersByTime( DWELL_MS );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( observer.disconnect ).toHaveBeenCalled();
		jest.useRealTimers();
		await settle();
		// Loaded without the visitor asking: focus stays where it was.
		expect( figure.ownerDocument.activeElement ).toBe( document.body );
	} );

	it( 'keeps the image and says so when the map cannot be drawn', async () => {
		const figure = renderMap();
		const { load } = fakeDraw( { fail: DATA.strings.tokenError } );
		initMap( figure, load );
		figure.querySelector( 'button' )!.click();
		await settle();
		expect( figure.querySelector( 'img' ) ).not.toBeNull();
		const notice = figure.querySelector( '[role="alert"]' );
		expect( notice?.textContent ).toBe( DATA.strings.tokenError );
	} );

	it( 'tells the drawing code when the visitor prefers reduced motion', async () => {
		const matchMedia = window.matchMedia;
		window.matchMedia = jest.fn( ( query: string ) => ( {
			matches: query === '(prefers-reduced-motion: reduce)',
		} ) ) as unknown as typeof window.matchMedia;
		const figure = renderMap();
		const { load, calls } = fakeDraw();
		initMap( figure, load );
		figure.querySelector( 'button' )!.click();
		await settle();
		window.matchMedia = matchMedia;
		expect( calls[ 0 ].context.reducedMotion ).toBe( true );
	} );

	it( 'follows the map_provider cookie', async () => {
		document.cookie = 'map_provider=mapkit';
		const figure = renderMap( {
			...DATA,
			mapkit: { tokenUrl: '/wp-json/cairn/v1/mapkit' },
		} );
		const { load, calls } = fakeDraw();
		initMap( figure, load );
		figure.querySelector( 'button' )!.click();
		await settle();
		expect( calls[ 0 ].provider ).toBe( 'mapkit' );
	} );
} );
