/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, getBlockTypes } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { toBlocks } from '@cairn/shared/ai/answer-blocks';
import type { AiMessage, AiStreamHandlers } from '@cairn/shared/ai/types';
import { registerAllBlocks } from '../../../tests/helpers/register-all-blocks';
import { toFormBlocks } from '../form';
import { blockSignature, createInlineRun } from '../run';
import type { EditorPort, RunView } from '../run';
import type { ToolbarAction, ToolbarBlockName } from '../types';

/** A stream the test drives. */
interface FakeStream {
	messages: AiMessage[];
	feature?: string;
	handlers: AiStreamHandlers;
	closed: boolean;
}

let streams: FakeStream[] = [];
const stream = jest.fn(
	(
		messages: string | AiMessage[],
		options: AiStreamHandlers & { feature?: string } = {}
	) => {
		const fake: FakeStream = {
			messages: messages as AiMessage[],
			feature: options.feature,
			handlers: options,
			closed: false,
		};
		streams.push( fake );
		return {
			close: () => {
				fake.closed = true;
			},
			get closed() {
				return fake.closed;
			},
		};
	}
);

/** What the run did to the editor, in order: 'mark' before a change that joins the last undo step. */
let writes: string[] = [];

const editor: EditorPort = {
	getBlock: ( id ) =>
		select( blockEditorStore ).getBlock( id ) as BlockInstance | null,
	updateBlockAttributes: ( id, attributes ) => {
		writes.push( 'update' );
		return dispatch( blockEditorStore ).updateBlockAttributes(
			id,
			attributes
		);
	},
	replaceInnerBlocks: ( id, blocks ) => {
		writes.push( 'inner' );
		return dispatch( blockEditorStore ).replaceInnerBlocks( id, blocks );
	},
	replaceBlocks: ( id, blocks ) =>
		dispatch( blockEditorStore ).replaceBlocks( id, blocks ),
	markNextChangeAsNotPersistent: () => {
		writes.push( 'mark' );
	},
};

beforeAll( () => {
	if ( ! getBlockTypes().length ) {
		// Core's blocks and Cairn's, the form and its fields among them.
		registerAllBlocks();
	}
} );

beforeEach( () => {
	streams = [];
	writes = [];
	stream.mockClear();
} );

/**
 * Puts one block in the editor and starts an action on it.
 *
 * @param block  The block.
 * @param action The action.
 * @return The run, its views and the block's id.
 */
function setUp( block: BlockInstance, action: ToolbarAction ) {
	dispatch( blockEditorStore ).resetBlocks( [ block ] );
	const views: RunView[] = [];
	const run = createInlineRun( {
		clientId: block.clientId,
		name: block.name as ToolbarBlockName,
		action,
		editor,
		stream,
		toBlocks,
		toFormBlocks,
		onChange: ( view ) => views.push( view ),
	} );
	run.start();
	const last = () => views[ views.length - 1 ];
	const current = () => editor.getBlock( block.clientId )!;
	return { run, last, current, id: block.clientId };
}

/**
 * The editor's paste handling (the assistant's converter) logs what it reads
 * in development builds: expected whenever an answer was converted. Run from
 * each describe's afterEach, which runs before the global console check.
 */
function expectPasteLogs() {
	const log = ( console as unknown as Record< string, jest.Mock > ).log;
	if ( log.mock.calls.length ) {
		expect( console ).toHaveLogged();
	}
}

const longer: ToolbarAction = { kind: 'prompt', promptType: 'makeLonger' };

