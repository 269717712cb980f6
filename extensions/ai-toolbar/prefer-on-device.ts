/**
 * Internal dependencies
 */
import {
	isOnDeviceAllowed,
	summarizeOnDevice,
	translateOnDevice,
} from '@cairn/shared/ai/on-device';
import type { streamAiSuggestion } from '@cairn/shared/ai/stream';
import type { AiStream } from '@cairn/shared/ai/types';

/**
 * A streaming client that answers "change language" and "summarize" of
 * plain text in the browser when the site allows on-device AI and the
 * browser can, and asks the server for everything else (and whenever the
 * browser cannot). Text with markup goes to the server: the browser's
 * models translate words, not tags.
 *
 * @param stream The server's streaming client.
 * @return A client with the same shape.
 */
export function preferOnDevice(
	stream: typeof streamAiSuggestion
): typeof streamAiSuggestion {
	return ( prompt, options = {} ) => {
		const last = Array.isArray( prompt )
			? prompt[ prompt.length - 1 ]
			: null;
		const context = last?.context;
		const text = context?.content ?? '';
		const local =
			isOnDeviceAllowed() &&
			text.trim() !== '' &&
			! /[<>]/.test( text ) &&
			( context?.type === 'summarize' ||
				( context?.type === 'changeLanguage' && !! context.language ) );
		if ( ! local || ! context ) {
			return stream( prompt, options );
		}
		let closed = false;
		let server: AiStream | null = null;
		const work =
			context.type === 'summarize'
				? summarizeOnDevice( text )
				: translateOnDevice( text, context.language ?? '' );
		work.then(
			( answer ) => {
				if ( closed ) {
					return;
				}
				closed = true;
				options.onSuggestion?.( answer );
				options.onDone?.( answer );
			},
			() => {
				if ( ! closed ) {
					// Unavailable here: the server answers.
					server = stream( prompt, options );
				}
			}
		);
		return {
			close() {
				closed = true;
				server?.close();
			},
			get closed() {
				return closed && ( ! server || server.closed );
			},
		};
	};
}
