/**
 * Internal dependencies
 */
import { draw, type Context, type MapLoaders } from '../draw';
import type { MapboxGl } from '../lib/load-mapbox';
import type { ViewData, ViewPoint } from '../lib/view-data';

const POINTS: ViewPoint[] = [
	{
		title: '<b>Golden Gate</b>',
		caption: 'The bridge',
		coordinates: { longitude: -122.4783, latitude: 37.8199 },
	},
	{
		title: 'City Hall',
		caption: '',
		coordinates: { longitude: -122.4194, latitude: 37.7749 },
	},
];

const DATA: ViewData = {
	provider: '',
	points: POINTS,
	center: { longitude: -122.4194, latitude: 37.7749 },
	zoom: 13,
	mapStyle: 'black_and_white',
	markerColor: '#00aa33',
	mapDetails: true,
	scrollToZoom: true,
	showFullscreen: true,
	mapbox: { accessToken: 'pk.x', apiBaseUrl: 'http://127.0.0.1:1' },
	mapkit: null,
	language: 'en-US',
	strings: {
		activate: 'Explore the map',
		region: 'Interactive map',
		keyboard: 'Keys',
		tokenError: 'Token',
		loadError: 'The interactive map could not be loaded.',
		fullscreen: 'Full screen',
	},
};

/**
 * A stand-in for mapbox-gl that records what the map was made with.
 *
 * @return The fake and its records.
 */
function fakeMapbox() {
	const made: {
		options?: Record< string, unknown >;
		controls: unknown[];
		markers: Array< {
			options: { element: HTMLElement };
			popup?: { content?: HTMLElement; options: unknown };
			toggled: number;
		} >;
		events: Record< string, ( event?: unknown ) => void >;
		hidden: string[];
	} = { controls: [], markers: [], events: {}, hidden: [] };
	const canvas = document.createElement( 'canvas' );
	class Popup {
		options: unknown;
		content?: HTMLElement;
		constructor( options: unknown ) {
			this.options = options;
		}
		setDOMContent( content: HTMLElement ) {
			this.content = content;
			return this;
		}
	}
	class Marker {
		record: ( typeof made.markers )[ 0 ];
		constructor( options: { element: HTMLElement } ) {
			this.record = { options, toggled: 0 };
			made.markers.push( this.record );
		}
		setLngLat() {
			return this;
		}
		setPopup( popup: Popup ) {
			this.record.popup = popup;
			return this;
		}
		addTo() {
			return this;
		}
		togglePopup() {
			this.record.toggled++;
			return this;
		}
	}
	class FakeMap {
		touchZoomRotate = { disableRotation: jest.fn() };
		keyboard = { disableRotation: jest.fn() };
		constructor( options: Record< string, unknown > ) {
			made.options = options;
		}
		addControl( control: unknown ) {
			made.controls.push( control );
		}
		on( name: string, callback: ( event?: unknown ) => void ) {
			made.events[ name ] = callback;
		}
		getCanvas() {
			return canvas;
		}
		getStyle() {
			return {
				layers: [
					{ id: 'water', type: 'fill' },
					{ id: 'road-label', type: 'symbol' },
				],
			};
		}
		setLayoutProperty( id: string ) {
			made.hidden.push( id );
		}
	}
	const gl = {
		supported: () => true,
		Map: FakeMap,
		Marker,
		Popup,
		NavigationControl: class {},
	} as unknown as MapboxGl;
	const loaders: MapLoaders = {
		mapbox: jest.fn( async () => gl ),
		mapkit: jest.fn(),
	};
	return { made, loaders, canvas };
}

/**
 * A drawing context over a fresh map box.
 *
 * @param data The map's data.
 * @return The context and its callbacks.
 */
function context( data: ViewData ): Context & {
	shown: jest.Mock;
	failed: jest.Mock;
} {
	document.body.innerHTML =
		'<figure><div class="wp-block-cairn-map__map"></div><p id="help"></p></figure>';
	const area = document.querySelector< HTMLElement >(
		'.wp-block-cairn-map__map'
	)!;
	const container = document.createElement( 'div' );
	area.append( container );
	return {
		figure: document.querySelector( 'figure' )!,
		area,
		data,
		container,
		help: document.getElementById( 'help' )!,
		reducedMotion: true,
		shown: jest.fn(),
		failed: jest.fn(),
	};
}

