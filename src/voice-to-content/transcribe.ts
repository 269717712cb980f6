/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { aiErrorFromReply, readErrorBody } from '@cairn/shared/ai/errors';
import { fetchWithAiToken } from '@cairn/shared/ai/query';
import { FEATURE } from './constants';

/** A running upload: its result, and how to stop it. */
export interface Upload {
	result: Promise< string >;
	abort: () => void;
}

/** Times a piece is sent again after the connection failed. */
const PIECE_RETRIES = 3;

/**
 * Rejects with the AI error of a failed reply (its status and body).
 *
 * @param response The reply.
 */
async function failWith( response: Response ): Promise< never > {
	throw aiErrorFromReply( response.status, await readErrorBody( response ) );
}

/**
 * A reply's JSON, or the AI error it carries.
 *
 * @param response The reply.
 * @return The body.
 */
async function json< T >( response: Response ): Promise< T > {
	if ( ! response.ok ) {
		return failWith( response );
	}
	return ( await response.json() ) as T;
}

/**
 * Sends a recording to the site in pieces (about 1 MB each, each its own
 * request, so that PHP's upload limits never stand in the way of the
 * provider's 25 MB), then has it transcribed; resolves with the text. A
 * piece whose connection failed is sent again; the site keeps what it
 * already has. Rejects with an AI error.
 *
 * @param audio      The recording.
 * @param type       Its MIME type.
 * @param onProgress Called with the share uploaded, 0 to 1.
 * @return The upload.
 */
export function transcribe(
	audio: Blob,
	type: string,
	onProgress: ( share: number ) => void
): Upload {
	const controller = new AbortController();
	const { signal } = controller;
	const post = ( path: string, body: BodyInit, contentType: string ) =>
		fetchWithAiToken( path, {
			method: 'POST',
			headers: { 'Content-Type': contentType },
			body,
			signal,
		} );

	const run = async (): Promise< string > => {
		const { id, chunk_size: chunkSize } = await json< {
			id: string;
			chunk_size: number;
		} >(
			await post(
				ROUTES.aiTranscriptionUploads,
				JSON.stringify( { size: audio.size, type } ),
				'application/json'
			)
		);
		let offset = 0;
		while ( offset < audio.size ) {
			const piece = audio.slice( offset, offset + chunkSize );
			let reply: Response | null = null;
			for ( let attempt = 0; ! reply; attempt++ ) {
				try {
					reply = await post(
						`${ ROUTES.aiTranscriptionUpload( id ) }?offset=${ offset }`,
						piece,
						'application/octet-stream'
					);
				} catch ( error ) {
					if ( signal.aborted || attempt >= PIECE_RETRIES ) {
						throw error;
					}
				}
			}
			( { received: offset } = await json< { received: number } >(
				reply
			) );
			onProgress( Math.min( 1, offset / audio.size ) );
		}
		const { text } = await json< { text?: unknown } >(
			await post(
				ROUTES.aiTranscriptions,
				JSON.stringify( { upload: id, feature: FEATURE } ),
				'application/json'
			)
		);
		if ( typeof text !== 'string' ) {
			throw new Error(
				__(
					'There was an error processing the transcription request.',
					'cairn'
				)
			);
		}
		return text;
	};

	return { result: run(), abort: () => controller.abort() };
}
