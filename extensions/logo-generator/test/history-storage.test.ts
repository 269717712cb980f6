/**
 * The generator's history across reloads, in IndexedDB (fake-indexeddb).
 * Node's Blob, structured clone and object URLs behave as the browser's;
 * jsdom lacks the last two. The API is mocked whole, as its module needs a DOM.
 *
 * @jest-environment node
 */

/**
 * External dependencies
 */
import 'fake-indexeddb/auto';
import { clear, createStore, set } from 'idb-keyval';

/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as logoStore } from '../store';
import { HISTORY_DATABASE, HISTORY_STORE, readHistory } from '../store/history';
import * as api from '../api';
import { generateLogo, loadHistory } from '../steps';

jest.mock( '../api', () => ( {
	requestLogoImage: jest.fn(),
	isMediaMissing: jest.fn(),
} ) );
jest.mock( 'idb-keyval', () => ( {
	...jest.requireActual( 'idb-keyval' ),
	set: jest.fn(),
} ) );

const actualSet = jest.requireActual( 'idb-keyval' ).set as typeof set;
const mockedSet = set as jest.MockedFunction< typeof set >;
const mockedApi = api as jest.Mocked< typeof api >;

const SITE = {
	ID: 7,
	URL: 'https://bakery.example',
	domain: 'bakery.example',
	name: 'Le Fournil',
	description: 'Bread baked at dawn in Lyon',
};

/**
 * A 1 MB image, in base64 as the image model answers.
 * @param n
 */
function oneMegabyte( n: number ): string {
	return Buffer.alloc( 1024 * 1024, n ).toString( 'base64' );
}

function registryWithSite() {
	const registry = createRegistry();
	registry.register( logoStore );
	registry.dispatch( logoStore ).setFeature( {
		requestsCount: 0,
		requestsLimit: 1000,
		tierValue: 1000,
		logoCost: 1,
		enhanceCost: 1,
		styles: [],
	} );
	registry.dispatch( logoStore ).setSiteDetails( SITE );
	return registry;
}

async function generate(
	registry: ReturnType< typeof registryWithSite >,
	n: number
) {
	mockedApi.requestLogoImage.mockResolvedValueOnce( {
		b64: oneMegabyte( n ),
		revisedPrompt: `Logo ${ n }`,
	} );
	return generateLogo( registry, `Logo ${ n }`, 'none' );
}

beforeEach( async () => {
	jest.restoreAllMocks();
	mockedSet.mockImplementation( actualSet );
	await clear( createStore( HISTORY_DATABASE, HISTORY_STORE ) );
} );

describe( 'the logo history across reloads', () => {
	it( 'keeps the last ten generated 1 MB logos and revokes the URL of the one dropped', async () => {
		const revoke = jest.spyOn( URL, 'revokeObjectURL' );
		const registry = registryWithSite();
		for ( let n = 0; n < 11; n++ ) {
			expect( await generate( registry, n ) ).toBe( true );
		}
		const first = revoke.mock.calls.map( ( [ url ] ) => url );
		expect( first ).toHaveLength( 1 );

		const reloaded = registryWithSite();
		await loadHistory( reloaded, SITE );
		const logos = reloaded.select( logoStore ).getLogos();
		expect( logos.map( ( entry ) => entry.description ) ).toEqual(
			Array.from( { length: 10 }, ( _, n ) => `Logo ${ n + 1 }` )
		);
		expect( reloaded.select( logoStore ).getSelectedLogoIndex() ).toBe( 9 );
		// Loading again revokes the first load's URLs: they are shown no more.
		expect( revoke ).toHaveBeenCalledTimes( 11 );
	} );

	it( 'keeps the new logo on screen and says nothing when the browser refuses to store it', async () => {
		// A browser with room for three 1 MB logos (a quota error past that).
		mockedSet.mockImplementation( async ( key, value, customStore ) => {
			const bytes = ( value as Array< { image: Blob | string } > ).reduce(
				( sum, logo ) =>
					sum + ( logo.image instanceof Blob ? logo.image.size : 0 ),
				0
			);
			if ( bytes > 3.5 * 1024 * 1024 ) {
				throw new DOMException(
					'Quota exceeded',
					'QuotaExceededError'
				);
			}
			return actualSet( key, value, customStore );
		} );
		const registry = registryWithSite();
		for ( let n = 0; n < 5; n++ ) {
			expect( await generate( registry, n ) ).toBe( true );
		}
		const logo = registry.select( logoStore );
		expect( logo.getLogos() ).toHaveLength( 5 );
		expect( logo.getSelectedLogo() ).toEqual(
			expect.objectContaining( {
				description: 'Logo 4',
				url: expect.stringMatching( /^blob:/ ),
			} )
		);
		expect( logo.getError( 'logoFetch' ) ).toBeNull();
		expect(
			( await readHistory( SITE.ID, null ) ).map(
				( entry ) => entry.description
			)
		).toEqual( [ 'Logo 2', 'Logo 3', 'Logo 4' ] );

		// No IndexedDB at all (some private windows): still on screen.
		mockedSet.mockRejectedValue( new Error( 'The operation failed' ) );
		expect( await generate( registry, 5 ) ).toBe( true );
		expect( logo.getSelectedLogo()?.description ).toBe( 'Logo 5' );
		expect( logo.getError( 'logoFetch' ) ).toBeNull();
	} );
} );
