/**
 * Internal dependencies
 */
import { historyKey, readHistory, writeHistory } from '../history';

function memoryStorage() {
	const items = new Map< string, string >();
	return {
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => {
			items.set( key, value );
		},
		items,
	};
}

describe( 'logo history in browser storage', () => {
	it( 'keeps the last 10 entries per site, with their fields', () => {
		const storage = memoryStorage();
		const entries = Array.from( { length: 12 }, ( _, n ) => ( {
			url: `https://example.org/${ n }.png`,
			description: `Logo ${ n }`,
			mediaId: n,
			revisedPrompt: `A logo ${ n }`,
			rating: 'like' as const,
		} ) );
		writeHistory( 7, entries, storage );
		const read = readHistory( 7, storage );
		expect( read ).toHaveLength( 10 );
		expect( read[ 0 ] ).toEqual( entries[ 2 ] );
		expect( readHistory( 8, storage ) ).toEqual( [] );
		expect( storage.items.has( historyKey( 7 ) ) ).toBe( true );
	} );

	it( 'drops what is not a logo and survives broken storage', () => {
		const storage = memoryStorage();
		storage.setItem(
			historyKey( 1 ),
			JSON.stringify( [
				{ url: 'javascript:alert(1)', description: 'x' },
				{ description: 'no url' },
				'text',
				{
					url: 'data:image/png;base64,AAAA',
					description: 'kept',
					mediaId: 'x',
				},
			] )
		);
		expect( readHistory( 1, storage ) ).toEqual( [
			{
				url: 'data:image/png;base64,AAAA',
				description: 'kept',
				mediaId: 0,
			},
		] );
		storage.setItem( historyKey( 2 ), '{not json' );
		expect( readHistory( 2, storage ) ).toEqual( [] );
		expect( () =>
			writeHistory( 3, [], {
				setItem: () => {
					throw new Error( 'QuotaExceededError' );
				},
			} )
		).not.toThrow();
	} );
} );
