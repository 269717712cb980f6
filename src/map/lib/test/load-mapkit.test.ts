/**
 * Internal dependencies
 */
import {
	fetchMapkitToken,
	loadMapkit,
	MAPKIT_ERROR,
	MAPKIT_SCRIPT,
	resetMapkitForTests,
	type Mapkit,
} from '../load-mapkit';

const TOKEN_ERROR =
	'Failed to retrieve a Mapkit API token. Please try refreshing.';

type Listener = ( event: { status?: string; message?: string } ) => void;

/**
 * A stand-in for MapKit's global: records init and error listeners.
 *
 * @return The fake and what it recorded.
 */
function fakeMapkit() {
	const listeners: Listener[] = [];
	let authorize: ( ( done: ( token: string ) => void ) => void ) | null =
		null;
	const mapkit = {
		init: jest.fn( ( options: Parameters< Mapkit[ 'init' ] >[ 0 ] ) => {
			authorize = options.authorizationCallback;
		} ),
		addEventListener: jest.fn( ( _type: string, listener: Listener ) => {
			listeners.push( listener );
		} ),
	} as unknown as Mapkit;
	return {
		mapkit,
		listeners,
		authorize: ( done: ( token: string ) => void ) => authorize?.( done ),
	};
}

/** The fake scripts' watchers, stopped before each test. */
const observers: MutationObserver[] = [];

/**
 * Plays Apple's script: on being added, sets the global and calls the
 * callback named in data-callback.
 *
 * @param mapkit The fake global.
 */
function serveScript( mapkit: Mapkit ): void {
	const observer = new MutationObserver( () => {
		const script = document.head.querySelector< HTMLScriptElement >(
			`script[src="${ MAPKIT_SCRIPT }"]`
		);
		if ( script && ! script.dataset.served ) {
			script.dataset.served = '1';
			window.mapkit = mapkit;
			const name = script.dataset.callback as '__cairnMapkitLoaded';
			window[ name ]?.();
		}
	} );
	observer.observe( document.head, { childList: true } );
	observers.push( observer );
}

beforeEach( () => {
	observers.splice( 0 ).forEach( ( observer ) => observer.disconnect() );
	resetMapkitForTests();
	document.head.innerHTML = '';
} );

describe( 'loadMapkit', () => {
	it( 'adds MapKit JS 5.x from Apple’s CDN once, and initialises it once with the site’s token', async () => {
		const fake = fakeMapkit();
		serveScript( fake.mapkit );
		const fetchToken = jest.fn( async () => 'jwt.one.two' );
		const settings = { fetchToken, tokenErrorMessage: TOKEN_ERROR };
		const [ first, second ] = await Promise.all( [
			loadMapkit( settings ),
			loadMapkit( settings ),
		] );
		expect( first ).toBe( fake.mapkit );
		expect( second ).toBe( fake.mapkit );
		expect(
			document.head.querySelectorAll( `script[src="${ MAPKIT_SCRIPT }"]` )
		).toHaveLength( 1 );
		expect( MAPKIT_SCRIPT ).toMatch(
			/^https:\/\/cdn\.apple-mapkit\.com\/mk\/5\./
		);
		expect( fake.mapkit.init ).toHaveBeenCalledTimes( 1 );
		const done = jest.fn();
		fake.authorize( done );
		expect( done ).toHaveBeenCalledWith( 'jwt.one.two' );
		expect( fetchToken ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks the site again when MapKit renews its token', async () => {
		const fake = fakeMapkit();
		serveScript( fake.mapkit );
		const fetchToken = jest
			.fn()
			.mockResolvedValueOnce( 'first' )
			.mockResolvedValueOnce( 'second' );
		await loadMapkit( { fetchToken, tokenErrorMessage: TOKEN_ERROR } );
		fake.authorize( jest.fn() );
		const done = jest.fn();
		fake.authorize( done );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( done ).toHaveBeenCalledWith( 'second' );
	} );

	it( 'rejects initialisation with the token error when no token can be had, and loads no script', async () => {
		const fetchToken = jest.fn( async () => {
			throw new Error( '429' );
		} );
		await expect(
			loadMapkit( { fetchToken, tokenErrorMessage: TOKEN_ERROR } )
		).rejects.toThrow( TOKEN_ERROR );
		expect( document.head.querySelector( 'script' ) ).toBeNull();
	} );

	it( 'reports MapKit’s errors as mapkit_error', async () => {
		const fake = fakeMapkit();
		serveScript( fake.mapkit );
		const onError = jest.fn();
		await loadMapkit( {
			fetchToken: async () => 'jwt',
			tokenErrorMessage: TOKEN_ERROR,
			onError,
		} );
		fake.listeners.forEach( ( listener ) =>
			listener( { status: 'Unauthorized' } )
		);
		expect( onError ).toHaveBeenCalledWith( MAPKIT_ERROR, 'Unauthorized' );
		expect( MAPKIT_ERROR ).toBe( 'mapkit_error' );
	} );
} );

describe( 'fetchMapkitToken', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'reads mapkit_access_token from the site’s route', async () => {
		const fetch = jest.fn( async () => ( {
			ok: true,
			status: 200,
			json: async () => ( { mapkit_access_token: 'jwt', expires: 1 } ),
		} ) );
		window.fetch = fetch as unknown as typeof window.fetch;
		await expect(
			fetchMapkitToken( '/wp-json/cairn/v1/mapkit' )()
		).resolves.toBe( 'jwt' );
		expect( fetch ).toHaveBeenCalledWith(
			'/wp-json/cairn/v1/mapkit',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
	} );

	it( 'fails on an error status or an answer without a token', async () => {
		window.fetch = jest.fn( async () => ( {
			ok: false,
			status: 429,
			json: async () => ( {} ),
		} ) ) as unknown as typeof window.fetch;
		await expect( fetchMapkitToken( '/t' )() ).rejects.toThrow();
		window.fetch = jest.fn( async () => ( {
			ok: true,
			status: 200,
			json: async () => ( { mapkit_access_token: '' } ),
		} ) ) as unknown as typeof window.fetch;
		await expect( fetchMapkitToken( '/t' )() ).rejects.toThrow();
	} );
} );