describe( 'createInlineRun on a paragraph', () => {
	afterEach( expectPasteLogs );
	const paragraph = () =>
		createBlock( 'core/paragraph', {
			content: 'Hello <strong>world</strong>',
			dropCap: true,
		} );

	it( 'sends the block content with the prompt type under the toolbar feature', () => {
		setUp( paragraph(), longer );
		expect( streams ).toHaveLength( 1 );
		expect( streams[ 0 ].feature ).toBe( 'ai-toolbar' );
		expect( streams[ 0 ].messages[ 0 ].context ).toMatchObject( {
			type: 'makeLonger',
			content: 'Hello <strong>world</strong>',
		} );
	} );

	it( 'streams the answer into the block as it arrives', () => {
		const { last, current } = setUp( paragraph(), longer );
		streams[ 0 ].handlers.onSuggestion!( 'Hello' );
		expect( String( current().attributes.content ) ).toBe( 'Hello' );
		streams[ 0 ].handlers.onSuggestion!( 'Hello **big** world' );
		expect( String( current().attributes.content ) ).toBe(
			'Hello <strong>big</strong> world'
		);
		expect( last().state ).toBe( 'streaming' );
		streams[ 0 ].handlers.onDone!( 'Hello big world, longer.' );
		expect( String( current().attributes.content ) ).toBe(
			'Hello big world, longer.'
		);
		expect( last().state ).toBe( 'done' );
	} );

	it( 'stops: the stream closes and the text so far stays', () => {
		const { run, last, current } = setUp( paragraph(), longer );
		streams[ 0 ].handlers.onSuggestion!( 'Partial' );
		expect( run.isRunning() ).toBe( true );
		run.stop();
		expect( streams[ 0 ].closed ).toBe( true );
		expect( run.isRunning() ).toBe( false );
		expect( last().state ).toBe( 'stopped' );
		expect( String( current().attributes.content ) ).toBe( 'Partial' );
	} );

	it( 'undoes to the block exactly as it was', () => {
		const block = paragraph();
		const { run, current } = setUp( block, longer );
		const before = editor.getBlock( block.clientId )!;
		streams[ 0 ].handlers.onDone!( 'Something else entirely.' );
		run.undo();
		expect( current().attributes ).toEqual( before.attributes );
		expect( blockSignature( current() ) ).toBe( blockSignature( before ) );
	} );

	it( 'tries again from the original content', () => {
		const { run, current } = setUp( paragraph(), longer );
		streams[ 0 ].handlers.onDone!( 'First answer.' );
		run.retry();
		expect( streams ).toHaveLength( 2 );
		expect( String( current().attributes.content ) ).toBe(
			'Hello <strong>world</strong>'
		);
		expect( streams[ 1 ].messages[ 0 ].context?.content ).toBe(
			'Hello <strong>world</strong>'
		);
		streams[ 1 ].handlers.onDone!( 'Second answer.' );
		expect( String( current().attributes.content ) ).toBe(
			'Second answer.'
		);
	} );

	it( 'never overwrites an edit made while the answer streamed: it offers the answer', () => {
		const { run, last, current, id } = setUp( paragraph(), longer );
		streams[ 0 ].handlers.onSuggestion!( 'Hello' );
		editor.updateBlockAttributes( id, { content: 'My own edit' } );
		streams[ 0 ].handlers.onSuggestion!( 'Hello there' );
		streams[ 0 ].handlers.onDone!( 'Hello there, friend.' );
		expect( String( current().attributes.content ) ).toBe( 'My own edit' );
		expect( last() ).toMatchObject( {
			state: 'conflict',
			answer: 'Hello there, friend.',
		} );
		// Undo and Try again leave the user's edit too.
		run.undo();
		expect( String( current().attributes.content ) ).toBe( 'My own edit' );
		// Only when asked is the answer written.
		run.useAnswer();
		expect( String( current().attributes.content ) ).toBe(
			'Hello there, friend.'
		);
	} );

	it( 'keeps what the user wrote when the connection drops', () => {
		const block = paragraph();
		const { last, current } = setUp( block, longer );
		streams[ 0 ].handlers.onSuggestion!( 'Half an ans' );
		streams[ 0 ].handlers.onError!( {
			code: 'error_network',
			message: 'Network error',
			severity: 'info',
		} as never );
		expect( String( current().attributes.content ) ).toBe(
			'Hello <strong>world</strong>'
		);
		expect( current().attributes.dropCap ).toBe( true );
		expect( last().state ).toBe( 'error' );
	} );

	it( 'makes a whole streamed rewrite one undo step: only its first write starts one', () => {
		const { run } = setUp( paragraph(), longer );
		streams[ 0 ].handlers.onSuggestion!( 'Hel' );
		streams[ 0 ].handlers.onSuggestion!( 'Hello' );
		streams[ 0 ].handlers.onSuggestion!( 'Hello there' );
		streams[ 0 ].handlers.onDone!( 'Hello there, friend.' );
		expect( writes ).toEqual( [
			'update',
			'mark',
			'update',
			'mark',
			'update',
			'mark',
			'update',
		] );
		// Putting it back joins the same step.
		writes = [];
		run.undo();
		expect( writes ).toEqual( [ 'mark', 'update' ] );
	} );

	it( 'sends what the user typed as their own instruction on the block', () => {
		setUp( paragraph(), {
			kind: 'prompt',
			promptType: 'userPrompt',
			request: 'Make it rhyme',
		} );
		expect( streams[ 0 ].messages[ 0 ].context ).toMatchObject( {
			type: 'userPrompt',
			request: 'Make it rhyme',
			content: 'Hello <strong>world</strong>',
		} );
	} );

	it( 'waits for a typed instruction when asked without one', () => {
		const { last } = setUp( paragraph(), { kind: 'ask' } );
		expect( streams ).toHaveLength( 0 );
		expect( last().state ).toBe( 'idle' );
	} );

	it( 'ignores a closed run’s late answers', () => {
		const { run, current } = setUp( paragraph(), longer );
		run.close();
		streams[ 0 ].handlers.onSuggestion!( 'Late' );
		expect( String( current().attributes.content ) ).toBe(
			'Hello <strong>world</strong>'
		);
	} );
} );

