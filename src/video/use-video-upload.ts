/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * External dependencies
 */
import { Upload } from 'tus-js-client';
import type { DetailedError } from 'tus-js-client';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { RETRY_DELAYS, LARGEST_CHUNK_SIZE, TOKEN_HEADER } from './constants';
import type { UploadStatus, UploadedVideo } from './types';
import {
	UNSUPPORTED_ERROR,
	isVideoFile,
	shouldRetry,
	uploadErrorMessage,
} from './utils';

/** The site's answer to the token request. */
interface UploadToken {
	upload_token: string;
	upload_blog_id: number;
	upload_action_url: string;
	max_chunk_size?: number;
}

/** A token older than this is replaced before the next request. */
const TOKEN_REFRESH_MS = 50 * 60 * 1000;

/**
 * Asks the site for an upload token.
 *
 * @return The token and where to upload.
 */
function requestToken(): Promise< UploadToken > {
	return apiFetch< UploadToken >( {
		path: ROUTES.videoUploadToken,
		method: 'POST',
	} );
}

/** What the upload hook gives the editor. */
export interface VideoUpload {
	status: UploadStatus;
	/** Bytes sent, 0 to 1. */
	progress: number;
	/** Why it failed, as the user is told. */
	error: string;
	/** Whether the failure is about the file's format. */
	isFormatError: boolean;
	/** The video, once the last chunk is in. */
	result: UploadedVideo | null;
	start: ( file: File ) => void;
	pause: () => void;
	resume: () => void;
	cancel: () => void;
	retry: () => void;
}

/**
 * Uploads a video to the site over tus with tus-js-client:
 * the site's upload token in a header, chunks of what the site says it
 * takes (10,000,000 bytes at most), retries after 0, 1, 3, 5 and 10 s except
 * on a 4xx other than 409 and 423, the upload remembered in local storage so
 * that choosing the same file after a reload resumes it, and PATCH sent as
 * a POST with `X-HTTP-Method-Override` so that hosts that refuse PATCH work.
 *
 * @return The upload's state and controls.
 */
export function useVideoUpload(): VideoUpload {
	const [ status, setStatus ] = useState< UploadStatus >( 'idle' );
	const [ progress, setProgress ] = useState( 0 );
	const [ error, setError ] = useState( '' );
	const [ isFormatError, setIsFormatError ] = useState( false );
	const [ result, setResult ] = useState< UploadedVideo | null >( null );
	const upload = useRef< Upload | null >( null );
	const file = useRef< File | null >( null );
	const token = useRef( { value: '', fetchedAt: 0 } );
	// Pause may come before the upload exists (while the token is asked for).
	const paused = useRef( false );

	// An upload left running when the block goes away is paused, not lost:
	// choosing the file again resumes it.
	useEffect( () => () => void upload.current?.abort(), [] );

	const fail = ( message: string, format = false ) => {
		setError( message );
		setIsFormatError( format );
		setStatus( 'error' );
	};

	const run = useCallback( async ( chosen: File ) => {
		setError( '' );
		setIsFormatError( false );
		if ( ! isVideoFile( chosen ) ) {
			fail( UNSUPPORTED_ERROR(), true );
			return;
		}
		setStatus( 'uploading' );
		let answer: UploadToken;
		try {
			answer = await requestToken();
			token.current = {
				value: answer.upload_token,
				fetchedAt: Date.now(),
			};
		} catch ( caught ) {
			fail(
				uploadErrorMessage(
					0,
					JSON.stringify( caught as Record< string, unknown > )
				).message
			);
			return;
		}
		const next = new Upload( chosen, {
			endpoint: answer.upload_action_url,
			chunkSize: Math.min(
				LARGEST_CHUNK_SIZE,
				answer.max_chunk_size ?? LARGEST_CHUNK_SIZE
			),
			retryDelays: RETRY_DELAYS,
			// The token lives an hour: a long upload asks for a new one.
			onBeforeRequest: async ( request ) => {
				if ( Date.now() - token.current.fetchedAt > TOKEN_REFRESH_MS ) {
					const fresh = await requestToken();
					token.current = {
						value: fresh.upload_token,
						fetchedAt: Date.now(),
					};
				}
				request.setHeader( TOKEN_HEADER, token.current.value );
			},
			metadata: { filename: chosen.name, filetype: chosen.type },
			overridePatchMethod: true,
			storeFingerprintForResuming: true,
			removeFingerprintOnSuccess: true,
			onShouldRetry: ( caught ) =>
				shouldRetry(
					( caught as DetailedError ).originalResponse?.getStatus() ??
						0
				),
			onProgress: ( sent, total ) =>
				setProgress( total > 0 ? sent / total : 0 ),
			onSuccess: ( { lastResponse } ) => {
				// Headers of an answer of 400 or above are not the video's.
				if ( lastResponse.getStatus() >= 400 ) {
					fail(
						uploadErrorMessage(
							lastResponse.getStatus(),
							lastResponse.getBody()
						).message
					);
					return;
				}
				const id = Number(
					lastResponse.getHeader( 'X-Cairn-Upload-Media-Id' )
				);
				const guid =
					lastResponse.getHeader( 'X-Cairn-Upload-Guid' ) ?? '';
				setProgress( 1 );
				setResult( {
					id,
					guid,
					src:
						lastResponse.getHeader( 'X-Cairn-Upload-Src-Url' ) ??
						'',
				} );
				setStatus( 'complete' );
			},
			onError: ( caught ) => {
				const response = ( caught as DetailedError ).originalResponse;
				const { message, isFormat } = uploadErrorMessage(
					response?.getStatus() ?? 0,
					response?.getBody() ?? ''
				);
				fail( message, isFormat );
			},
		} );
		upload.current = next;
		const previous = await next.findPreviousUploads();
		if ( previous.length ) {
			next.resumeFromPreviousUpload( previous[ 0 ] );
		}
		if ( ! paused.current ) {
			next.start();
		}
	}, [] );

	return {
		status,
		progress,
		error,
		isFormatError,
		result,
		start: ( chosen: File ) => {
			file.current = chosen;
			paused.current = false;
			setProgress( 0 );
			setResult( null );
			void run( chosen );
		},
		pause: () => {
			paused.current = true;
			void upload.current?.abort();
			setStatus( 'paused' );
		},
		resume: () => {
			paused.current = false;
			setStatus( 'uploading' );
			upload.current?.start();
		},
		cancel: () => {
			// Terminates the upload on the site: its bytes are removed.
			void upload.current?.abort( true );
			upload.current = null;
			file.current = null;
			setProgress( 0 );
			setError( '' );
			setStatus( 'idle' );
		},
		retry: () => {
			paused.current = false;
			if ( file.current ) {
				void run( file.current );
			}
		},
	};
}
