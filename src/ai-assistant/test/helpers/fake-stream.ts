/**
 * The stream client's stand-in in the block's component tests: the network
 * under the shared request path. Everything above it is real: the request
 * path with its accounting, the `cairn/ai-usage` store (whose status the
 * test's api-fetch answers), and the usage, upgrade, disclaimer and
 * feedback surfaces. Each request the block starts is kept for the test to
 * answer, chunk by chunk, or to fail.
 */

/**
 * Internal dependencies
 */
import type {
	AiError,
	AiMessage,
	AiStreamHandlers,
} from '@cairn/shared/ai/types';

/** A request the block started, which the test answers. */
export interface FakeStream {
	prompt: string | AiMessage[];
	options: { postId?: number; feature?: string } & AiStreamHandlers;
	closed: boolean;
	close: jest.Mock;
}

/**
 * Builds the stand-in module for `shared/ai/stream`.
 *
 * @return The module's exports, and the requests started so far.
 */
export function createFakeStreamClient() {
	const streams: FakeStream[] = [];
	return {
		streams,
		streamAiSuggestion: jest.fn(
			(
				prompt: FakeStream[ 'prompt' ],
				options: FakeStream[ 'options' ]
			) => {
				const stream: FakeStream = {
					prompt,
					options,
					closed: false,
					close: jest.fn( () => {
						stream.closed = true;
					} ),
				};
				streams.push( stream );
				return stream;
			}
		),
	};
}

/**
 * An AI error as the shared client reports it.
 *
 * @param code    The error code.
 * @param message The message shown.
 * @return The error.
 */
export function aiError( code: AiError[ 'code' ], message: string ): AiError {
	return {
		code,
		message,
		severity: 'info',
		retry: code === 'error_service_unavailable' || code === 'error_network',
	};
}
