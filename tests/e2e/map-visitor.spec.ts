/**
 * Map block, as visitors get it: a post holding a saved map (made over
 * REST, no editor) with Mapbox set up against the local Mapbox server
 * (tests/servers/mapbox.mjs). The visitor sees the static image, served by
 * the site's map-image route, and the places' list, and downloads no map
 * library until they use the map; then mapbox-gl draws it, taking the
 * keyboard, and Escape hands focus back to the page. No request leaves
 * 127.0.0.1, and a page without a map loads none of the map's scripts.
 * With Apple chosen, MapKit JS (played by a stand-in for Apple's script)
 * gets the site's token from /cairn/v1/mapkit.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';
import { visitAsVisitor } from './utils/blocks';

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/mapbox.mjs' )
).href;

type MapboxServer = { url: string; stop: () => Promise< void > };

type ServerModule = {
	startMapboxServer: () => Promise< MapboxServer >;
	TEST_TOKEN: string;
};

// What mapbox-gl needs to draw: a style. The test server speaks the static
// images and geocoding; a style with one background layer is enough here
// (no tiles, glyphs or sprites to fetch).
const STYLE = {
	version: 8,
	name: 'Cairn test',
	sources: {},
	layers: [
		{
			id: 'background',
			type: 'background',
			paint: { 'background-color': '#e8e6e1' },
		},
	],
};

const POINTS = [
	{
		id: 'poi.1786706',
		title: 'Golden Gate Bridge',
		caption: 'Walk across at sunset <b>',
		placeTitle:
			'Golden Gate Bridge, San Francisco, California 94129, United States',
		coordinates: { longitude: -122.4783, latitude: 37.8199 },
	},
	{
		id: 'place.292358',
		title: 'City Hall',
		caption: 'Beaux-Arts dome',
		placeTitle: 'San Francisco, California, United States',
		coordinates: { longitude: -122.4194, latitude: 37.7749 },
	},
];

/**
 * A post's content: a paragraph, a tall spacer (so the map starts out of
 * view and loads nothing by itself) and the map.
 *
 * @param attributes The map's attributes.
 * @return Block markup.
 */
function mapPost( attributes: Record< string, unknown > ): string {
	return [
		'<!-- wp:paragraph --><p>Our places</p><!-- /wp:paragraph -->',
		'<!-- wp:spacer {"height":"1600px"} --><div style="height:1600px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->',
		`<!-- wp:cairn/map ${ JSON.stringify( attributes ) } /-->`,
		'<!-- wp:paragraph --><p><a href="#top">After the map</a></p><!-- /wp:paragraph -->',
	].join( '\n' );
}

/**
 * Records every request a page makes, and serves the test style to mapbox-gl.
 *
 * @param page   The visitor's page.
 * @param server The local Mapbox server.
 * @return The requested URLs.
 */
async function watch( page: Page, server: MapboxServer ): Promise< string[] > {
	const requested: string[] = [];
	page.on( 'request', ( request ) => requested.push( request.url() ) );
	await page.route( `${ server.url }/styles/v1/**`, ( route ) =>
		route.request().url().includes( '/static/' )
			? route.continue()
			: route.fulfill( { json: STYLE } )
	);
	return requested;
}

/** A map library's files: the mapbox-gl chunk and stylesheet, the drawing code. */
const LIBRARY = /mapbox-gl|map-draw|apple-mapkit/;

