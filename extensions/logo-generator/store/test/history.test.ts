/**
 * The logo history in IndexedDB (fake-indexeddb). Node's Blob, structured
 * clone and object URLs behave as the browser's; jsdom lacks the last two.
 *
 * @jest-environment node
 */

/**
 * External dependencies
 */
import 'fake-indexeddb/auto';
import { clear, createStore, get } from 'idb-keyval';

/**
 * Internal dependencies
 */
import {
	HISTORY_DATABASE,
	HISTORY_STORE,
	readHistory,
	writeHistory,
} from '../history';
import { legacyHistoryKey } from '../legacy-history';
import { imageOf, showImage } from '../logo-images';
import type { LogoEntry } from '../types';

const histories = createStore( HISTORY_DATABASE, HISTORY_STORE );

function memoryStorage( items: Record< string, string > = {} ) {
	const map = new Map( Object.entries( items ) );
	return {
		getItem: ( key: string ) => map.get( key ) ?? null,
		removeItem: ( key: string ) => {
			map.delete( key );
		},
		map,
	};
}

/**
 * An unsaved logo of a given size, shown as an object URL.
 *
 * @param n     Its number.
 * @param bytes Its size.
 * @return The history entry.
 */
function unsavedLogo( n: number, bytes = 1024 * 1024 ): LogoEntry {
	const image = new Uint8Array( bytes ).fill( n );
	return {
		url: showImage( new Blob( [ image ], { type: 'image/png' } ) ),
		description: `Logo ${ n }`,
		mediaId: 0,
		revisedPrompt: `A logo ${ n }`,
	};
}

beforeEach( () => clear( histories ) );

describe( 'logo history in IndexedDB', () => {
	it( 'keeps ten 1 MB logos as images, not base64 text', async () => {
		const logos = Array.from( { length: 10 }, ( _, n ) =>
			unsavedLogo( n )
		);
		expect( await writeHistory( 7, logos ) ).toBe( 10 );

		const stored = ( await get( 7, histories ) ) as Array< {
			image: unknown;
		} >;
		expect( stored ).toHaveLength( 10 );
		expect( stored[ 9 ].image ).toBeInstanceOf( Blob );
		expect( ( stored[ 9 ].image as Blob ).size ).toBe( 1024 * 1024 );

		const read = await readHistory( 7, null );
		expect( read.map( ( entry ) => entry.description ) ).toEqual(
			logos.map( ( entry ) => entry.description )
		);
		expect( read[ 0 ].url ).toMatch( /^blob:/ );
		const image = imageOf( read[ 3 ].url )!;
		expect( image.size ).toBe( 1024 * 1024 );
		expect( new Uint8Array( await image.arrayBuffer() )[ 0 ] ).toBe( 3 );
		expect( await readHistory( 8, null ) ).toEqual( [] );
	} );

	it( 'drops the oldest past ten, and keeps saved logos as their URL', async () => {
		const logos = Array.from( { length: 12 }, ( _, n ) =>
			n % 2
				? unsavedLogo( n, 16 )
				: {
						url: `https://example.org/${ n }.png`,
						description: `Logo ${ n }`,
						mediaId: n + 100,
						rating: 'like' as const,
					}
		);
		expect( await writeHistory( 7, logos ) ).toBe( 10 );
		const read = await readHistory( 7, null );
		expect( read ).toHaveLength( 10 );
		expect( read[ 0 ] ).toEqual( logos[ 2 ] );
		expect( read[ 9 ].description ).toBe( 'Logo 11' );
	} );

	it( 'moves a localStorage history here once and removes its key', async () => {
		const png = Buffer.from( 'a png image' ).toString( 'base64' );
		const storage = memoryStorage( {
			[ legacyHistoryKey( 7 ) ]: JSON.stringify( [
				{ url: 'javascript:alert(1)', description: 'x' },
				{ description: 'no url' },
				'text',
				{
					url: 'https://example.org/saved.png',
					description: 'saved',
					mediaId: 12,
					rating: 'dislike',
				},
				{
					url: `data:image/png;base64,${ png }`,
					description: 'unsaved',
					mediaId: 'x',
					revisedPrompt: 'A loaf',
				},
			] ),
			[ legacyHistoryKey( 8 ) ]: '{not json',
		} );

		const read = await readHistory( 7, storage );
		expect( read ).toEqual( [
			{
				url: 'https://example.org/saved.png',
				description: 'saved',
				mediaId: 12,
				rating: 'dislike',
			},
			{
				url: expect.stringMatching( /^blob:/ ),
				description: 'unsaved',
				mediaId: 0,
				revisedPrompt: 'A loaf',
			},
		] );
		expect( storage.map.has( legacyHistoryKey( 7 ) ) ).toBe( false );
		const stored = ( await get( 7, histories ) ) as Array< {
			image: Blob | string;
		} >;
		expect( stored[ 1 ].image ).toBeInstanceOf( Blob );
		expect( await ( stored[ 1 ].image as Blob ).text() ).toBe(
			'a png image'
		);

		// Once: the next load reads IndexedDB only.
		expect( await readHistory( 7, storage ) ).toHaveLength( 2 );
		expect( await readHistory( 8, storage ) ).toEqual( [] );
		expect( storage.map.has( legacyHistoryKey( 8 ) ) ).toBe( false );
	} );
} );
