/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { buildRestUrl, getRestRoot } from '@cairn/shared/ai/query';
import { requestAiToken } from '@cairn/shared/ai/token';
import { FEATURE } from './constants';

/** A running upload: its result, and how to stop it. */
export interface Upload {
	result: Promise< string >;
	abort: () => void;
}

/**
 * Sends a recording to the site's transcription route with the AI token,
 * reporting the upload's progress; resolves with the text.
 *
 * @param audio      The recording.
 * @param filename   Its name.
 * @param onProgress Called with the share uploaded, 0 to 1.
 * @return The upload.
 */
export function transcribe(
	audio: Blob,
	filename: string,
	onProgress: ( share: number ) => void
): Upload {
	const request = new XMLHttpRequest();
	const result = requestAiToken().then(
		( { token } ) =>
			new Promise< string >( ( resolve, reject ) => {
				const root = getRestRoot() ?? '/wp-json/';
				request.open(
					'POST',
					buildRestUrl(
						root,
						`cairn/v1/ai/transcriptions?feature=${ FEATURE }`
					)
				);
				request.setRequestHeader(
					'Authorization',
					`Bearer ${ token }`
				);
				request.responseType = 'json';
				request.upload.onprogress = ( event ) => {
					if ( event.lengthComputable ) {
						onProgress( event.loaded / event.total );
					}
				};
				request.onload = () => {
					const body = request.response as {
						text?: unknown;
						message?: unknown;
					} | null;
					if (
						request.status === 200 &&
						typeof body?.text === 'string'
					) {
						resolve( body.text );
						return;
					}
					reject(
						new Error(
							typeof body?.message === 'string'
								? body.message
								: __(
										'There was an error processing the transcription request.',
										'cairn'
									)
						)
					);
				};
				request.onerror = () =>
					reject(
						new Error(
							__(
								'There was an error processing the transcription request.',
								'cairn'
							)
						)
					);
				request.onabort = () =>
					reject( new DOMException( 'Aborted', 'AbortError' ) );
				const form = new FormData();
				form.append( 'audio_file', audio, filename );
				form.append( 'feature', FEATURE );
				request.send( form );
			} )
	);
	return { result, abort: () => request.abort() };
}
