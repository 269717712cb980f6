/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { RATINGS } from './constants';

/**
 * Whether tus-js-client should retry a failed request: always
 * without an answer, and on any status but a 4xx other than 409 (a wrong
 * offset, resolved by asking again) and 423 (another request writes).
 *
 * @param status The answer's status, 0 when there was none.
 * @return Whether to retry.
 */
export function shouldRetry( status: number ): boolean {
	if ( status >= 400 && status < 500 ) {
		return status === 409 || status === 423;
	}
	return true;
}

/**
 * The textarea rows of a description: 4 to 12, estimated at 31 characters
 * per line.
 *
 * @param text The description.
 * @return The rows.
 */
export function descriptionRows( text: string ): number {
	const lines = text
		.split( '\n' )
		.reduce(
			( count, line ) =>
				count + Math.max( 1, Math.ceil( line.length / 31 ) ),
			0
		);
	return Math.min( 12, Math.max( 4, lines ) );
}

/**
 * A rating: G, PG-13 or R-17; X-18 becomes R-17, anything else G.
 *
 * @param rating The rating.
 * @return The rating kept.
 */
export function normalizeRating( rating: string ): string {
	const upper = rating.trim().toUpperCase();
	if ( upper === 'X-18' ) {
		return 'R-17';
	}
	return ( RATINGS as readonly string[] ).includes( upper ) ? upper : 'G';
}

/**
 * Whether a file may be uploaded as a video (its type starts with video/).
 *
 * @param file The file.
 * @return Whether it may.
 */
export function isVideoFile( file: Pick< File, 'type' > ): boolean {
	return file.type.startsWith( 'video/' );
}

/** The message of an upload that did not reach the site. */
export const NETWORK_ERROR = (): string =>
	__(
		'An error was encountered during the upload. Check your network connection.',
		'cairn'
	);

/** The message of a file that is not a video. */
export const UNSUPPORTED_ERROR = (): string =>
	__( 'The format of the video you uploaded is not supported.', 'cairn' );

/**
 * What to tell the user about a failed upload: the site's message when it
 * sent one, that the format is not supported when it refused the format,
 * else the network error.
 *
 * @param status The answer's status; 0 when there was none.
 * @param body   The answer's body.
 * @return The message, and whether it is about the format.
 */
export function uploadErrorMessage(
	status: number,
	body: string
): { message: string; isFormat: boolean } {
	if ( status === 0 ) {
		return { message: NETWORK_ERROR(), isFormat: false };
	}
	let parsed: { code?: unknown; message?: unknown } | null = null;
	try {
		parsed = JSON.parse( body );
	} catch {
		// Not JSON: a proxy's page, say.
	}
	if ( status === 415 || parsed?.code === 'cairn_video_unsupported' ) {
		return { message: UNSUPPORTED_ERROR(), isFormat: true };
	}
	if ( typeof parsed?.message === 'string' && parsed.message ) {
		return { message: parsed.message, isFormat: false };
	}
	return { message: NETWORK_ERROR(), isFormat: false };
}

/**
 * The guid in a link to the peer's hosted video (an 8-character
 * alphanumeric id after /v/ or /embed/), or ''.
 *
 * @param url The link.
 * @return The guid.
 */
export function peerVideoGuid( url: string ): string {
	const match =
		/^https?:\/\/(?:www\.)?(?:videopress\.com|video\.wordpress\.com)\/(?:v|embed)\/([A-Za-z0-9]{8})(?:[/?#]|$)/.exec(
			url.trim()
		);
	return match ? match[ 1 ] : '';
}
