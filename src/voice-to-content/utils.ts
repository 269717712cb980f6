/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	AUDIO_TYPES,
	CHUNK_INTERVAL,
	MAX_BYTES,
	MAX_SECONDS,
} from './constants';
import type { RecorderButton, RecorderState } from './types';

/**
 * The buttons each state offers: Record and Upload when
 * nothing runs (inactive, error, validating); Pause while recording, Resume
 * while paused, Done in both; Cancel while recording, paused or processing.
 *
 * @param state The recorder's state.
 * @return Its buttons, in order.
 */
export function buttonsFor( state: RecorderState ): RecorderButton[] {
	switch ( state ) {
		case 'recording':
			return [ 'pause', 'done', 'cancel' ];
		case 'paused':
			return [ 'resume', 'done', 'cancel' ];
		case 'processing':
			return [ 'cancel' ];
		default:
			return [ 'record', 'upload' ];
	}
}

/**
 * The recording type: mp4 audio where the browser records it, else webm.
 *
 * @param isTypeSupported The browser's check (MediaRecorder.isTypeSupported).
 * @return The MIME type to record in.
 */
export function recordingType(
	isTypeSupported: ( type: string ) => boolean
): string {
	return isTypeSupported( 'audio/mp4' ) ? 'audio/mp4' : 'audio/webm';
}

/**
 * The chunk interval to record with: never below 100 ms.
 *
 * @param interval The wanted interval.
 * @return The interval used.
 */
export function chunkInterval( interval: number = CHUNK_INTERVAL ): number {
	return Math.max( 100, interval );
}

/**
 * Why a recording cannot be sent (too large, too long or not an accepted
 * audio type), or ''.
 *
 * @param file            The recording.
 * @param file.size       Its size in bytes.
 * @param file.type       Its MIME type (parameters such as codecs allowed).
 * @param durationSeconds Its length, when known.
 * @return The message, or '' when it may be sent.
 */
export function validateAudio(
	file: { size: number; type: string },
	durationSeconds?: number
): string {
	if ( file.size > MAX_BYTES ) {
		return __(
			'The audio file is too large. The maximum file size is 25MB.',
			'cairn'
		);
	}
	if (
		durationSeconds !== undefined &&
		Number.isFinite( durationSeconds ) &&
		durationSeconds > MAX_SECONDS
	) {
		return __(
			'The audio file is too long. The maximum recording time is 25 minutes.',
			'cairn'
		);
	}
	const [ kind, subtype = '' ] = file.type
		.split( ';' )[ 0 ]
		.trim()
		.toLowerCase()
		.split( '/' );
	if (
		( kind !== 'audio' && kind !== 'video' ) ||
		! AUDIO_TYPES.includes( subtype )
	) {
		return __(
			'The audio file type is not supported. Please use a supported audio file type.',
			'cairn'
		);
	}
	return '';
}

/**
 * A duration as m:ss (h:mm:ss past an hour).
 *
 * @param seconds The duration.
 * @return The text.
 */
export function formatElapsed( seconds: number ): string {
	const whole = Math.max( 0, Math.floor( seconds ) );
	const h = Math.floor( whole / 3600 );
	const m = Math.floor( ( whole % 3600 ) / 60 );
	const s = String( whole % 60 ).padStart( 2, '0' );
	return h
		? `${ h }:${ String( m ).padStart( 2, '0' ) }:${ s }`
		: `${ m }:${ s }`;
}

/**
 * The blocks to remove after the new content: the first two of the post
 * when they are empty paragraphs.
 *
 * @param blocks The post's first blocks.
 * @return The client ids to remove.
 */
export function emptyLeadingParagraphs(
	blocks: Array< {
		clientId: string;
		name: string;
		attributes: Record< string, unknown >;
	} >
): string[] {
	return blocks
		.slice( 0, 2 )
		.filter(
			( block ) =>
				block.name === 'core/paragraph' &&
				! String( block.attributes.content ?? '' ).trim()
		)
		.map( ( block ) => block.clientId );
}
