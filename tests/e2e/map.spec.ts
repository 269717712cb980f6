/**
 * Map block in the editor, against the local Mapbox server
 * (tests/servers/mapbox.mjs) set as Mapbox's API base URL: the access token
 * set from the block, two markers added by searching, one retitled and one
 * deleted, the height and style changed; saved, and valid when reopened.
 * No request leaves 127.0.0.1.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';
import { blockValidity, insertFromInserter } from './utils/blocks';

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/mapbox.mjs' )
).href;

type MapboxServer = { url: string; stop: () => Promise< void > };

type ServerModule = {
	startMapboxServer: () => Promise< MapboxServer >;
	TEST_TOKEN: string;
};

type SavedPoint = { id: string; title: string; caption: string };

const APPLE_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/apple-snapshot.mjs' )
).href;

type AppleModule = {
	startAppleSnapshotServer: ( options: {
		key: string;
	} ) => Promise< MapboxServer >;
	TEAM_ID: string;
	KEY_ID: string;
};

test.describe( 'Map block', () => {
	let server: MapboxServer;
	let mapbox: ServerModule;

	test.beforeAll( async ( { requestUtils } ) => {
		mapbox = ( await import( SERVER_MODULE ) ) as ServerModule;
		server = await mapbox.startMapboxServer();
		// Only the API base URL is set over REST; the token is set from the block.
		await replaceServices( requestUtils, {
			mapbox_api_base_url: server.url,
			mapbox_token: '',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await replaceServices( requestUtils, {} );
		await requestUtils.deleteAllPosts();
		await server.stop();
	} );

	test( 'sets a token, adds markers by searching, edits and deletes one, resizes and restyles, and stays valid', async ( {
		admin,
		editor,
		page,
	} ) => {
		// Every request the map makes must stay on this machine (the
		// editor's welcome guide fetches its pictures from s.w.org: not ours).
		const outside: string[] = [];
		page.on( 'request', ( request ) => {
			const { hostname, protocol } = new URL( request.url() );
			if (
				[ 'http:', 'https:', 'ws:', 'wss:' ].includes( protocol ) &&
				hostname !== '127.0.0.1' &&
				hostname !== 'localhost' &&
				hostname !== 's.w.org'
			) {
				outside.push( request.url() );
			}
		} );

		await admin.createNewPost( { title: 'Our places' } );
		await insertFromInserter( page, 'Map' );
		const block = editor.canvas.locator( '[data-type="cairn/map"]' );

		// State 1: the token form; 'Set Token' waits for a token.
		const field = block.getByPlaceholder( 'Paste Token Here' );
		await expect( field ).toBeVisible();
		const setToken = block.getByRole( 'button', { name: 'Set Token' } );
		await expect( setToken ).toBeDisabled();
		await field.fill( mapbox.TEST_TOKEN );
		await expect( setToken ).toBeEnabled();
		await setToken.click();

		// State 2: the map, drawn by mapbox-gl from the local style.
		await expect( block.locator( 'canvas.mapboxgl-canvas' ) ).toBeVisible();

		// Two markers, found by searching.
		for ( const [ query, place ] of [
			[ 'Paris', 'Paris, Île-de-France, France' ],
			[
				'Golden Gate',
				'Golden Gate Bridge, San Francisco, California 94129, United States',
			],
		] ) {
			await editor.clickBlockToolbarButton( 'Add a marker' );
			const search = page.getByPlaceholder( 'Add a marker…' );
			await expect( search ).toBeFocused();
			await search.fill( query );
			await page
				.getByRole( 'listbox', { name: 'Places found' } )
				.getByRole( 'option', { name: place } )
				.click();
		}
		await expect(
			block.locator( '.wp-block-cairn-map__marker' )
		).toHaveCount( 2 );

		// Two markers fit the region: no manual zoom.
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect(
			sidebar.getByRole( 'slider', { name: 'Zoom level' } )
		).toBeDisabled();

		// A marker's title, edited in its popup and committed on closing.
		await block.locator( '.wp-block-cairn-map__marker' ).first().click();
		const popup = block.getByRole( 'dialog', { name: 'Marker' } );
		await popup.getByLabel( 'Marker Title' ).fill( 'Our Paris office' );
		await popup.getByRole( 'button', { name: 'Close' } ).click();
		await expect(
			sidebar.getByLabel( 'Marker Title' ).first()
		).toHaveValue( 'Our Paris office' );

		// The other one deleted from the sidebar; one marker zooms again.
		await sidebar
			.getByRole( 'button', { name: 'Delete Marker' } )
			.nth( 1 )
			.click();
		await expect(
			block.locator( '.wp-block-cairn-map__marker' )
		).toHaveCount( 1 );
		await expect(
			sidebar.getByRole( 'slider', { name: 'Zoom level' } )
		).toBeEnabled();

		// The one left is the centre, and zooms: 1000 ms after the map
		// stops, the new zoom is saved.
		const attributes = async () =>
			( await editor.getBlocks() )[ 0 ].attributes as {
				mapCenter: { longitude: number; latitude: number };
				zoom: number;
			};
		expect( ( await attributes() ).mapCenter ).toEqual( {
			longitude: 2.3522,
			latitude: 48.8566,
		} );
		await block.locator( 'canvas.mapboxgl-canvas' ).focus();
		await page.keyboard.press( 'Equal' );
		// The keyboard's zoom is an animation: on a busy machine it can end a
		// hair short of the next level, and what the map shows is saved.
		await expect
			.poll( async () => ( await attributes() ).zoom )
			.toBeCloseTo( 13, 1 );

		// Height and style.
		await sidebar.getByLabel( 'Height in pixels' ).fill( '520' );
		await sidebar.getByRole( 'button', { name: 'Satellite' } ).click();
		await expect(
			block.locator( '.wp-block-cairn-map__resizer' )
		).toHaveCSS( 'height', '520px' );

		const [ saved ] = await editor.getBlocks();
		expect( saved.attributes ).toMatchObject( {
			mapStyle: 'satellite',
			mapHeight: 520,
			zoom: 13,
		} );
		expect(
			( saved.attributes.points as SavedPoint[] ).map(
				( { id, title } ) => ( { id, title } )
			)
		).toEqual( [ { id: 'place.9191', title: 'Our Paris office' } ] );

		await editor.publishPost();
		await page.reload();
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/map', isValid: true },
		] );
		// The token is the site's now: the map comes straight back.
		await expect(
			editor.canvas.locator( '[data-type="cairn/map"] canvas' )
		).toBeVisible();

		expect( outside ).toEqual( [] );
	} );

	test( 'draws with MapKit when the site chose Apple, and edits a marker in its popup', async ( {
		admin,
		editor,
		page,
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
		// Apple's script, played here: MapKit's global as far as the editor
		// uses it, recording the token, the map type and the annotations.
		await page.route( 'https://cdn.apple-mapkit.com/**', ( route ) =>
			route.fulfill( {
				contentType: 'text/javascript',
				body: `( function () {
					var script = document.currentScript;
					var calls = ( window.__mapkitCalls = { tokens: [], titles: [], selects: [] } );
					function Map( element ) {
						calls.map = this;
						this.center = { latitude: 0, longitude: 0 };
						this.region = { span: { longitudeDelta: 1 } };
						var drawn = element.ownerDocument.createElement( 'div' );
						drawn.className = 'fake-mapkit-map';
						element.appendChild( drawn );
					}
					Map.MapTypes = { Standard: 'standard', MutedStandard: 'mutedStandard', Hybrid: 'hybrid' };
					Map.prototype.addEventListener = function () {};
					Map.prototype.showItems = function ( items ) {
						calls.titles = items.map( function ( item ) { return item.options.title; } );
						return items;
					};
					Map.prototype.addAnnotations = Map.prototype.showItems;
					Map.prototype.removeAnnotations = function () {};
					Map.prototype.setRegionAnimated = function () {};
					Map.prototype.destroy = function () {};
					function MarkerAnnotation( coordinate, options ) {
						this.coordinate = coordinate;
						this.options = options;
					}
					MarkerAnnotation.prototype.addEventListener = function ( type, listener ) {
						calls.selects.push( listener );
					};
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
						MarkerAnnotation: MarkerAnnotation,
						Search: function () {
							this.search = function ( query, callback ) {
								calls.searches = ( calls.searches || [] ).concat( query );
								callback( null, { places: [ {
									id: 'I6FD7682FD36BB3BE',
									name: 'Musée du Louvre',
									formattedAddress: 'Rue de Rivoli, 75001 Paris, France',
									coordinate: { latitude: 48.8606, longitude: 2.3376 },
								} ] } );
							};
						},
					};
					window[ script.dataset.callback ]();
				} )();`,
			} )
		);
		type MapkitCalls = {
			tokens: string[];
			titles: string[];
			mapType: string;
		};
		const calls = () =>
			page.evaluate( () => {
				const recorded = (
					window as unknown as {
						__mapkitCalls: MapkitCalls & {
							map: { mapType: string };
						};
					}
				 ).__mapkitCalls;
				return {
					tokens: recorded.tokens,
					titles: recorded.titles,
					mapType: recorded.map.mapType,
				};
			} );

		await admin.createNewPost( { title: 'On Apple’s map' } );

		// Preview mode (the inserter's example): the static image from the
		// site's image route, and no map library.
		await page
			.getByRole( 'toolbar', { name: 'Document tools' } )
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
		await page.getByRole( 'searchbox', { name: /Search/ } ).fill( 'Map' );
		await page
			.getByRole( 'listbox', { name: 'Blocks' } )
			.getByRole( 'option', { name: 'Map', exact: true } )
			.hover();
		const preview = page
			.locator( '.block-editor-inserter__preview iframe' )
			.contentFrame()
			.locator( 'img.wp-block-cairn-map__static' );
		await expect( preview ).toHaveAttribute(
			'src',
			/cairn\/v1\/map-image/
		);
		await expect
			.poll( () =>
				preview.evaluate(
					( image: HTMLImageElement ) => image.naturalWidth
				)
			)
			.toBeGreaterThan( 0 );
		expect( await page.evaluate( () => 'mapkit' in window ) ).toBe( false );
		await page.getByRole( 'searchbox', { name: /Search/ } ).clear();
		await page
			.getByRole( 'toolbar', { name: 'Document tools' } )
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();

		await insertFromInserter( page, 'Map' );
		const block = editor.canvas.locator( '[data-type="cairn/map"]' );
		// No Mapbox token form: MapKit's token comes from the site.
		await expect( block.locator( '.fake-mapkit-map' ) ).toHaveCount( 1 );
		await expect(
			block.getByPlaceholder( 'Paste Token Here' )
		).toHaveCount( 0 );

		// On Apple's maps, places come from Apple's search.
		await editor.clickBlockToolbarButton( 'Add a marker' );
		await page.getByPlaceholder( 'Add a marker…' ).fill( 'Louvre' );
		await page
			.getByRole( 'listbox', { name: 'Places found' } )
			.getByRole( 'option', {
				name: 'Rue de Rivoli, 75001 Paris, France',
			} )
			.click();
		await expect
			.poll( async () => ( await calls() ).titles )
			.toEqual( [ 'Musée du Louvre' ] );

		// Apple's style names, its fullscreen button, no Mapbox labels.
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'button', { name: 'Muted' } ).click();
		await expect(
			sidebar.getByLabel( 'Show Fullscreen Button' )
		).toBeChecked();
		// Labels off hides Apple's points of interest.
		await expect( sidebar.getByLabel( 'Show labels' ) ).toBeChecked();
		expect( await calls() ).toMatchObject( {
			tokens: [ pasted ],
			mapType: 'mutedStandard',
		} );

		// Selecting the marker opens the popup; closing it commits.
		await page.evaluate( () =>
			(
				window as unknown as {
					__mapkitCalls: { selects: Array< () => void > };
				}
			 ).__mapkitCalls.selects.at( -1 )?.()
		);
		const popup = block.getByRole( 'dialog', { name: 'Marker' } );
		await popup.getByLabel( 'Marker Caption' ).fill( 'The city of light' );
		await popup.getByRole( 'button', { name: 'Close' } ).click();
		const [ saved ] = await editor.getBlocks();
		expect( saved.attributes ).toMatchObject( {
			mapStyle: 'black_and_white',
			points: [
				{
					id: 'I6FD7682FD36BB3BE',
					title: 'Musée du Louvre',
					caption: 'The city of light',
					coordinates: { longitude: 2.3376, latitude: 48.8606 },
				},
			],
		} );
	} );

	test( 'previews with Apple’s snapshot on a site that uses MapKit only @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// The owner's MapKit key, and Apple's snapshot service played by a
		// local server that verifies the site's signatures with its public half.
		const { privateKey, publicKey } = crypto.generateKeyPairSync( 'ec', {
			namedCurve: 'prime256v1',
		} );
		const apple = ( await import( APPLE_MODULE ) ) as AppleModule;
		const snapshots = await apple.startAppleSnapshotServer( {
			key: publicKey.export( { type: 'spki', format: 'pem' } ).toString(),
		} );
		try {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: {
					cairn_services: {
						map_provider: 'mapkit',
						mapbox_token: '',
						mapkit_team_id: apple.TEAM_ID,
						mapkit_key_id: apple.KEY_ID,
						mapkit_snapshot_base_url: snapshots.url,
					},
					cairn_secrets: {
						mapkit_private_key: privateKey
							.export( { type: 'pkcs8', format: 'pem' } )
							.toString(),
					},
				},
			} );
			await admin.createNewPost( { title: 'Apple only' } );
			await page
				.getByRole( 'toolbar', { name: 'Document tools' } )
				.getByRole( 'button', { name: 'Block Inserter', exact: true } )
				.click();
			await page
				.getByRole( 'searchbox', { name: /Search/ } )
				.fill( 'Map' );
			await page
				.getByRole( 'listbox', { name: 'Blocks' } )
				.getByRole( 'option', { name: 'Map', exact: true } )
				.hover();
			const preview = page
				.locator( '.block-editor-inserter__preview iframe' )
				.contentFrame()
				.locator( 'img.wp-block-cairn-map__static' );
			await expect( preview ).toHaveAttribute(
				'src',
				/cairn\/v1\/map-image.*provider=mapkit/
			);
			// Drawn: Apple's image through the site, not a broken one.
			await expect
				.poll( () =>
					preview.evaluate(
						( image: HTMLImageElement ) => image.naturalWidth
					)
				)
				.toBeGreaterThan( 0 );
		} finally {
			await snapshots.stop();
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: {
					cairn_services: {
						mapbox_api_base_url: server.url,
						mapbox_token: '',
					},
					cairn_secrets: { mapkit_private_key: '' },
				},
			} );
		}
	} );
} );