test.describe( 'Map block for visitors', () => {
	let server: MapboxServer;
	let mapbox: ServerModule;
	let postId: number;

	test.beforeAll( async ( { requestUtils } ) => {
		mapbox = ( await import( SERVER_MODULE ) ) as ServerModule;
		server = await mapbox.startMapboxServer();
		await replaceServices( requestUtils, {
			mapbox_token: mapbox.TEST_TOKEN,
			mapbox_api_base_url: server.url,
		} );
		const post = await requestUtils.createPost( {
			title: 'Places to see',
			content: mapPost( {
				points: POINTS,
				zoom: 12,
				mapStyle: 'default',
				markerColor: '#0066ff',
			} ),
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		postId = post.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await replaceServices( requestUtils, {} );
		await requestUtils.deleteAllPosts();
		await server.stop();
	} );

	test( 'shows the static image and the places with no map library until the visitor uses the map, then the interactive map by keyboard', async ( {
		browser,
	} ) => {
		const visitor = await visitAsVisitor( browser, 'about:blank' );
		const requested = await watch( visitor, server );
		// mapbox-gl draws with WebGL: headless Chromium has it (SwiftShader).
		expect(
			await visitor.evaluate(
				() =>
					!! document.createElement( 'canvas' ).getContext( 'webgl' )
			)
		).toBe( true );
		const imageResponse = visitor.waitForResponse( ( response ) =>
			/map-image/.test( response.url() )
		);
		await visitor.goto( `${ process.env.WP_BASE_URL }/?p=${ postId }` );

		// The static image, from the site's map-image route (the local
		// Mapbox server behind it), and the list of places.
		const figure = visitor.locator( 'figure.wp-block-cairn-map' );
		const image = figure.locator( 'img.wp-block-cairn-map__image' );
		// The map is out of view (below the spacer) until the visitor
		// goes to it, so it cannot load by itself meanwhile.
		expect(
			await figure.evaluate(
				( element ) => element.getBoundingClientRect().top
			)
		).toBeGreaterThan( await visitor.evaluate( () => window.innerHeight ) );
		await expect( image ).toHaveAttribute(
			'alt',
			'Map showing Golden Gate Bridge and City Hall'
		);
		const response = await imageResponse;
		expect( response.status() ).toBe( 200 );
		expect( response.headers()[ 'content-type' ] ).toBe( 'image/png' );
		expect(
			await image.evaluate(
				( element: HTMLImageElement ) => element.naturalWidth
			)
		).toBeGreaterThan( 0 );
		const places = figure.locator( '.wp-block-cairn-map__places li' );
		await expect( places ).toHaveText( [
			'Golden Gate BridgeWalk across at sunset <b>',
			'City HallBeaux-Arts dome',
		] );
		await expect( figure ).not.toContainText( 'United States' );

		// Nothing but the small view script while the visitor only reads.
		await visitor.waitForLoadState( 'load' );
		await expect(
			figure.locator( '.wp-block-cairn-map__map' )
		).not.toHaveClass( /is-loading|is-interactive/ );
		expect(
			requested.filter( ( url ) => /\/build\/map\/view\.js/.test( url ) )
		).toHaveLength( 1 );
		expect( requested.filter( ( url ) => LIBRARY.test( url ) ) ).toEqual(
			[]
		);
		expect(
			requested.filter( ( url ) => url.startsWith( server.url ) )
		).toEqual( [] );
		expect( await visitor.evaluate( () => 'mapboxgl' in window ) ).toBe(
			false
		);

		// The map is a button: reached and pressed from the keyboard.
		const button = figure.getByRole( 'button', {
			name: 'Explore the map',
		} );
		await button.focus();
		await visitor.keyboard.press( 'Enter' );

		const area = figure.locator( '.wp-block-cairn-map__map' );
		await expect( area ).toHaveClass( /is-interactive/ );
		const canvas = area.locator( 'canvas.mapboxgl-canvas' );
		await expect( canvas ).toBeVisible();
		await expect( canvas ).toBeFocused();
		await expect( canvas ).toHaveAttribute(
			'aria-label',
			'Interactive map'
		);
		await expect( image ).toHaveCount( 0 );
		await expect( area.locator( '.cairn-map-marker' ) ).toHaveCount( 2 );
		expect(
			requested.some( ( url ) => /chunks\/mapbox-gl\./.test( url ) )
		).toBe( true );
		expect(
			requested.some( ( url ) => /mapbox-gl[^/]*\.css/.test( url ) )
		).toBe( true );

		// The keyboard pans the map.
		const markerBefore = await area
			.locator( '.cairn-map-marker' )
			.first()
			.boundingBox();
		await visitor.keyboard.press( 'ArrowRight' );
		await expect
			.poll(
				async () =>
					(
						await area
							.locator( '.cairn-map-marker' )
							.first()
							.boundingBox()
					)?.x
			)
			.toBeLessThan( ( markerBefore?.x ?? 0 ) - 10 );

		// A marker opens its popup from the keyboard: title and caption as text.
		await area.locator( '.cairn-map-marker' ).first().focus();
		await visitor.keyboard.press( 'Enter' );
		const popup = area.locator( '.mapboxgl-popup' );
		await expect( popup ).toContainText( 'Golden Gate Bridge' );
		await expect( popup ).toContainText( 'Walk across at sunset <b>' );

		// Escape hands focus back to the page, just after the map.
		await canvas.focus();
		await visitor.keyboard.press( 'Escape' );
		await expect(
			figure.locator( '.wp-block-cairn-map__help' )
		).toBeFocused();
		await visitor.keyboard.press( 'Tab' );
		await expect(
			visitor.getByRole( 'link', { name: 'After the map' } )
		).toBeFocused();

		// Nothing left 127.0.0.1: the site, and mapbox-gl at the test server.
		expect(
			requested.filter(
				( url ) =>
					! url.startsWith( 'http://127.0.0.1' ) &&
					! url.startsWith( 'blob:' ) &&
					! url.startsWith( 'data:' ) &&
					url !== 'about:blank'
			)
		).toEqual( [] );
		await visitor.context().close();
	} );

	test( 'never loads the map by itself, however long it stays in view @full', async ( {
		browser,
		problems,
	} ) => {
		const visitor = await visitAsVisitor( browser, 'about:blank' );
		const requested = await watch( visitor, server );
		// The page's clock, so that a minute passes without waiting one. It
		// also stands in for `performance`, whose navigation timing a
		// script of WordPress's on the page then fails to read.
		problems.expect( /domContentLoadedEventStart/ );
		await visitor.clock.install();
		await visitor.goto( `${ process.env.WP_BASE_URL }/?p=${ postId }` );
		const area = visitor.locator( '.wp-block-cairn-map__map' );
		await area.scrollIntoViewIfNeeded();
		await expect( area ).toBeInViewport();
		await visitor.clock.runFor( 60_000 );
		// Loading would have begun in that minute: it marks the map at once.
		await expect( area ).not.toHaveClass( /is-loading|is-interactive/ );
		expect( requested.filter( ( url ) => LIBRARY.test( url ) ) ).toEqual(
			[]
		);
		await visitor.context().close();
	} );

	test( 'without a network, keeps the image and the places and says so in its own words @full', async ( {
		browser,
		problems,
	} ) => {
		// The browser reports each of the map's files it cannot fetch.
		problems.expect(
			/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/
		);
		const visitor = await visitAsVisitor( browser, 'about:blank' );
		await visitor.goto( `${ process.env.WP_BASE_URL }/?p=${ postId }` );
		const figure = visitor.locator( 'figure.wp-block-cairn-map' );
		await expect(
			figure.locator( 'img.wp-block-cairn-map__image' )
		).toBeVisible();
		// The network goes: nothing more reaches the site or Mapbox.
		await visitor.context().setOffline( true );
		const button = figure.getByRole( 'button', {
			name: 'Explore the map',
		} );
		await button.click();
		await expect( figure.getByRole( 'alert' ) ).toHaveText(
			'The interactive map could not be loaded. Check your connection, then try again.'
		);
		await expect( figure ).not.toContainText( 'Failed to fetch' );
		await expect(
			figure.locator( 'img.wp-block-cairn-map__image' )
		).toBeVisible();
		await expect(
			figure.locator( '.wp-block-cairn-map__places li' )
		).toHaveCount( 2 );
		// Back online, the same button tries again.
		await visitor.context().setOffline( false );
		await button.click();
		await expect(
			figure.locator( '.wp-block-cairn-map__map' )
		).toHaveClass( /is-interactive/ );
		await expect( figure.getByRole( 'alert' ) ).toHaveCount( 0 );
		await visitor.context().close();
	} );

	test( 'draws with MapKit JS from Apple’s CDN when the site chose Apple, with a token from the site', async ( {
		browser,
		requestUtils,
	} ) => {
		// A token pasted from Apple's dashboard (three base64url parts).
		const pasted = 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJURUFNIn0.c2lnbmF0dXJl';
		await replaceServices( requestUtils, {
			mapbox_token: mapbox.TEST_TOKEN,
			mapbox_api_base_url: server.url,
			map_provider: 'mapkit',
			mapkit_token: pasted,
		} );
		const visitor = await visitAsVisitor( browser, 'about:blank' );
		const requested = await watch( visitor, server );
		// Apple's script, played here: MapKit's global as far as the map
		// uses it, recording the token it is given and the annotations.
		await visitor.route( 'https://cdn.apple-mapkit.com/**', ( route ) =>
			route.fulfill( {
				contentType: 'text/javascript',
				body: `( function () {
					var script = document.currentScript;
					var calls = ( window.__mapkitCalls = { tokens: [], titles: [] } );
					function Map( element, options ) {
						calls.options = options;
						var drawn = document.createElement( 'div' );
						drawn.className = 'fake-mapkit-map';
						element.appendChild( drawn );
					}
					Map.MapTypes = { Standard: 'standard', MutedStandard: 'mutedStandard', Hybrid: 'hybrid' };
					Map.prototype.showItems = function ( items ) {
						calls.titles = items.map( function ( item ) { return item.options.title; } );
						return items;
					};
					Map.prototype.addAnnotations = Map.prototype.showItems;
					window.mapkit = {
						init: function ( options ) {
							options.authorizationCallback( function ( token ) { calls.tokens.push( token ); } );
						},
						addEventListener: function () {},
						Map: Map,
						Coordinate: function ( latitude, longitude ) { this.latitude = latitude; this.longitude = longitude; },
						CoordinateSpan: function () {},
						CoordinateRegion: function () {},
						Padding: function () {},
						MarkerAnnotation: function ( coordinate, options ) { this.coordinate = coordinate; this.options = options; },
					};
					window[ script.dataset.callback ]();
				} )();`,
			} )
		);
		await visitor.goto( `${ process.env.WP_BASE_URL }/?p=${ postId }` );
		const figure = visitor.locator( 'figure.wp-block-cairn-map' );
		await figure.getByRole( 'button', { name: 'Explore the map' } ).click();
		const area = figure.locator( '.wp-block-cairn-map__map' );
		await expect( area ).toHaveClass( /is-interactive/ );
		await expect( area.locator( '.fake-mapkit-map' ) ).toHaveCount( 1 );
		expect(
			await visitor.evaluate(
				() =>
					(
						window as unknown as {
							__mapkitCalls: {
								tokens: string[];
								titles: string[];
								options: Record< string, unknown >;
							};
						}
					 ).__mapkitCalls
			)
		).toMatchObject( {
			tokens: [ pasted ],
			titles: [ 'Golden Gate Bridge', 'City Hall' ],
			// Two markers keep the zoom that shows both; it pans.
			options: {
				isZoomEnabled: false,
				isScrollEnabled: true,
				showsZoomControl: false,
			},
		} );
		expect(
			requested.filter( ( url ) =>
				url.startsWith( 'https://cdn.apple-mapkit.com/mk/5.' )
			)
		).toHaveLength( 1 );
		expect( requested.some( ( url ) => /mapbox-gl/.test( url ) ) ).toBe(
			false
		);
		const map = area.locator( '.wp-block-cairn-map__interactive' );
		await expect( map ).toBeFocused();
		await visitor.keyboard.press( 'Escape' );
		await expect(
			figure.locator( '.wp-block-cairn-map__help' )
		).toBeFocused();
		await visitor.context().close();
		await replaceServices( requestUtils, {
			mapbox_token: mapbox.TEST_TOKEN,
			mapbox_api_base_url: server.url,
		} );
	} );

	test( 'a page without a map loads none of the map’s files @full', async ( {
		browser,
		requestUtils,
	} ) => {
		const other = await requestUtils.createPost( {
			title: 'No map',
			content: '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const visitor = await visitAsVisitor( browser, 'about:blank' );
		const requested = await watch( visitor, server );
		await visitor.goto( `${ process.env.WP_BASE_URL }/?p=${ other.id }` );
		await expect( visitor.getByText( 'Plain' ) ).toBeVisible();
		expect(
			requested.filter(
				( url ) => LIBRARY.test( url ) || /\/build\/map\//.test( url )
			)
		).toEqual( [] );
		await visitor.context().close();
	} );
} );
