/**
 * External dependencies
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
	within,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	BlockControls,
	BlockEdit,
	InspectorControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { registerCoreBlocks } from '@wordpress/block-library';
import {
	createBlock,
	getCategories,
	serialize,
	setCategories,
} from '@wordpress/blocks';
import { SlotFillProvider } from '@wordpress/components';
import {
	createReduxStore,
	dispatch,
	register,
	select,
	useDispatch,
	useSelect,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import { registerTestBlock } from '../../../tests/helpers/register-block';
import type { AiAssistantAttributes } from '../types';
import {
	aiError,
	type createFakeStreamClient,
	type FakeStream,
} from './helpers/fake-stream';
import { store as usageStore } from '@cairn/shared/ai/store';
import { mapAiFeatureResponse } from '@cairn/shared/ai/store/map-feature';
import { serverFeature } from '@cairn/shared/ai/store/test/helpers';
import { ROUTES } from '@cairn/shared/api/routes';
import type {
	CairnEditorData,
	Readiness,
	ReadinessName,
} from '@cairn/shared/site/types';

// The network: the site's routes answer through api-fetch (the AI plan
// status, a stored rating), and the stream client is driven by the test.
// The request path, the usage store and every surface on them are real.
jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

jest.mock( '../../../shared/ai/stream', () =>
	// Required lazily: jest.mock factories may not use imported bindings.
	require( './helpers/fake-stream' ).createFakeStreamClient()
);

/** The stream client's stand-in, typed. */
const network = jest.requireMock( '../../../shared/ai/stream' ) as ReturnType<
	typeof createFakeStreamClient
>;

/** The post editor's state in the fake `core/editor` store. */
interface PostState {
	id: number;
	title: string;
	content: string;
}

const postEditor = createReduxStore( 'core/editor', {
	reducer(
		state: PostState = { id: 42, title: '', content: '' },
		action: { type: 'EDIT_POST'; edits: Partial< PostState > }
	) {
		return action.type === 'EDIT_POST'
			? { ...state, ...action.edits }
			: state;
	},
	actions: {
		editPost: ( edits: Partial< PostState > ) => ( {
			type: 'EDIT_POST',
			edits,
		} ),
	},
	selectors: {
		getCurrentPostId: ( state: PostState ) => state.id,
		getEditedPostAttribute: ( state: PostState, key: keyof PostState ) =>
			state[ key ],
	},
} );

/** Requests counted in the usage store. */
const realCount = () => select( usageStore ).getAiFeature().requestsCount;

const setPost = ( edits: Partial< PostState > ) =>
	dispatch( postEditor ).editPost( edits );
const postTitle = () => select( postEditor ).getEditedPostAttribute( 'title' );

const NON_ADMIN_UPGRADE =
	'Congratulations on exploring Cairn AI and reaching the free requests limit! Reach out to the site administrator to upgrade and keep using Cairn AI.';
const NOT_CONFIGURED_MESSAGE =
	'No AI provider can write text. Fill in "Text model" in Settings → Cairn → AI.';
const SETTINGS_URL =
	'https://example.org/wp-admin/options-general.php?page=cairn';
const UPGRADE_URL = `${ SETTINGS_URL }#cairn-ai`;

/**
 * The AI plan status the server gives unless a test says otherwise: the
 * free tier with 15 of its 20 requests left, ratings on.
 *
 * @param overrides Server keys to replace.
 * @return The status, as the server sends it.
 */
function statusOf( overrides: Record< string, unknown > = {} ) {
	return serverFeature( {
		'requests-count': 5,
		'is-over-limit': false,
		'upgrade-url': UPGRADE_URL,
		'features-control': {
			'ai-assistant': { enabled: true },
			'ai-response-feedback': { enabled: true },
		},
		...overrides,
	} );
}

/** The free requests used up: the site must upgrade to go on. */
const UPGRADE_REQUIRED = {
	'requests-count': 20,
	'is-over-limit': true,
	'site-require-upgrade': true,
};

/** What the server says of the AI plan. */
let serverStatus = statusOf();

/** The ratings the site stored, as the feedback route received them. */
let ratings: Array< Record< string, unknown > > = [];

/**
 * Sets what the server says about the site and the user.
 *
 * @param data Keys of `window.cairnEditorData` besides the settings URL.
 */
function setEditorData(
	data: Partial< CairnEditorData > & {
		readiness?: Partial< Record< ReadinessName, Readiness > >;
	} = {}
) {
	window.cairnEditorData = {
		settingsUrl: SETTINGS_URL,
		// A provider can write text unless a test says otherwise.
		readiness: { 'ai-text': { ready: true, section: 'ai', message: '' } },
		...data,
	};
}

/**
 * Sets the AI plan status the server answers, and puts it in the usage
 * store as a read of the server would.
 *
 * @param overrides Server keys to replace.
 */
function setServerStatus( overrides: Record< string, unknown > ) {
	serverStatus = statusOf( overrides );
	act( () => {
		dispatch( usageStore ).receiveAiFeature(
			mapAiFeatureResponse( serverStatus )
		);
	} );
}

/**
 * The plan status with ratings switched on or off.
 *
 * @param enabled Whether thumbs up and down are on.
 * @return The server keys.
 */
