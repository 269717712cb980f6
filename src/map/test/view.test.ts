/**
 * Internal dependencies
 */
import { initMap, type DrawLoader } from '../view';
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

	it( 'never loads by itself, however long the map stays in view', async () => {
		jest.useFakeTimers();
		try {
			const figure = renderMap();
			const { load } = fakeDraw();
			initMap( figure, load );
			// Nothing watches the viewport, and no timer runs.
			expect( observers ).toHaveLength( 0 );
			jest.advanceTimersByTime( 60_000 );
			expect( load ).not.toHaveBeenCalled();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'loads on a touch of the static image, leaving focus where it was', async () => {
		const figure = renderMap();
		const { load } = fakeDraw();
		initMap( figure, load );
		figure
			.querySelector( 'img' )!
			.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		await settle();
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( figure.ownerDocument.activeElement ).toBe( document.body );
	} );

	it( 'says in its own words that the map could not be loaded, keeps the image and the places, and tries again', async () => {
		const figure = renderMap();
		// What the browser says when the network is gone.
		const { load } = fakeDraw( { fail: 'Failed to fetch' } );
		initMap( figure, load );
		const button = figure.querySelector( 'button' )!;
		button.click();
		await settle();
		const notice = figure.querySelector( '[role="alert"]' );
		expect( notice?.textContent ).toBe( DATA.strings.loadError );
		expect( figure.textContent ).not.toContain( 'Failed to fetch' );
		expect( figure.querySelector( 'img' ) ).not.toBeNull();
		expect(
			figure.querySelector( '.wp-block-cairn-map__places' )
		).toHaveTextContent( 'Golden Gate' );
		expect(
			figure.querySelector( '.wp-block-cairn-map__interactive' )
		).toBeNull();
		expect( button.isConnected ).toBe( true );
		expect( button ).not.toHaveAttribute( 'aria-busy' );
		button.click();
		await settle();
		expect( load ).toHaveBeenCalledTimes( 2 );
		expect( figure.querySelectorAll( '[role="alert"]' ) ).toHaveLength( 1 );
	} );

	it( 'says so, once drawing began, when the library reports a failure', async () => {
		const figure = renderMap();
		const load = jest.fn( async () => ( {
			draw: async (
				_provider: 'mapbox' | 'mapkit',
				context: Context
			) => {
				const canvas = document.createElement( 'canvas' );
				context.container.append( canvas );
				// mapbox-gl refused the style (a bad token, no network).
				context.failed( DATA.strings.loadError );
				return canvas as HTMLElement;
			},
		} ) ) as jest.MockedFunction< DrawLoader >;
		initMap( figure, load );
		figure.querySelector( 'button' )!.click();
		await settle();
		expect( figure.querySelector( 'canvas' ) ).toBeNull();
		expect( figure.querySelector( 'img' ) ).not.toBeNull();
		expect( figure.querySelector( '[role="alert"]' )?.textContent ).toBe(
			DATA.strings.loadError
		);
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
