/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { BATCH_SIZE, runConversion, START } from '../api';
import type { Batch, PostReport } from '../types';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);

const fetchMock = apiFetch as unknown as jest.Mock;

const post = ( id: number ): PostReport => ( {
	id,
	title: `Post ${ id }`,
	type: 'post',
	counts: { 'jetpack/markdown': 1 },
	saved: true,
	converted: [ { from: 'jetpack/markdown', to: 'cairn/markdown', kept: [] } ],
	left: {},
	needs: [],
	removed: [],
} );

const batch = ( ids: number[], next: number, done: boolean ): Batch => ( {
	posts: ids.map( post ),
	next,
	done,
	scanned: BATCH_SIZE,
} );

describe( 'runConversion', () => {
	beforeEach( () => fetchMock.mockReset() );

	it( 'asks for batch after batch from where the last one ended, until done', async () => {
		fetchMock
			.mockResolvedValueOnce( batch( [ 3, 5 ], 20, false ) )
			.mockResolvedValueOnce( batch( [ 31 ], 35, true ) );
		const onProgress = jest.fn();
		const end = await runConversion( {
			dryRun: false,
			from: START,
			onProgress,
			shouldStop: () => false,
		} );
		expect( fetchMock.mock.calls.map( ( [ call ] ) => call.data ) ).toEqual(
			[
				{ after: 0, size: BATCH_SIZE, dry_run: false },
				{ after: 20, size: BATCH_SIZE, dry_run: false },
			]
		);
		expect( end.posts.map( ( { id } ) => id ) ).toEqual( [ 3, 5, 31 ] );
		expect( end ).toMatchObject( {
			done: true,
			after: 35,
			scanned: 2 * BATCH_SIZE,
		} );
		expect( onProgress ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'stops between batches when asked, and resumes where it stopped', async () => {
		fetchMock
			.mockResolvedValueOnce( batch( [ 3 ], 20, false ) )
			.mockResolvedValueOnce( batch( [ 25 ], 40, true ) );
		let stop = false;
		const stopped = await runConversion( {
			dryRun: true,
			from: START,
			onProgress: () => ( stop = true ),
			shouldStop: () => stop,
		} );
		expect( stopped ).toMatchObject( { done: false, after: 20 } );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );

		const end = await runConversion( {
			dryRun: true,
			from: stopped,
			onProgress: () => undefined,
			shouldStop: () => false,
		} );
		expect( fetchMock.mock.calls[ 1 ][ 0 ].data ).toEqual( {
			after: 20,
			size: BATCH_SIZE,
			dry_run: true,
		} );
		expect( end.posts.map( ( { id } ) => id ) ).toEqual( [ 3, 25 ] );
	} );

	it( 'throws on a failed batch; the progress before it is the caller’s', async () => {
		fetchMock
			.mockResolvedValueOnce( batch( [ 3 ], 20, false ) )
			.mockRejectedValueOnce( { message: 'Internal error' } );
		const seen: number[] = [];
		await expect(
			runConversion( {
				dryRun: false,
				from: START,
				onProgress: ( progress ) => seen.push( progress.after ),
				shouldStop: () => false,
			} )
		).rejects.toEqual( { message: 'Internal error' } );
		expect( seen ).toEqual( [ 20 ] );
	} );
} );