const feedbackSwitch = ( enabled: boolean ) => ( {
	'features-control': {
		'ai-assistant': { enabled: true },
		'ai-response-feedback': { enabled },
	},
} );

beforeAll( async () => {
	jest.mocked( apiFetch ).mockImplementation( async ( options ) => {
		if ( options.path === ROUTES.aiAssistantFeature ) {
			return serverStatus;
		}
		if ( options.path === ROUTES.aiFeedback && options.method === 'POST' ) {
			ratings.push( options.data as Record< string, unknown > );
			return { stored: true };
		}
		throw { code: 'rest_no_route', message: 'No route.' };
	} );
	registerCoreBlocks();
	register( postEditor );
	setCategories( [
		...getCategories(),
		{ slug: metadata.category, title: 'Cairn' },
	] );
	setEditorData();
	registerTestBlock(
		metadata,
		await import( '..' ),
		( await import( '../edit' ) ).default
	);
} );

beforeEach( () => {
	setEditorData();
	setServerStatus( {} );
	ratings = [];
	window.localStorage.clear();
	network.streams.length = 0;
	network.streamAiSuggestion.mockClear();
	setPost( { title: '', content: '' } );
} );

afterEach( () => {
	// A count queues a read of the server's own count: not into the next test.
	dispatch( usageStore ).dequeueAiFeatureRefetch();
	jest.useRealTimers();
} );

/**
 * The block in the block editor's store, rendered through BlockEdit as the
 * editor does, with its toolbar and sidebar slots shown.
 *
 * @param props          Harness props.
 * @param props.clientId The block's id.
 */
function Harness( { clientId }: { clientId: string } ) {
	const attributes = useSelect(
		( s ) => s( blockEditorStore ).getBlockAttributes( clientId ),
		[ clientId ]
	) as AiAssistantAttributes | null;
	const { updateBlockAttributes } = useDispatch( blockEditorStore );
	return (
		<SlotFillProvider>
			<BlockControls.Slot />
			<InspectorControls.Slot />
			{ attributes && (
				<BlockEdit
					name={ metadata.name }
					clientId={ clientId }
					isSelected
					mayDisplayControls
					attributes={ attributes }
					setAttributes={ (
						next: Partial< AiAssistantAttributes >
					) => updateBlockAttributes( clientId, next ) }
				/>
			) }
		</SlotFillProvider>
	);
}

/**
 * Puts an assistant block in the editor, with other blocks around it, and
 * renders it.
 *
 * @param initial The block's attributes.
 * @return The block's id.
 */
function setup( initial: Partial< AiAssistantAttributes > = {} ) {
	const block = createBlock( metadata.name, initial );
	dispatch( blockEditorStore ).resetBlocks( [
		createBlock( 'core/paragraph', { content: 'Before' } ),
		block,
	] );
	render( <Harness clientId={ block.clientId } /> );
	return block.clientId;
}

const attributesOf = ( clientId: string ) =>
	select( blockEditorStore ).getBlockAttributes(
		clientId
	) as AiAssistantAttributes | null;
const blockNames = () =>
	select( blockEditorStore )
		.getBlocks()
		.map( ( block ) => block.name );
const input = () => screen.getByRole( 'textbox', { name: 'Ask Cairn AI' } );
const button = ( name: string ) => screen.getByRole( 'button', { name } );
const queryButton = ( name: string ) =>
	screen.queryByRole( 'button', { name } );
const lastStream = (): FakeStream => network.streams.at( -1 )!;
const usagePanel = () =>
	screen.getByText( 'Available Requests', { selector: 'strong' } )
		.parentElement!.parentElement;

/**
 * Types a prompt and sends it with Enter.
 *
 * @param prompt The prompt.
 */
function ask( prompt: string ) {
	fireEvent.change( input(), { target: { value: prompt } } );
	fireEvent.keyDown( input(), { key: 'Enter' } );
}

/**
 * Streams an answer in, then ends it.
 *
 * @param stream The request.
 * @param text   The whole answer.
 */
function answer( stream: FakeStream, text: string ) {
	act( () => {
		stream.options.onSuggestion?.( text.slice( 0, 3 ) );
		stream.options.onSuggestion?.( text );
		stream.options.onDone?.( text );
	} );
}

