/**
 * tus uploads from Node: the site's grant for an upload (uploadToken()),
 * and for the cross-node specs a video written to disk and streamed from
 * there (never held in memory whole), its hash, and tus-js-client (the
 * editor's client) with an HTTP stack that records which PHP node took each
 * chunk.
 */

/**
 * External dependencies
 */
import { createCipheriv, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DefaultHttpStack, Upload } from 'tus-js-client';
import type { HttpRequest, HttpStack } from 'tus-js-client';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export const MB = 1000 * 1000;

/**
 * Writes a video of pseudo-random bytes (AES-128-CTR keyed by the seed, so
 * a failure replays with its seed) to a file, a megabyte at a time, and
 * returns its SHA-256: the test never holds the whole video in memory.
 *
 * @param file The file.
 * @param seed The seed.
 * @param size Its size.
 * @return The hex digest.
 */
export async function writeVideo(
	file: string,
	seed: number,
	size: number
): Promise< string > {
	const key = createHash( 'sha256' )
		.update( String( seed ) )
		.digest()
		.subarray( 0, 16 );
	const cipher = createCipheriv( 'aes-128-ctr', key, Buffer.alloc( 16 ) );
	const hash = createHash( 'sha256' );
	const out = fs.createWriteStream( file );
	for ( let written = 0; written < size; written += MB ) {
		const piece = cipher.update(
			Buffer.alloc( Math.min( MB, size - written ) )
		);
		if ( written === 0 ) {
			// An `ftyp` box, then `mdat`: it reads as an MP4 video.
			piece.writeUInt32BE( 24, 0 );
			piece.write( 'ftypmp42', 4, 'latin1' );
			piece.writeUInt32BE( 0, 12 );
			piece.write( 'mp42isom', 16, 'latin1' );
			piece.writeUInt32BE( size - 24, 24 );
			piece.write( 'mdat', 28, 'latin1' );
		}
		hash.update( piece );
		if ( ! out.write( piece ) ) {
			await new Promise( ( resolve ) => out.once( 'drain', resolve ) );
		}
	}
	await new Promise( ( resolve ) => out.end( resolve ) );
	return hash.digest( 'hex' );
}

/**
 * The SHA-256 of a URL's body, read as it streams.
 *
 * @param url The URL.
 * @return Its size and hex digest.
 */
async function hashOf( url: string ) {
	const response = await fetch( url );
	const hash = createHash( 'sha256' );
	let size = 0;
	for await ( const piece of response.body as unknown as AsyncIterable< Uint8Array > ) {
		hash.update( piece );
		size += piece.length;
	}
	return { size, sha256: hash.digest( 'hex' ) };
}

/**
 * The size and SHA-256 of the file an upload became, read from its public
 * address as it streams.
 *
 * @param requestUtils The request utils fixture.
 * @param mediaId      The attachment.
 * @return Its size and hex digest.
 */
export async function storedVideo(
	requestUtils: RequestUtils,
	mediaId: number
) {
	const media = await requestUtils.rest< { source_url: string } >( {
		path: `/wp/v2/media/${ mediaId }`,
	} );
	return hashOf( media.source_url );
}

/**
 * tus-js-client's own HTTP stack, each request sent through another origin
 * (the cutting proxy), with the node that answered each PATCH.
 *
 * @param from     The site's origin.
 * @param to       The origin to send through.
 * @param answered Called with the status and node of each PATCH's answer.
 * @return The stack.
 */
export function nodeRecordingStack(
	from: string,
	to: string,
	answered: ( status: number, node: string ) => void
): HttpStack {
	const inner = new DefaultHttpStack( {} );
	return {
		createRequest: ( method: string, url: string ) => {
			const request: HttpRequest = inner.createRequest(
				method,
				url.replace( from, to )
			);
			if ( method === 'PATCH' ) {
				const send = request.send.bind( request );
				request.send = async ( body ) => {
					const response = await send( body );
					answered(
						response.getStatus(),
						String( response.getHeader( 'X-Cairn-Node' ) ?? '' )
					);
					return response;
				};
			}
			return request;
		},
		getName: () => 'NodeRecordingStack',
	};
}

/** What the site gives an upload before it starts. */
export interface UploadGrant {
	/** Sent as X-Cairn-Upload-Token with every request of the upload. */
	token: string;
	/** The tus endpoint. */
	endpoint: string;
	/** The largest chunk the site takes in one PATCH. */
	chunkSize: number;
}

/**
 * Asks the site for an upload, as the video block does before it sends a
 * file: the token, the endpoint and the chunk size.
 *
 * @param requestUtils The request utils fixture (the administrator's).
 * @return The grant.
 */
export async function uploadToken(
	requestUtils: RequestUtils
): Promise< UploadGrant > {
	const answer = await requestUtils.rest< {
		upload_token: string;
		upload_action_url: string;
		max_chunk_size: number;
	} >( { method: 'POST', path: '/cairn/v1/videos/upload-token' } );
	return {
		token: answer.upload_token,
		endpoint: answer.upload_action_url,
		chunkSize: answer.max_chunk_size,
	};
}

/**
 * Uploads a file with tus-js-client, the editor's client, streamed from
 * disk.
 *
 * @param requestUtils The request utils fixture.
 * @param file         The file.
 * @param stack        The HTTP stack.
 * @param retries      How many retries a chunk may take.
 * @param beforePatch  Awaited before each PATCH is sent, with how many
 *                     were sent before it.
 * @return The attachment's id.
 */
export async function upload(
	requestUtils: RequestUtils,
	file: string,
	stack: HttpStack,
	retries: number,
	beforePatch: ( sent: number ) => Promise< void > | void = () => {}
): Promise< number > {
	let patches = 0;
	const { token, endpoint, chunkSize } = await uploadToken( requestUtils );
	return new Promise< number >( ( resolve, reject ) => {
		const tus = new Upload( fs.createReadStream( file ), {
			endpoint,
			httpStack: stack,
			chunkSize,
			// A quick retry for each cut (their real schedule is unit-tested
			// in src/video).
			retryDelays: Array( retries ).fill( 50 ),
			headers: { 'X-Cairn-Upload-Token': token },
			metadata: {
				filename: path.basename( file ),
				filetype: 'video/mp4',
			},
			storeFingerprintForResuming: false,
			onBeforeRequest: async ( request ) => {
				if ( request.getMethod() === 'PATCH' ) {
					await beforePatch( patches++ );
				}
			},
			onSuccess: ( { lastResponse } ) =>
				resolve(
					Number(
						lastResponse.getHeader( 'X-Cairn-Upload-Media-Id' )
					)
				),
			onError: reject,
		} );
		tus.start();
	} );
}
