/**
 * One request path for every AI surface: the shared clients (streamed and
 * whole answers, and the site's other AI routes) with the same accounting
 * applied to every outcome.
 */

/**
 * WordPress dependencies
 */
import type { DataRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { askAi } from '../ask';
import { toAiError } from '../errors';
import { isAbortError } from '../query';
import { store as aiUsageStore } from '../store';
import { streamAiSuggestion } from '../stream';
import type {
	AiMessage,
	AiRequestOptions,
	AiStream,
	AiStreamHandlers,
} from '../types';
import { countsAsRequest, requiresUpgrade } from './rules';
import type { AiOutcome } from './rules';

/** The registry the requests count in: the editor's, or a test's. */
export type AiRegistry = Pick< DataRegistry, 'dispatch' >;

/** What a request costs, and whether a failure costs anything. */
export interface AiCost {
	/** Requests it uses. @default 1 */
	cost?: number;
	/** Whether a failure still counts (false where a failure costs nothing, a logo). @default true */
	countOnError?: boolean;
}

/** The shared AI clients, each applying the shared rules. */
export interface AiRequests {
	/** Streams an answer; Stop (`close()`) counts the request the server began. */
	stream: (
		prompt: string | AiMessage[],
		options?: AiRequestOptions & AiStreamHandlers & AiCost
	) => AiStream;
	/** Asks a whole answer; rejects with an AI error. */
	ask: (
		prompt: string | AiMessage[],
		options?: AiRequestOptions & { signal?: AbortSignal } & AiCost
	) => Promise< string >;
	/**
	 * Runs one of the site's other AI calls (post texts, image texts, a
	 * transcription, a logo image); rejects with an AI error.
	 */
	call: < T >(
		run: () => Promise< T >,
		options?: AiCost & { signal?: AbortSignal }
	) => Promise< T >;
	/** Accounts for an outcome reached another way. */
	settle: ( outcome: AiOutcome ) => void;
}

/**
 * Accounts for an outcome in the AI usage store, so that the usage panel,
 * the nudge and the upgrade prompts of every surface stay current: an
 * answer, or a stopped request, counts its cost; a failure counts as the
 * rules say; the site's quota error requires an upgrade and reads the usage
 * again (an administrator may raise the budget meanwhile). Every count
 * queues a read of the server's own count.
 *
 * @param registry The registry.
 * @param outcome  What happened.
 */
export function settleAiOutcome(
	registry: AiRegistry,
	outcome: AiOutcome
): void {
	const usage = registry.dispatch( aiUsageStore );
	const cost = outcome.cost ?? 1;
	if ( outcome.kind !== 'error' ) {
		if ( cost > 0 ) {
			usage.increaseRequestsCount( cost );
		}
		return;
	}
	if ( requiresUpgrade( outcome.error ) ) {
		usage.setRequireUpgrade( true );
		usage.enqueueAiFeatureRefetch();
		return;
	}
	if (
		outcome.countOnError !== false &&
		cost > 0 &&
		countsAsRequest( outcome.error )
	) {
		usage.increaseRequestsCount( cost );
	}
}

/** The clients the requests go through: the site's, or a test's stand-ins. */
export interface AiTransport {
	stream: typeof streamAiSuggestion;
	ask: typeof askAi;
}

/**
 * The shared AI clients bound to a registry.
 *
 * @param registry  The registry.
 * @param transport The clients underneath. @default the site's
 * @return The clients.
 */
export function createAiRequests(
	registry: AiRegistry,
	transport: AiTransport = { stream: streamAiSuggestion, ask: askAi }
): AiRequests {
	const settle = ( outcome: AiOutcome ) =>
		settleAiOutcome( registry, outcome );

	return {
		settle,
		stream( prompt, options = {} ) {
			const { cost, countOnError } = options;
			let ended = false;
			const inner = transport.stream( prompt, {
				...options,
				onSuggestion: options.onSuggestion,
				onDone( text ) {
					ended = true;
					settle( { kind: 'done', cost } );
					options.onDone?.( text );
				},
				onError( error ) {
					ended = true;
					settle( { kind: 'error', error, cost, countOnError } );
					options.onError?.( error );
				},
			} );
			return {
				close() {
					const running = ! ended && ! inner.closed;
					ended = true;
					inner.close();
					if ( running ) {
						settle( { kind: 'stopped', cost } );
					}
				},
				get closed() {
					return inner.closed;
				},
			};
		},
		async ask( prompt, options = {} ) {
			const { cost, countOnError } = options;
			try {
				const answer = await transport.ask( prompt, options );
				settle( { kind: 'done', cost } );
				return answer;
			} catch ( thrown ) {
				if ( options.signal?.aborted ) {
					settle( { kind: 'stopped', cost } );
					throw thrown;
				}
				const error = toAiError( thrown );
				settle( { kind: 'error', error, cost, countOnError } );
				throw error;
			}
		},
		async call( run, options = {} ) {
			const { cost, countOnError } = options;
			try {
				const result = await run();
				settle( { kind: 'done', cost } );
				return result;
			} catch ( thrown ) {
				if ( options.signal?.aborted || isAbortError( thrown ) ) {
					settle( { kind: 'stopped', cost } );
					throw thrown;
				}
				const error = toAiError( thrown );
				settle( { kind: 'error', error, cost, countOnError } );
				throw error;
			}
		},
	};
}