describe( 'AI Assistant block', () => {
	it( 'has a prompt input labelled Ask Cairn AI', () => {
		setup();
		expect( input() ).toBeInTheDocument();
		expect( input() ).not.toBeDisabled();
	} );

	it( 'an empty prompt cannot be sent: Generate is disabled', () => {
		setup();
		// Disabled but focusable, as core's buttons are.
		expect( button( 'Generate' ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		fireEvent.click( button( 'Generate' ) );
		fireEvent.change( input(), { target: { value: '   ' } } );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		expect( button( 'Generate' ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		expect( network.streamAiSuggestion ).not.toHaveBeenCalled();
	} );

	it( 'Enter sends the prompt; Shift+Enter does not', () => {
		setup();
		fireEvent.change( input(), { target: { value: 'Write a poem' } } );
		fireEvent.keyDown( input(), { key: 'Enter', shiftKey: true } );
		expect( network.streamAiSuggestion ).not.toHaveBeenCalled();
		fireEvent.keyDown( input(), { key: 'Enter' } );
		expect( network.streamAiSuggestion ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'Generate sends the messages with their context, feature ai-assistant and the post id', () => {
		setup();
		fireEvent.change( input(), { target: { value: 'Write a poem' } } );
		fireEvent.click( button( 'Generate' ) );
		expect( lastStream().prompt ).toEqual( [
			{
				role: 'cairn-ai',
				content: 'Write a poem',
				context: {
					type: 'userPrompt',
					request: 'Write a poem',
					is_follow_up: false,
				},
			},
		] );
		expect( lastStream().options ).toMatchObject( {
			feature: 'ai-assistant',
			postId: 42,
		} );
	} );

	it( 'a follow-up sends the history and the current content', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		answer( lastStream(), 'Roses are red' );
		ask( 'Make it longer' );
		const messages = lastStream().prompt as Array< {
			role: string;
			content: string;
			context?: Record< string, unknown >;
		} >;
		expect( messages.map( ( m ) => m.role ) ).toEqual( [
			'cairn-ai',
			'assistant',
			'cairn-ai',
		] );
		expect( messages[ 2 ].context ).toMatchObject( {
			type: 'userPrompt',
			request: 'Make it longer',
			content: 'Roses are red',
			is_follow_up: true,
		} );
		answer( lastStream(), 'Roses are red, violets are blue' );
		expect( attributesOf( clientId )?.messages ).toHaveLength( 4 );
	} );

	it( 'while busy, Stop is allowed and the input is disabled', () => {
		setup();
		ask( 'Write a poem' );
		expect( input() ).toBeDisabled();
		expect( button( 'Stop' ) ).toBeInTheDocument();
		expect( queryButton( 'Generate' ) ).not.toBeInTheDocument();
		act( () => lastStream().options.onSuggestion?.( 'Ros' ) );
		expect( input() ).toBeDisabled();
		expect( button( 'Stop' ) ).toBeInTheDocument();
	} );

	it( 'the streamed text is shown as it arrives', () => {
		setup();
		ask( 'Write' );
		act( () => lastStream().options.onSuggestion?.( '## Poem\n\nRoses' ) );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Poem' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Roses' ) ).toBeInTheDocument();
		act( () =>
			lastStream().options.onSuggestion?.( '## Poem\n\nRoses are red' )
		);
		expect( screen.getByText( 'Roses are red' ) ).toBeInTheDocument();
	} );

	it( 'the answer is shown as text, never as HTML', () => {
		setup();
		ask( 'Write' );
		act( () =>
			lastStream().options.onSuggestion?.(
				'<img src=x onerror="window.bad=1"> hi'
			)
		);
		expect( document.querySelector( '[onerror]' ) ).toBeNull();
		expect(
			screen.getByText( '<img src=x onerror="window.bad=1"> hi' )
		).toBeInTheDocument();
	} );

	it( 'Esc stops a running request and keeps the text so far', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		act( () => lastStream().options.onSuggestion?.( 'Roses' ) );
		fireEvent.keyDown( button( 'Stop' ), { key: 'Escape' } );
		expect( lastStream().close ).toHaveBeenCalled();
		expect( queryButton( 'Stop' ) ).not.toBeInTheDocument();
		expect( input() ).not.toBeDisabled();
		expect( attributesOf( clientId ) ).toMatchObject( {
			content: 'Roses',
			requestingState: 'done',
		} );
	} );

	it( 'Stop closes the stream; late chunks are ignored', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		fireEvent.click( button( 'Stop' ) );
		expect( lastStream().close ).toHaveBeenCalledTimes( 1 );
		act( () => lastStream().options.onSuggestion?.( 'late' ) );
		expect( screen.queryByText( 'late' ) ).not.toBeInTheDocument();
		// Nothing arrived: the block is back where it started.
		expect( attributesOf( clientId )?.requestingState ).toBe( 'init' );
	} );

	it( 'only init and done are saved to requestingState', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		expect( attributesOf( clientId )?.requestingState ).toBe( 'init' );
		act( () => lastStream().options.onSuggestion?.( 'Ros' ) );
		expect( attributesOf( clientId )?.requestingState ).toBe( 'init' );
		act( () => lastStream().options.onDone?.( 'Roses' ) );
		expect( attributesOf( clientId ) ).toMatchObject( {
			requestingState: 'done',
			content: 'Roses',
		} );
		ask( 'Again' );
		act( () =>
			lastStream().options.onError?.(
				aiError( 'error_moderation', 'Flagged.' )
			)
		);
		expect( attributesOf( clientId )?.requestingState ).toBe( 'done' );
	} );

	it( 'a successful request counts one request, through the shared request path', () => {
		setup();
		const before = realCount();
		ask( 'Write a poem' );
		answer( lastStream(), 'Roses' );
		expect( realCount() ).toBe( before + 1 );
	} );

	it( 'Stop counts the request the server began', () => {
		setup();
		const before = realCount();
		ask( 'Write a poem' );
		act( () => lastStream().options.onSuggestion?.( 'Ros' ) );
		fireEvent.click( button( 'Stop' ) );
		expect( realCount() ).toBe( before + 1 );
	} );

	it( 'after a response, focus moves to Accept after 100 ms', () => {
		jest.useFakeTimers();
		setup();
		ask( 'Write a poem' );
		answer( lastStream(), 'Roses' );
		act( () => jest.advanceTimersByTime( 99 ) );
		expect( button( 'Accept' ) ).not.toHaveFocus();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( button( 'Accept' ) ).toHaveFocus();
	} );

	it( 'after a failed response, focus moves to the input after 100 ms', () => {
		jest.useFakeTimers();
		setup();
		ask( 'Write a poem' );
		act( () =>
			lastStream().options.onError?.(
				aiError( 'error_moderation', 'Flagged.' )
			)
		);
		act( () => jest.advanceTimersByTime( 100 ) );
		expect( input() ).toHaveFocus();
	} );

	it( 'Accept replaces the block with the parsed content', () => {
		const clientId = setup();
		ask( 'Write' );
		answer( lastStream(), '## Hello\n\nSome text.\n\n- one\n- two' );
		fireEvent.click( button( 'Accept' ) );
		expect( console ).toHaveLogged();
		expect( attributesOf( clientId ) ).toBeNull();
		expect( blockNames() ).toEqual( [
			'core/paragraph',
			'core/heading',
			'core/paragraph',
			'core/list',
		] );
	} );

	it( 'Accept: a first H1 becomes the post title when the post has none, and is not inserted', () => {
		setup();
		ask( 'Write a post' );
		answer( lastStream(), '# My title\n\nThe body.' );
		fireEvent.click( button( 'Accept' ) );
		expect( console ).toHaveLogged();
		expect( postTitle() ).toBe( 'My title' );
		expect( blockNames() ).toEqual( [
			'core/paragraph',
			'core/paragraph',
		] );
	} );

	it( 'Accept: a first H1 stays a heading when the post has a title', () => {
		setPost( { title: 'Existing' } );
		setup();
		ask( 'Write a post' );
		answer( lastStream(), '# My title\n\nThe body.' );
		fireEvent.click( button( 'Accept' ) );
		expect( console ).toHaveLogged();
		expect( postTitle() ).toBe( 'Existing' );
		expect( blockNames() ).toEqual( [
			'core/paragraph',
			'core/heading',
			'core/paragraph',
		] );
	} );

	it( 'title mode: Accept title sets the post title and removes the block', () => {
		setPost( { content: '<p>About cairns on mountain paths.</p>' } );
		const clientId = setup();
		fireEvent.click( button( 'Prompt templates' ) );
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Write a title' } )
		);
		expect(
			( lastStream().prompt as Array< { context?: object } > )[ 0 ]
				.context
		).toMatchObject( {
			type: 'generateTitle',
			content: 'About cairns on mountain paths.',
		} );
		answer( lastStream(), '"Stones that show the way"' );
		expect( queryButton( 'Accept' ) ).not.toBeInTheDocument();
		fireEvent.click( button( 'Accept title' ) );
		expect( postTitle() ).toBe( 'Stones that show the way' );
		expect( attributesOf( clientId ) ).toBeNull();
		expect( blockNames() ).toEqual( [ 'core/paragraph' ] );
	} );

	it( 'title mode: a prompt asking for a title offers Accept title', () => {
		setup();
		ask( 'Suggest a title for this post' );
		answer( lastStream(), 'Stones that show the way' );
		expect( button( 'Accept title' ) ).toBeInTheDocument();
		expect( button( 'Accept' ) ).toBeInTheDocument();
	} );

	it( 'Discard restores the original content and messages', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		answer( lastStream(), 'First' );
		const firstMessages = attributesOf( clientId )?.messages;
		ask( 'Make it longer' );
		answer( lastStream(), 'First and second' );
		fireEvent.click( button( 'Discard' ) );
		expect( attributesOf( clientId ) ).toMatchObject( {
			content: 'First',
			messages: firstMessages,
			requestingState: 'done',
		} );
		expect( screen.getByText( 'First' ) ).toBeInTheDocument();
		// The prompt is kept for another try.
		expect( input() ).toHaveValue( 'Make it longer' );
	} );

	it( 'Undo reverts the change and closes the assistant', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		answer( lastStream(), 'First' );
		ask( 'Make it longer' );
		answer( lastStream(), 'First and second' );
		fireEvent.click( button( 'Undo' ) );
		expect( attributesOf( clientId )?.content ).toBe( 'First' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Ask Cairn AI' } )
		).not.toBeInTheDocument();
	} );

	it( 'Undo removes the block when it was empty before', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		answer( lastStream(), 'First' );
		fireEvent.click( button( 'Undo' ) );
		expect( attributesOf( clientId ) ).toBeNull();
	} );

	it( 'Close removes the block when nothing was generated', () => {
		const clientId = setup();
		fireEvent.click( button( 'Close' ) );
		expect( attributesOf( clientId ) ).toBeNull();
	} );

	it( 'Close keeps a generated answer and hides the prompt', () => {
		const clientId = setup();
		ask( 'Write a poem' );
		answer( lastStream(), 'Roses' );
		fireEvent.click( button( 'Close' ) );
		expect( attributesOf( clientId )?.content ).toBe( 'Roses' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Ask Cairn AI' } )
		).not.toBeInTheDocument();
		fireEvent.click( button( 'Ask Cairn AI' ) );
		expect( input() ).toHaveValue( 'Write a poem' );
	} );

	it( 'Try Again sends the last request again from where it started', () => {
		setup();
		ask( 'Write a poem' );
		answer( lastStream(), 'Roses' );
		const first = lastStream().prompt;
		fireEvent.click( button( 'Try Again' ) );
		expect( network.streams ).toHaveLength( 2 );
		expect( lastStream().prompt ).toEqual( first );
	} );

	it( 'an error shows its message in a notice, and the prompt stays', () => {
		setup();
		ask( 'Something bad' );
		act( () =>
			lastStream().options.onError?.(
				aiError(
					'error_context_too_large',
					'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.'
				)
			)
		);
		expect(
			document.querySelector( '.wp-block-cairn-ai-assistant__error' )
		).toHaveTextContent(
			'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.'
		);
		expect( input() ).toHaveValue( 'Something bad' );
		expect( input() ).not.toBeDisabled();
	} );

	it( 'every error is accounted by the shared rules: an unclear prompt counts, a request error does not', () => {
		setup();
		const before = realCount();
		ask( 'One' );
		act( () =>
			lastStream().options.onError?.(
				aiError( 'error_unclear_prompt', 'Unclear.' )
			)
		);
		ask( 'Two' );
		act( () =>
			lastStream().options.onError?.(
				aiError( 'error_response', 'Failed.' )
			)
		);
		expect( realCount() ).toBe( before + 1 );
	} );

	it( 'Retry is offered after service-unavailable and network errors', () => {
		setup();
		ask( 'Write' );
		act( () =>
			lastStream().options.onError?.(
				aiError(
					'error_service_unavailable',
					'AI services are currently unavailable. Sorry for the inconvenience.'
				)
			)
		);
		fireEvent.click( button( 'Retry' ) );
		expect( network.streams ).toHaveLength( 2 );
		expect( lastStream().prompt ).toEqual( network.streams[ 0 ].prompt );
		act( () =>
			lastStream().options.onError?.(
				aiError( 'error_network', 'It was not possible.' )
			)
		);
		expect( button( 'Retry' ) ).toBeInTheDocument();
	} );

	it( 'no Retry after a moderation error', () => {
		setup();
		ask( 'Write' );
		act( () =>
			lastStream().options.onError?.(
				aiError(
					'error_moderation',
					'This request has been flagged by our moderation system. Please try to rephrase it and try again.'
				)
			)
		);
		expect( queryButton( 'Retry' ) ).not.toBeInTheDocument();
		expect( button( 'Generate' ) ).toBeInTheDocument();
	} );

	it( 'a dropped connection keeps the text received so far and offers Retry', () => {
		const clientId = setup();
		ask( 'Write' );
		act( () => {
			lastStream().options.onSuggestion?.( 'Half of the answer' );
			lastStream().options.onError?.(
				aiError( 'error_network', 'It was not possible.' )
			);
		} );
		expect( screen.getByText( 'Half of the answer' ) ).toBeInTheDocument();
		expect( attributesOf( clientId )?.content ).toBe(
			'Half of the answer'
		);
		expect( button( 'Retry' ) ).toBeInTheDocument();
		expect( input() ).toHaveValue( 'Write' );
	} );

	it( 'quota exceeded shows the upgrade prompt', () => {
		setup();
		ask( 'Write' );
		act( () =>
			lastStream().options.onError?.(
				aiError(
					'error_quota_exceeded',
					'You have reached the limit of requests for this site.'
				)
			)
		);
		expect(
			screen.getByText( NON_ADMIN_UPGRADE, { selector: 'p' } )
		).toBeInTheDocument();
		expect( select( usageStore ).getRequireUpgrade() ).toBe( true );
		expect(
			screen.getByText(
				'Error: You have reached the limit of requests for this site.',
				{ selector: 'p' }
			)
		).toBeInTheDocument();
		expect( queryButton( 'Generate' ) ).not.toBeInTheDocument();
		expect( queryButton( 'Retry' ) ).not.toBeInTheDocument();
	} );

	it( 'quota exceeded for an administrator who can upgrade: Error: without a button, and the next tier with the one Upgrade', () => {
		setEditorData( { canManageOptions: true, upgradeUrl: UPGRADE_URL } );
		setup();
		ask( 'Write' );
		act( () =>
			lastStream().options.onError?.(
				aiError(
					'error_quota_exceeded',
					'You have reached the limit of requests for this site.'
				)
			)
		);
		expect(
			screen.getByText(
				'Error: You have reached the limit of requests for this site.',
				{ selector: 'p' }
			)
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'You have reached the requests limit for your current plan. Upgrade now to increase your requests limit to 100.',
				{ selector: 'p' }
			)
		).toBeInTheDocument();
		// One upgrade action on the surface: the prompt's.
		expect(
			screen.queryByRole( 'link', { name: 'Upgrade now' } )
		).not.toBeInTheDocument();
		expect( screen.getAllByRole( 'link', { name: /Upgrade/ } ) ).toEqual( [
			screen.getByRole( 'link', { name: 'Upgrade' } ),
		] );
		expect(
			screen.getByRole( 'link', { name: 'Upgrade' } )
		).toHaveAttribute( 'href', UPGRADE_URL );
		expect( input() ).toHaveValue( 'Write' );
	} );

	it( 'when an upgrade is required, the upgrade prompt shows instead of Generate', () => {
		setServerStatus( UPGRADE_REQUIRED );
		setup();
		expect(
			screen.getByText( NON_ADMIN_UPGRADE, { selector: 'p' } )
		).toBeInTheDocument();
		expect( queryButton( 'Generate' ) ).not.toBeInTheDocument();
		fireEvent.change( input(), { target: { value: 'Write' } } );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		expect( network.streamAiSuggestion ).not.toHaveBeenCalled();
		// What the user wrote stays.
		expect( input() ).toHaveValue( 'Write' );
	} );

	it( 'an administrator who can upgrade is offered the next tier, with Upgrade to the budget settings', () => {
		setEditorData( { canManageOptions: true, upgradeUrl: UPGRADE_URL } );
		setServerStatus( UPGRADE_REQUIRED );
		setup();
		expect(
			screen.getByText(
				'You have reached the requests limit for your current plan. Upgrade now to increase your requests limit to 100.',
				{ selector: 'p' }
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Upgrade' } )
		).toHaveAttribute( 'href', UPGRADE_URL );
	} );

	it( 'a site administrator whose budget the network sets (no upgrade URL) is asked to reach out to the administrator', () => {
		setEditorData( { canManageOptions: true, upgradeUrl: '' } );
		setServerStatus( { ...UPGRADE_REQUIRED, 'upgrade-url': '' } );
		setup();
		expect(
			screen.getByText( NON_ADMIN_UPGRADE, { selector: 'p' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Upgrade' } )
		).not.toBeInTheDocument();
	} );

	it( 'the upgrade nudge shows after a request', () => {
		// The free tier, unused: the nudge would show, but only once a
		// request ended (and then with what is left).
		setServerStatus( { 'requests-count': 0, 'is-over-limit': false } );
		setup();
		expect(
			document.querySelector( '.cairn-ai-upgrade-nudge' )
		).not.toBeInTheDocument();
		ask( 'Write' );
		answer( lastStream(), 'Roses' );
		expect(
			document.querySelector( '.cairn-ai-upgrade-nudge' )
		).toHaveTextContent( 'You have 19 requests remaining.' );
	} );

	it( 'an answer carries the disclaimer, with Learn more to the AI settings for administrators', () => {
		setEditorData( { canManageOptions: true } );
		setup();
		ask( 'Write' );
		answer( lastStream(), 'Roses' );
		expect(
			screen.getByText(
				/^AI-generated content could be inaccurate or biased\./
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: /Learn more/ } )
		).toHaveAttribute( 'href', UPGRADE_URL );
	} );

	it( 'editors see the disclaimer without Learn more (they cannot open the settings)', () => {
		setup();
		ask( 'Write' );
		answer( lastStream(), 'Roses' );
		expect(
			screen.getByText(
				'AI-generated content could be inaccurate or biased.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: /Learn more/ } )
		).not.toBeInTheDocument();
	} );

	it( 'thumbs up and down show only when ai-response-feedback is on', () => {
		setup();
		ask( 'Write' );
		answer( lastStream(), 'Roses' );
		expect( button( 'Thumbs up' ) ).toBeInTheDocument();
		setServerStatus( feedbackSwitch( false ) );
		expect( queryButton( 'Thumbs up' ) ).not.toBeInTheDocument();
	} );

	it( 'the toolbar offers the prompt templates', () => {
		setPost( { title: 'Cairns' } );
		setup();
		fireEvent.click( button( 'Prompt templates' ) );
		const menu = screen.getByRole( 'menu' );
		expect(
			within( menu )
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [
			'Write a summary based on title',
			'Summarize content',
			'Continue writing',
			'Write a title',
		] );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', {
				name: 'Write a summary based on title',
			} )
		);
		expect(
			( lastStream().prompt as Array< { context?: object } > )[ 0 ]
				.context
		).toMatchObject( { type: 'titleSummary', content: 'Cairns' } );
		expect( input() ).toHaveValue( 'Write a summary based on title' );
	} );

	it( 'Select tone lists the tones, formal first and chosen, and re-runs the answer with changeTone', () => {
		setup();
		// Nothing to change yet.
		expect( button( 'Select tone' ) ).toBeDisabled();
		ask( 'Write' );
		answer( lastStream(), 'Roses' );
		fireEvent.click( button( 'Select tone' ) );
		const choices = screen.getAllByRole( 'menuitemradio' );
		expect( choices.map( ( choice ) => choice.textContent ) ).toEqual( [
			'Formal',
			'Informal',
			'Optimistic',
			'Humorous',
			'Serious',
			'Skeptical',
			'Empathetic',
			'Confident',
			'Passionate',
			'Provocative',
		] );
		expect( choices[ 0 ] ).toHaveAttribute( 'aria-checked', 'true' );
		fireEvent.click(
			screen.getByRole( 'menuitemradio', { name: 'Humorous' } )
		);
		const messages = lastStream().prompt as Array< { context?: object } >;
		expect( messages.at( -1 )?.context ).toMatchObject( {
			type: 'changeTone',
			tone: 'humorous',
			content: 'Roses',
			is_follow_up: true,
		} );
	} );

	it( 'Select language lists the site language first and re-runs the answer with changeLanguage', () => {
		document.documentElement.lang = 'fr-FR';
		setup();
		ask( 'Write' );
		answer( lastStream(), 'Roses' );
		fireEvent.click( button( 'Select language' ) );
		const choices = screen.getAllByRole( 'menuitemradio' );
		expect( choices ).toHaveLength( 12 );
		expect( choices[ 0 ] ).toHaveTextContent( 'French' );
		fireEvent.click(
			screen.getByRole( 'menuitemradio', { name: 'Spanish' } )
		);
		const messages = lastStream().prompt as Array< { context?: object } >;
		expect( messages.at( -1 )?.context ).toMatchObject( {
			type: 'changeLanguage',
			language: 'es',
			content: 'Roses',
		} );
		document.documentElement.lang = '';
	} );

	it( 'the sidebar shows the usage panel and, for administrators, a Discover all features link', () => {
		setEditorData( { canManageOptions: true } );
		setup();
		expect( usagePanel() ).toHaveTextContent(
			'15 of 20 requests available.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Discover all features' } )
		).toHaveAttribute(
			'href',
			'https://example.org/wp-admin/options-general.php?page=cairn#cairn-ai'
		);
	} );

	it( 'editors get no Discover all features link (they cannot open the settings)', () => {
		setup();
		expect( usagePanel() ).toHaveTextContent(
			'15 of 20 requests available.'
		);
		expect(
			screen.queryByRole( 'link', { name: 'Discover all features' } )
		).not.toBeInTheDocument();
	} );

	it( 'no provider can write text: before anything is typed the block names the setting and offers no prompt', () => {
		setEditorData( {
			canManageOptions: true,
			readiness: {
				'ai-text': {
					ready: false,
					section: 'ai',
					message: NOT_CONFIGURED_MESSAGE,
				},
			},
		} );
		setup();
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect( queryButton( 'Ask Cairn AI' ) ).not.toBeInTheDocument();
		const banner = document.querySelector(
			'.cairn-connect-banner'
		) as HTMLElement;
		expect( banner ).toHaveTextContent( NOT_CONFIGURED_MESSAGE );
		expect(
			within( banner ).getByRole( 'link', {
				name: 'Set up an AI provider',
			} )
		).toHaveAttribute( 'href', `${ SETTINGS_URL }#cairn-ai` );
		expect( network.streamAiSuggestion ).not.toHaveBeenCalled();
	} );

	it( 'AI not set up: the notice shows the server message naming the setting and, for administrators, Open AI settings; no Retry', () => {
		setEditorData( { canManageOptions: true } );
		setup();
		ask( 'Write' );
		act( () =>
			lastStream().options.onError?.( {
				...aiError( 'error_service_unavailable', 'Unavailable.' ),
				retry: false,
				cause: 'not-configured',
				detail: NOT_CONFIGURED_MESSAGE,
				settingsUrl: UPGRADE_URL,
			} )
		);
		const notice = document.querySelector(
			'.wp-block-cairn-ai-assistant__error'
		) as HTMLElement;
		expect( notice ).toHaveTextContent( NOT_CONFIGURED_MESSAGE );
		expect( notice ).not.toHaveTextContent( 'Unavailable.' );
		expect(
			within( notice ).getByRole( 'link', { name: 'Open AI settings' } )
		).toHaveAttribute( 'href', UPGRADE_URL );
		expect( queryButton( 'Retry' ) ).not.toBeInTheDocument();
	} );

	it( 'AI not set up: other users see the server message and whom to ask, without a settings link', () => {
		setup();
		ask( 'Write' );
		act( () =>
			lastStream().options.onError?.( {
				...aiError( 'error_service_unavailable', 'Unavailable.' ),
				retry: false,
				cause: 'not-configured',
				detail: NOT_CONFIGURED_MESSAGE,
				settingsUrl: UPGRADE_URL,
			} )
		);
		const notice = document.querySelector(
			'.wp-block-cairn-ai-assistant__error'
		) as HTMLElement;
		expect( notice ).toHaveTextContent(
			`${ NOT_CONFIGURED_MESSAGE } Ask a site administrator to set up AI in Settings → Cairn.`
		);
		expect(
			within( notice ).queryByRole( 'link' )
		).not.toBeInTheDocument();
		expect( queryButton( 'Retry' ) ).not.toBeInTheDocument();
	} );

	it( 'Try Again after a reload sends the original request again, not a follow-up on its answer', () => {
		const question = {
			role: 'cairn-ai' as const,
			content: 'Write a poem',
			context: {
				type: 'userPrompt' as const,
				request: 'Write a poem',
				is_follow_up: false,
			},
		};
		setup( {
			content: 'Roses',
			originalContent: '',
			userPrompt: 'Write a poem',
			promptType: 'userPrompt',
			messages: [ question, { role: 'assistant', content: 'Roses' } ],
			originalMessages: [],
			requestingState: 'done',
		} );
		fireEvent.click( button( 'Try Again' ) );
		expect( lastStream().prompt ).toEqual( [ question ] );
	} );

	it( 'Try Again after a reload re-runs a template or a follow-up from where it started', () => {
		const first = [
			{
				role: 'cairn-ai' as const,
				content: 'Write a poem',
				context: {
					type: 'userPrompt' as const,
					request: 'Write a poem',
					is_follow_up: false,
				},
			},
			{ role: 'assistant' as const, content: 'Roses' },
		];
		const toneQuestion = {
			role: 'cairn-ai' as const,
			content: 'Change tone',
			context: {
				type: 'changeTone' as const,
				request: 'Change tone',
				content: 'Roses',
				tone: 'humorous',
				is_follow_up: true,
			},
		};
		const clientId = setup( {
			content: 'Funny roses',
			originalContent: 'Roses',
			userPrompt: 'Write a poem',
			promptType: 'changeTone',
			messages: [
				...first,
				toneQuestion,
				{ role: 'assistant', content: 'Funny roses' },
			],
			originalMessages: first,
			requestingState: 'done',
		} );
		fireEvent.click( button( 'Try Again' ) );
		expect( lastStream().prompt ).toEqual( [ ...first, toneQuestion ] );
		answer( lastStream(), 'Very funny roses' );
		// Discard still goes back to before the request.
		expect( attributesOf( clientId )?.originalContent ).toBe( 'Roses' );
	} );

	it( 'the rated answer keeps its feedback id across a reload', () => {
		setup();
		ask( 'Write' );
		answer( lastStream(), 'Roses' );
		fireEvent.click( button( 'Thumbs up' ) );
		expect( ratings ).toHaveLength( 1 );
		const id = ratings[ 0 ].item;
		expect( id ).toMatch( /^ai-assistant-[0-9a-z]+$/ );
		cleanup();
		// The same answer, reloaded: a new block id, another history length,
		// and still the rating given.
		setup( {
			content: 'Roses',
			userPrompt: 'Write',
			requestingState: 'done',
		} );
		expect( button( 'Thumbs up' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		fireEvent.click( button( 'Thumbs down' ) );
		expect( ratings[ 1 ].item ).toBe( id );
		cleanup();
		setup( {
			content: 'Tulips',
			userPrompt: 'Write',
			requestingState: 'done',
		} );
		expect( button( 'Thumbs down' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		fireEvent.click( button( 'Thumbs up' ) );
		expect( ratings[ 2 ].item ).not.toBe( id );
	} );

	it( 'a prompt template does not overwrite what the user typed', () => {
		setPost( { title: 'Cairns' } );
		const clientId = setup();
		fireEvent.change( input(), { target: { value: 'My own words' } } );
		fireEvent.click( button( 'Prompt templates' ) );
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Summarize content' } )
		);
		expect( lastStream().prompt ).toEqual( [
			expect.objectContaining( {
				context: expect.objectContaining( { type: 'summarize' } ),
			} ),
		] );
		expect( input() ).toHaveValue( 'My own words' );
		expect( attributesOf( clientId )?.userPrompt ).toBe( 'My own words' );
	} );

	it( 'a saved answer opens in the done state', () => {
		setup( {
			content: 'Saved answer',
			requestingState: 'done',
			userPrompt: 'Write',
		} );
		expect( screen.getByText( 'Saved answer' ) ).toBeInTheDocument();
		expect( button( 'Accept' ) ).toBeInTheDocument();
		expect( input() ).toHaveValue( 'Write' );
	} );

	describe( 'an assistant that took a block’s place (Ask AI Assistant)', () => {
		const original = () =>
			createBlock( 'core/paragraph', {
				content:
					'Owls <strong>hunt</strong> at <a href="https://example.com">night</a>.',
				dropCap: true,
			} );
		const asked = () =>
			setup( {
				content: 'Owls hunt at night.',
				originalContent: 'Owls hunt at night.',
				preTransformAction: 'askAssistant',
				originalBlocks: serialize( original() ),
			} );
		const putBack = () => {
			const [ , block ] = select( blockEditorStore ).getBlocks();
			return block;
		};

		it( 'Undo puts the block back with its formatting', () => {
			asked();
			ask( 'Make it funny' );
			answer( lastStream(), 'Owls party at night.' );
			fireEvent.click( button( 'Undo' ) );
			expect( blockNames() ).toEqual( [
				'core/paragraph',
				'core/paragraph',
			] );
			expect( String( putBack().attributes.content ) ).toBe(
				'Owls <strong>hunt</strong> at <a href="https://example.com">night</a>.'
			);
			expect( putBack().attributes.dropCap ).toBe( true );
		} );

		it( 'Discard of the first answer puts the block back', () => {
			asked();
			ask( 'Make it funny' );
			answer( lastStream(), 'Owls party at night.' );
			fireEvent.click( button( 'Discard' ) );
			expect( String( putBack().attributes.content ) ).toContain(
				'<strong>hunt</strong>'
			);
		} );

		it( 'Discard of a later answer goes back to the earlier one', () => {
			asked();
			ask( 'Make it funny' );
			answer( lastStream(), 'Owls party at night.' );
			ask( 'Shorter' );
			answer( lastStream(), 'Owls party.' );
			fireEvent.click( button( 'Discard' ) );
			expect( blockNames() ).toContain( 'cairn/ai-assistant' );
		} );

		it( 'Close puts the block back', () => {
			asked();
			fireEvent.click( button( 'Close' ) );
			expect( String( putBack().attributes.content ) ).toContain(
				'<a href="https://example.com">night</a>'
			);
		} );

		it( 'Accept before any answer gives the block back as it was, not as plain text', () => {
			asked();
			fireEvent.click( button( 'Accept' ) );
			expect( String( putBack().attributes.content ) ).toContain(
				'<strong>hunt</strong>'
			);
		} );
	} );
} );