describe( 'draw with mapbox-gl', () => {
	it( 'fits several points with padding 80 top and bottom, 40 left and right, and keeps that zoom: no zoom control, no zooming by wheel, click, box or pinch', async () => {
		const { made, loaders, canvas } = fakeMapbox();
		const target = await draw( 'mapbox', context( DATA ), loaders );
		expect( loaders.mapbox ).toHaveBeenCalledWith( DATA.mapbox );
		expect( made.options ).toMatchObject( {
			style: 'mapbox://styles/mapbox/light-v10',
			bounds: [
				[ -122.4783, 37.7749 ],
				[ -122.4194, 37.8199 ],
			],
			fitBoundsOptions: {
				padding: { top: 80, bottom: 80, left: 40, right: 40 },
				animate: false,
			},
			scrollZoom: false,
			boxZoom: false,
			doubleClickZoom: false,
			touchZoomRotate: false,
			// It still pans, by mouse, touch and keys.
			keyboard: true,
		} );
		expect( made.controls ).toHaveLength( 0 );
		expect( target ).toBe( canvas );
		expect( canvas.getAttribute( 'aria-label' ) ).toBe( 'Interactive map' );
		expect( canvas.getAttribute( 'aria-describedby' ) ).toBe( 'help' );
	} );

	it( 'centres one point at the block’s zoom with a zoom control, scroll zoom as set', async () => {
		const { made, loaders } = fakeMapbox();
		await draw(
			'mapbox',
			context( { ...DATA, points: [ POINTS[ 0 ] ] } ),
			loaders
		);
		expect( made.options ).toMatchObject( {
			center: [ -122.4783, 37.8199 ],
			zoom: 13,
			scrollZoom: true,
			doubleClickZoom: true,
			keyboard: true,
		} );
		expect( made.options?.bounds ).toBeUndefined();
		expect( made.controls ).toHaveLength( 1 );
	} );

	it( 'gives each marker a 32×38 pin in its colour and a popup with its title and caption as text', async () => {
		const { made, loaders } = fakeMapbox();
		await draw( 'mapbox', context( DATA ), loaders );
		expect( made.markers ).toHaveLength( 2 );
		const [ first ] = made.markers;
		expect( first.options.element.style.width ).toBe( '32px' );
		expect(
			first.options.element
				.querySelector( 'path' )
				?.getAttribute( 'fill' )
		).toBe( '#00aa33' );
		expect( first.popup?.content?.textContent ).toBe(
			'<b>Golden Gate</b>The bridge'
		);
		expect( first.popup?.content?.querySelector( 'b' ) ).toBeNull();
		expect( first.options.element.getAttribute( 'aria-label' ) ).toBe(
			'<b>Golden Gate</b>'
		);
		first.options.element.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter' } )
		);
		expect( first.toggled ).toBe( 1 );
	} );

	it( 'animates nothing for visitors who prefer reduced motion', async () => {
		const { made, loaders } = fakeMapbox();
		await draw( 'mapbox', context( DATA ), loaders );
		expect( made.options?.fadeDuration ).toBe( 0 );
	} );

	it( 'hides labels when the block shows none', async () => {
		const { made, loaders } = fakeMapbox();
		await draw(
			'mapbox',
			context( { ...DATA, mapDetails: false } ),
			loaders
		);
		made.events[ 'style.load' ]();
		expect( made.hidden ).toEqual( [ 'road-label' ] );
	} );

	it( 'reports an error before the map has drawn, not a missing tile after', async () => {
		const { made, loaders } = fakeMapbox();
		const ctx = context( DATA );
		await draw( 'mapbox', ctx, loaders );
		made.events.error( { error: new Error( 'style' ) } );
		expect( ctx.failed ).toHaveBeenCalledWith( DATA.strings.loadError );
		const ok = fakeMapbox();
		const ctx2 = context( DATA );
		await draw( 'mapbox', ctx2, ok.loaders );
		ok.made.events.load();
		ok.made.events.error( { error: new Error( 'tile' ) } );
		expect( ctx2.shown ).toHaveBeenCalled();
		expect( ctx2.failed ).not.toHaveBeenCalled();
		// Both are logged for the site's developer.
		expect( console ).toHaveErrored();
	} );
} );

