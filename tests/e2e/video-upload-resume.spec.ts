/**
 * A 60 MB video uploaded with tus-js-client (the editor's client, here in
 * Node) through a proxy that cuts the connection 10 times at random points:
 * the upload resumes each time and the attachment is byte-identical to the
 * source.
 */

/**
 * External dependencies
 */
import { createCipheriv, createHash } from 'node:crypto';
import { DefaultHttpStack, Upload } from 'tus-js-client';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { uploadToken } from './utils/tus-upload';
import { startCuttingProxy } from './utils/cutting-proxy';

const SIZE = 60 * 1000 * 1000;
const CUTS = 10;

/**
 * Repeatable pseudo-random bytes (AES-128-CTR over zeros, keyed by the
 * seed), so that a failure can be replayed with the seed it reports.
 *
 * @param seed The seed.
 * @param size How many.
 * @return The bytes.
 */
function randomBytes( seed: number, size: number ): Buffer {
	const key = createHash( 'sha256' )
		.update( String( seed ) )
		.digest()
		.subarray( 0, 16 );
	return createCipheriv( 'aes-128-ctr', key, Buffer.alloc( 16 ) ).update(
		Buffer.alloc( size )
	);
}

/**
 * Bytes that read as an MP4 video: an `ftyp` box, then an `mdat` box of
 * pseudo-random bytes.
 *
 * @param seed The seed.
 * @param size The size.
 * @return The video.
 */
function videoBytes( seed: number, size: number ): Buffer {
	const video = randomBytes( seed, size );
	video.writeUInt32BE( 24, 0 );
	video.write( 'ftypmp42', 4, 'latin1' );
	video.writeUInt32BE( 0, 12 );
	video.write( 'mp42isom', 16, 'latin1' );
	video.writeUInt32BE( size - 24, 24 );
	video.write( 'mdat', 28, 'latin1' );
	return video;
}

test( 'a 60 MB upload survives 10 cut connections byte for byte @full', async ( {
	requestUtils,
	baseURL,
} ) => {
	test.setTimeout( 300_000 );
	const seed = Date.now() % 100000;
	test.info().annotations.push( {
		type: 'seed',
		description: String( seed ),
	} );
	const video = videoBytes( seed, SIZE );
	// Cut points spread over the upload, never in the first or last kilobyte.
	const spread = randomBytes( seed + 1, CUTS * 4 );
	const cutPoints = Array.from(
		{ length: CUTS },
		( _, index ) =>
			1000 +
			Math.floor(
				( spread.readUInt32LE( index * 4 ) / 2 ** 32 ) * ( SIZE - 2000 )
			)
	);

	const { token, endpoint, chunkSize } = await uploadToken( requestUtils );
	const proxy = await startCuttingProxy( baseURL as string, cutPoints );
	const siteOrigin = new URL( baseURL as string ).origin;
	const siteStack = new DefaultHttpStack( {} );

	try {
		const mediaId = await new Promise< number >( ( resolve, reject ) => {
			const upload = new Upload( video, {
				endpoint,
				// Every request, to the endpoint and to the Location the site
				// answers, goes through the proxy.
				httpStack: {
					createRequest: ( method: string, url: string ) =>
						siteStack.createRequest(
							method,
							url.replace( siteOrigin, proxy.origin )
						),
					getName: () => 'CuttingProxyStack',
				},
				chunkSize,
				// Ten cuts may fall on the same chunk: one retry each, not the
				// spec's five (their schedule is unit-tested in src/video).
				retryDelays: [
					0, 100, 200, 400, 800, 1000, 1000, 1000, 1000, 1000, 1000,
				],
				headers: { 'X-Cairn-Upload-Token': token },
				metadata: {
					filename: 'interrupted.mp4',
					filetype: 'video/mp4',
				},
				storeFingerprintForResuming: false,
				onSuccess: ( { lastResponse } ) =>
					resolve(
						Number(
							lastResponse.getHeader( 'X-Cairn-Upload-Media-Id' )
						)
					),
				onError: reject,
			} );
			upload.start();
		} );

		expect( proxy.cuts() ).toBe( CUTS );
		expect( mediaId ).toBeGreaterThan( 0 );
		const media = await requestUtils.rest< { source_url: string } >( {
			path: `/wp/v2/media/${ mediaId }`,
		} );
		const stored = Buffer.from(
			await ( await fetch( media.source_url ) ).arrayBuffer()
		);
		expect( stored ).toHaveLength( SIZE );
		expect( createHash( 'sha256' ).update( stored ).digest( 'hex' ) ).toBe(
			createHash( 'sha256' ).update( video ).digest( 'hex' )
		);
	} finally {
		await proxy.close();
		await requestUtils.deleteAllMedia();
	}
} );
