/**
 * tus uploads across two PHP nodes: the chunks of one upload reach both
 * nodes in turn (the load balancer's round-robin), so the partial file must
 * live where every node sees it. A 200 MB video streamed from disk, with 5
 * connections cut at random mid-chunk, lands byte-identical; an upload whose
 * node is stopped halfway finishes on the other node.
 */

/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { startCuttingProxy } from './utils/cutting-proxy';
import {
	TWO_NODES,
	TWO_NODES_ONLY,
	perNode,
	restoreNodes,
	stopNode,
} from './utils/nodes';
import {
	MB,
	nodeRecordingStack,
	storedVideo,
	upload,
	writeVideo,
} from './utils/tus-upload';

test.describe( 'tus uploads across two nodes @full', () => {
	// eslint-disable-next-line playwright/no-skipped-test -- one node has nothing to prove across nodes.
	test.skip( ! TWO_NODES, TWO_NODES_ONLY );

	let dir: string;

	test.beforeAll( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'cairn-cross-node-' ) );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		fs.rmSync( dir, { recursive: true, force: true } );
		await requestUtils.deleteAllMedia();
	} );

	test( 'a 200 MB upload whose chunks alternate between nodes, with 5 connections cut, lands byte-identical', async ( {
		requestUtils,
		baseURL,
	} ) => {
		test.setTimeout( 300_000 );
		const size = 200 * MB;
		const seed = Date.now() % 100000;
		test.info().annotations.push( {
			type: 'seed',
			description: String( seed ),
		} );
		const file = path.join( dir, 'two-nodes.mp4' );
		const sha256 = await writeVideo( file, seed, size );
		// Five cut points spread over the upload, never in its first or
		// last kilobyte.
		const spread = createHash( 'sha256' )
			.update( `cuts ${ seed }` )
			.digest();
		const cutPoints = Array.from(
			{ length: 5 },
			( _, index ) =>
				1000 +
				Math.floor(
					( spread.readUInt32LE( index * 4 ) / 2 ** 32 ) *
						( size - 2000 )
				)
		);
		const proxy = await startCuttingProxy( baseURL as string, cutPoints );
		const answers: string[] = [];
		try {
			const mediaId = await upload(
				requestUtils,
				file,
				nodeRecordingStack(
					new URL( baseURL as string ).origin,
					proxy.origin,
					( status, node ) => answers.push( `${ status } ${ node }` )
				),
				10
			);
			expect( proxy.cuts() ).toBe( 5 );
			// Chunks were taken by both nodes, each continuing the other's.
			const accepted = answers
				.filter( ( answer ) => answer.startsWith( '204 ' ) )
				.map( ( answer ) => answer.slice( 4 ) );
			const nodes = perNode( accepted );
			test.info().annotations.push( {
				type: 'chunks per node',
				description: JSON.stringify( nodes ),
			} );
			expect( Object.keys( nodes ).sort() ).toEqual( [ '1', '2' ] );
			const switches = accepted.filter(
				( node, index ) => index > 0 && node !== accepted[ index - 1 ]
			).length;
			expect( switches ).toBeGreaterThan( accepted.length / 2 );

			expect( await storedVideo( requestUtils, mediaId ) ).toEqual( {
				size,
				sha256,
			} );
		} finally {
			await proxy.close();
			fs.rmSync( file, { force: true } );
		}
	} );

	test( 'an upload whose node is stopped halfway finishes on the other node', async ( {
		requestUtils,
		baseURL,
	} ) => {
		test.setTimeout( 120_000 );
		const size = 40 * MB;
		const file = path.join( dir, 'node-stopped.mp4' );
		const sha256 = await writeVideo( file, Date.now() % 100000, size );
		const origin = new URL( baseURL as string ).origin;
		const answers: string[] = [];
		let stopped = '';
		try {
			const mediaId = await upload(
				requestUtils,
				file,
				nodeRecordingStack( origin, origin, ( status, node ) =>
					answers.push( `${ status } ${ node }` )
				),
				3,
				async ( sent ) => {
					// After two chunks (one on each node), the node that
					// would take the next one stops, as a failing machine.
					if ( sent === 2 ) {
						stopped = answers[ 1 ].slice( -1 ) === '1' ? '2' : '1';
						await stopNode( Number( stopped ) );
					}
				}
			);
			expect( stopped ).not.toBe( '' );
			const [ first, second, ...rest ] = answers;
			expect(
				[ first, second ].map( ( a ) => a.slice( -1 ) ).sort()
			).toEqual( [ '1', '2' ] );
			// Every chunk after the stop went to the node left, and was taken.
			expect( rest.length ).toBeGreaterThan( 0 );
			for ( const answer of rest ) {
				expect( answer ).toBe( `204 ${ stopped === '1' ? '2' : '1' }` );
			}
			expect( await storedVideo( requestUtils, mediaId ) ).toEqual( {
				size,
				sha256,
			} );
		} finally {
			await restoreNodes( baseURL as string );
			fs.rmSync( file, { force: true } );
		}
	} );
} );