describe( 'draw with MapKit JS', () => {
	/**
	 * A stand-in for MapKit's global that records the map and annotations.
	 *
	 * @return The fake and its records.
	 */
	function fakeMapkit() {
		const made: {
			options?: Record< string, unknown >;
			annotations: Array< { coordinate: unknown; options: unknown } >;
			shown?: { items: unknown[]; options: Record< string, unknown > };
			added?: unknown[];
			region?: unknown;
		} = { annotations: [] };
		class Coordinate {
			constructor(
				public latitude: number,
				public longitude: number
			) {}
		}
		class FakeMap {
			static MapTypes = {
				Standard: 'standard',
				MutedStandard: 'mutedStandard',
				Hybrid: 'hybrid',
			};
			constructor(
				_element: HTMLElement,
				options: Record< string, unknown >
			) {
				made.options = options;
			}
			showItems( items: unknown[], options: Record< string, unknown > ) {
				made.shown = { items, options };
				return items;
			}
			addAnnotations( items: unknown[] ) {
				made.added = items;
				return items;
			}
			set region( value: unknown ) {
				made.region = value;
			}
		}
		const mapkit = {
			Map: FakeMap,
			Coordinate,
			CoordinateSpan: class {
				constructor(
					public latitudeDelta: number,
					public longitudeDelta: number
				) {}
			},
			CoordinateRegion: class {
				constructor(
					public center: unknown,
					public span: unknown
				) {}
			},
			Padding: class {
				constructor(
					public top: number,
					public right: number,
					public bottom: number,
					public left: number
				) {}
			},
			MarkerAnnotation: class {
				constructor( coordinate: unknown, options: unknown ) {
					made.annotations.push( { coordinate, options } );
				}
			},
		};
		const loaders: MapLoaders = {
			mapbox: jest.fn(),
			mapkit: jest.fn( async () => mapkit as never ),
		};
		return { made, loaders };
	}

	const MAPKIT: ViewData = {
		...DATA,
		mapbox: null,
		mapkit: { tokenUrl: '/wp-json/cairn/v1/mapkit' },
	};

	it( 'loads MapKit with the site’s token route and the token error text, and draws Muted for black and white', async () => {
		const { made, loaders } = fakeMapkit();
		const ctx = context( MAPKIT );
		const target = await draw( 'mapkit', ctx, loaders );
		expect( loaders.mapkit ).toHaveBeenCalledWith(
			expect.objectContaining( {
				tokenErrorMessage: 'Token',
				language: 'en-US',
			} )
		);
		expect( made.options?.mapType ).toBe( 'mutedStandard' );
		expect( target ).toBe( ctx.container );
		expect( target.tabIndex ).toBe( 0 );
		expect( target.getAttribute( 'aria-label' ) ).toBe( 'Interactive map' );
		expect( ctx.shown ).toHaveBeenCalled();
	} );

	it( 'fits several markers with padding 80/40, titles and captions on the annotations, and keeps that zoom', async () => {
		const { made, loaders } = fakeMapkit();
		await draw( 'mapkit', context( MAPKIT ), loaders );
		expect( made.options?.showsZoomControl ).toBe( false );
		expect( made.options?.isZoomEnabled ).toBe( false );
		expect( made.options?.isScrollEnabled ).toBe( true );
		expect( made.annotations.map( ( { options } ) => options ) ).toEqual( [
			{
				title: '<b>Golden Gate</b>',
				subtitle: 'The bridge',
				color: '#00aa33',
			},
			{ title: 'City Hall', subtitle: '', color: '#00aa33' },
		] );
		expect( made.shown?.options ).toMatchObject( {
			animate: false,
			padding: { top: 80, right: 40, bottom: 80, left: 40 },
		} );
	} );

	it( 'centres one marker at the block’s zoom with a zoom control', async () => {
		const { made, loaders } = fakeMapkit();
		await draw(
			'mapkit',
			context( { ...MAPKIT, points: [ POINTS[ 0 ] ], zoom: 10 } ),
			loaders
		);
		expect( made.options?.showsZoomControl ).toBe( true );
		expect( made.options?.isScrollEnabled ).toBe( true );
		expect( made.added ).toHaveLength( 1 );
		expect( made.region ).toMatchObject( {
			center: { latitude: 37.8199, longitude: -122.4783 },
			span: { longitudeDelta: 360 / 1024 },
		} );
	} );
	it( 'zooms by gesture only with "Scroll to zoom", as the editor', async () => {
		const off = fakeMapkit();
		await draw(
			'mapkit',
			context( {
				...MAPKIT,
				points: [ POINTS[ 0 ] ],
				scrollToZoom: false,
			} ),
			off.loaders
		);
		expect( off.made.options?.isZoomEnabled ).toBe( false );
		const on = fakeMapkit();
		await draw(
			'mapkit',
			context( {
				...MAPKIT,
				points: [ POINTS[ 0 ] ],
				scrollToZoom: true,
			} ),
			on.loaders
		);
		expect( on.made.options?.isZoomEnabled ).toBe( true );
	} );

	it( 'hides the points of interest when the block shows no labels', async () => {
		const hidden = fakeMapkit();
		await draw(
			'mapkit',
			context( { ...MAPKIT, mapDetails: false } ),
			hidden.loaders
		);
		expect( hidden.made.options?.showsPointsOfInterest ).toBe( false );
		const shown = fakeMapkit();
		await draw(
			'mapkit',
			context( { ...MAPKIT, mapDetails: true } ),
			shown.loaders
		);
		expect( shown.made.options?.showsPointsOfInterest ).toBe( true );
	} );
} );
