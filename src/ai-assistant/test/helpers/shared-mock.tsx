/**
 * A stand-in for `@cairn/shared/ai` in the block's component tests: the stream
 * client is a fake the test drives, the usage store a small real store that
 * records what the block dispatches. The disclaimer and the upgrade prompt
 * are the real components (the prompt reads the real `cairn/ai-usage`
 * store, whose status the test's api-fetch answers); the usage panel, the
 * nudge and the feedback buttons are plain markers.
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { AiError, AiMessage, AiStreamHandlers } from '@cairn/shared/ai';

/** A request the block started, which the test answers. */
export interface FakeStream {
	prompt: string | AiMessage[];
	options: { postId?: number; feature?: string } & AiStreamHandlers;
	closed: boolean;
	close: jest.Mock;
}

/** The usage store's state. */
interface UsageState {
	requireUpgrade: boolean;
	feedback: boolean;
	errors: string[];
	counted: number[];
}

const DEFAULT_STATE: UsageState = {
	requireUpgrade: false,
	feedback: true,
	errors: [],
	counted: [],
};

type UsageAction =
	| { type: 'ERROR'; code: string }
	| { type: 'COUNT'; count: number }
	| { type: 'SET'; state: Partial< UsageState > };

/**
 * Builds the mock module.
 *
 * @return The module's exports.
 */
export function createSharedMock() {
	const streams: FakeStream[] = [];
	const aiUsageStore = createReduxStore( 'cairn/ai-usage-test', {
		reducer( state: UsageState = DEFAULT_STATE, action: UsageAction ) {
			switch ( action.type ) {
				case 'ERROR':
					return {
						...state,
						errors: [ ...state.errors, action.code ],
						requireUpgrade:
							state.requireUpgrade ||
							action.code === 'error_quota_exceeded',
					};
				case 'COUNT':
					return {
						...state,
						counted: [ ...state.counted, action.count ],
					};
				case 'SET':
					return { ...state, ...action.state };
			}
			return state;
		},
		actions: {
			handleAiError: ( code: string ) => ( { type: 'ERROR', code } ),
			increaseRequestsCount: ( count = 1 ) => ( {
				type: 'COUNT',
				count,
			} ),
			setUsageState: ( state: Partial< UsageState > ) => ( {
				type: 'SET',
				state,
			} ),
		},
		selectors: {
			getAiFeature: ( state: UsageState ) => state,
			getRequireUpgrade: ( state: UsageState ) => state.requireUpgrade,
			isFeatureEnabled: ( state: UsageState, slug: string ) =>
				slug === 'ai-response-feedback' && state.feedback,
			getErrors: ( state: UsageState ) => state.errors,
			getCounted: ( state: UsageState ) => state.counted,
		},
	} );
	register( aiUsageStore );

	// The real components, for the real texts (jest.requireActual: the
	// module under test mocks `@cairn/shared`, not these files).
	const { default: AiDisclaimer } = jest.requireActual<
		typeof import( '../../../../shared/ai/components/ai-disclaimer' )
	>( '../../../../shared/ai/components/ai-disclaimer' );
	const { default: AiUpgradePrompt } = jest.requireActual<
		typeof import( '../../../../shared/ai/components/ai-upgrade-prompt' )
	>( '../../../../shared/ai/components/ai-upgrade-prompt' );

	const { default: AiErrorNotice } = jest.requireActual<
		typeof import( '../../../../shared/ai/components/ai-error-notice' )
	>( '../../../../shared/ai/components/ai-error-notice' );
	// The real shared request path (its counting, on the real usage store),
	// over the fake stream.
	const { createAiRequests } = jest.requireActual<
		typeof import( '../../../../shared/ai/request/requests' )
	>( '../../../../shared/ai/request/requests' );
	const { requiresUpgrade } = jest.requireActual<
		typeof import( '../../../../shared/ai/request/rules' )
	>( '../../../../shared/ai/request/rules' );
	let requests: ReturnType< typeof createAiRequests > | null = null;

	const mock = {
		aiUsageStore,
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
		AiUsagePanel: () => <div>AI usage panel</div>,
		AiUpgradePrompt,
		AiUpgradeNudge: () => <div>Upgrade nudge</div>,
		AiDisclaimer,
		AiErrorNotice,
		requiresUpgrade,
		AiFeedback: ( { item }: { item: { id: string } } ) => (
			<div data-feedback-id={ item.id }>
				<button>Thumbs up</button>
				<button>Thumbs down</button>
			</div>
		),
		useAiRequests() {
			requests ??= createAiRequests(
				{ dispatch: jest.requireActual( '@wordpress/data' ).dispatch },
				{
					stream: mock.streamAiSuggestion as never,
					ask: jest.fn(),
				}
			);
			return requests;
		},
	};
	return mock;
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