describe( 'createInlineRun on a list', () => {
	afterEach( expectPasteLogs );
	const list = () =>
		createBlock( 'core/list', {}, [
			createBlock( 'core/list-item', { content: 'One' } ),
			createBlock( 'core/list-item', { content: 'Two' } ),
		] );

	it( 'replaces the items with the streamed list, and undo restores them', () => {
		const block = list();
		const { run, current } = setUp( block, longer );
		const before = editor.getBlock( block.clientId )!;
		expect( streams[ 0 ].messages[ 0 ].context?.content ).toContain(
			'<li>One</li>'
		);
		streams[ 0 ].handlers.onSuggestion!( '- One more\n- Tw' );
		expect(
			current().innerBlocks.map( ( item ) =>
				String( item.attributes.content )
			)
		).toEqual( [ 'One more', 'Tw' ] );
		streams[ 0 ].handlers.onDone!( '- One more\n- Two more\n- Three' );
		expect( current().innerBlocks ).toHaveLength( 3 );
		run.undo();
		expect( blockSignature( current() ) ).toBe( blockSignature( before ) );
		expect(
			current().innerBlocks.map( ( item ) => item.clientId )
		).toEqual( before.innerBlocks.map( ( item ) => item.clientId ) );
	} );

	it( 'turns into a table only when Insert is chosen', () => {
		const block = list();
		const { run, last, current } = setUp( block, {
			kind: 'prompt',
			promptType: 'transformListToTable',
		} );
		streams[ 0 ].handlers.onSuggestion!( '<table>' );
		expect( current().name ).toBe( 'core/list' );
		streams[ 0 ].handlers.onDone!(
			'<table><tr><th>Item</th></tr><tr><td>One</td></tr></table>'
		);
		expect( last().state ).toBe( 'done' );
		run.useAnswer();
		expect(
			select( blockEditorStore )
				.getBlocks()
				.map( ( b: BlockInstance ) => b.name )
		).toEqual( [ 'core/table' ] );
	} );
} );

describe( 'createInlineRun on a form', () => {
	const form = () =>
		createBlock( 'cairn/contact-form', {}, [
			createBlock( 'cairn/field', { type: 'name', label: 'Nmae' } ),
			createBlock( 'cairn/button', {
				element: 'button',
				text: 'Sumbit',
			} ),
		] );
	const FORM_ANSWER = [
		'<!-- wp:cairn/field {"type":"name","label":"Name"} /-->',
		'<!-- wp:cairn/button {"element":"button","text":"Submit"} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Submit</button></div><!-- /wp:cairn/button -->',
	].join( '\n' );

	it( 'asks Form AI’s prompt with the form’s blocks, and replaces them whole only when the answer is valid', () => {
		const { last, current } = setUp( form(), {
			kind: 'prompt',
			promptType: 'correctSpelling',
		} );
		expect( streams[ 0 ].messages[ 0 ].context ).toMatchObject( {
			type: 'formCustomPrompt',
			content: expect.stringContaining( 'Nmae' ),
			supports: expect.arrayContaining( [ 'cairn/field' ] ),
		} );
		expect( streams[ 0 ].messages[ 0 ].context?.request ).toContain(
			'Correct the spelling'
		);
		streams[ 0 ].handlers.onSuggestion!( FORM_ANSWER.slice( 0, 30 ) );
		expect( current().innerBlocks[ 0 ].attributes.label ).toBe( 'Nmae' );
		streams[ 0 ].handlers.onDone!( FORM_ANSWER );
		expect( last().state ).toBe( 'done' );
		expect( current().innerBlocks[ 0 ].attributes.label ).toBe( 'Name' );
	} );

	it( 'leaves the form as it was when the answer is not a form', () => {
		const { last, current } = setUp( form(), {
			kind: 'prompt',
			promptType: 'changeTone',
			tone: 'humorous',
		} );
		expect( streams[ 0 ].messages[ 0 ].context?.request ).toContain(
			'humorous'
		);
		streams[ 0 ].handlers.onDone!( 'Sorry, I cannot do that.' );
		expect( last().state ).toBe( 'error' );
		expect( last().error?.detail ).toContain( 'Your form is unchanged' );
		expect( current().innerBlocks[ 0 ].attributes.label ).toBe( 'Nmae' );
	} );

	it( 'undo puts the form’s blocks back', () => {
		const block = form();
		const { run, current } = setUp( block, {
			kind: 'prompt',
			promptType: 'changeLanguage',
			language: 'fr',
		} );
		streams[ 0 ].handlers.onDone!( FORM_ANSWER );
		run.undo();
		expect( current().innerBlocks[ 0 ].attributes.label ).toBe( 'Nmae' );
	} );
} );
