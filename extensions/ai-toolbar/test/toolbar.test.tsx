/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	BlockControls,
	BlockEdit,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { registerCoreBlocks } from '@wordpress/block-library';
import { createBlock, getBlockTypes } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';
import { Popover, SlotFillProvider } from '@wordpress/components';
import { dispatch, select, useSelect } from '@wordpress/data';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { store as usageStore } from '../../../shared/ai/store';
import { mapAiFeatureResponse } from '../../../shared/ai/store/map-feature';
import { serverFeature } from '../../../shared/ai/store/test/helpers';
import type { AiStreamHandlers } from '@cairn/shared/ai/types';
import assistantMetadata from '../../../src/ai-assistant/block.json';
import { registerTestBlock } from '../../../tests/helpers/register-block';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

jest.mock( '@cairn/shared/ai/stream', () => {
	const opened: Array< { handlers: unknown; closed: boolean } > = [];
	return {
		streams: opened,
		streamAiSuggestion: ( _messages: unknown, handlers: unknown ) => {
			const fake = { handlers, closed: false };
			opened.push( fake );
			return {
				close: () => {
					fake.closed = true;
				},
			};
		},
	};
} );

/** The streams the inline input opened, driven by the tests. */
const { streams } = jest.requireMock( '@cairn/shared/ai/stream' ) as {
	streams: Array< { handlers: AiStreamHandlers; closed: boolean } >;
};

/**
 * Sets the AI status the usage store holds.
 *
 * @param toolbarOn Whether the toolbar's feature is on.
 * @param overrides Other server keys.
 */
function setStatus( toolbarOn: boolean, overrides = {} ) {
	const status = serverFeature( {
		'is-enabled': true,
		'features-control': {
			'ai-toolbar': { enabled: toolbarOn },
			'ai-assistant': { enabled: true },
		},
		...overrides,
	} );
	jest.mocked( apiFetch ).mockImplementation( async () => status );
	act( () => {
		dispatch( usageStore ).receiveAiFeature(
			mapAiFeatureResponse( status )
		);
	} );
}

/** The toolbar's slot; its `group` prop is missing from the published types. */
const ControlsSlot = BlockControls.Slot as unknown as ComponentType< {
	group: string;
} >;

/**
 * A block rendered through the editor's BlockEdit (with the filter).
 *
 * @param props            Props.
 * @param props.clientId   The block.
 * @param props.isSelected Whether it is selected.
 */
function Harness( {
	clientId,
	isSelected,
}: {
	clientId: string;
	isSelected: boolean;
} ) {
	const block = useSelect(
		( s ) => s( blockEditorStore ).getBlock( clientId ),
		[ clientId ]
	) as BlockInstance | null;
	return (
		<SlotFillProvider>
			<ControlsSlot group="other" />
			<Popover.Slot />
			{ block && (
				<BlockEdit
					name={ block.name }
					clientId={ clientId }
					isSelected={ isSelected }
					mayDisplayControls={ isSelected }
					attributes={ block.attributes }
					setAttributes={ () => undefined }
				/>
			) }
		</SlotFillProvider>
	);
}

/**
 * Puts one block in the editor and renders it selected.
 *
 * @param block The block.
 * @return The render result.
 */
function show( block: BlockInstance ) {
	act( () => {
		dispatch( blockEditorStore ).resetBlocks( [ block ] );
	} );
	return render( <Harness clientId={ block.clientId } isSelected /> );
}

/** The server's word when a provider can write text. */
const TEXT_READY = { ready: true, section: 'ai', message: '' };

const toggle = () => screen.findByRole( 'button', { name: 'AI Assistant' } );
const content = ( id: string ) =>
	String( select( blockEditorStore ).getBlockAttributes( id )?.content );

beforeAll( async () => {
	if ( ! getBlockTypes().length ) {
		registerCoreBlocks();
	}
	registerTestBlock(
		assistantMetadata,
		await import( '../../../src/ai-assistant' ),
		() => null
	);
} );

beforeAll( async () => {
	// The toolbar's filter is added only where the server says its feature is on.
	window.cairnEditorData = {
		ai: { enabled: true, features: { 'ai-toolbar': true } as never },
		readiness: { 'ai-text': TEXT_READY },
	};
	await import( '..' );
} );

beforeEach( () => {
	streams.length = 0;
	setStatus( true );
	window.cairnEditorData = {
		...window.cairnEditorData,
		readiness: { 'ai-text': TEXT_READY },
	};
} );

/** Lets the popovers place themselves. */
const settle = () =>
	act( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

// Each test renders the editor's toolbar, menus and popovers and walks a
// whole run through them: seconds of work where the machine is shared.
jest.setTimeout( 30_000 );

describe( 'AI toolbar', () => {
	// Runs before the global console check: the editor's paste handling
	// logs what it reads in development builds.
	afterEach( () => {
		const log = ( console as unknown as Record< string, jest.Mock > ).log;
		if ( log.mock.calls.length ) {
			// eslint-disable-next-line jest/no-standalone-expect -- a hook's check.
			expect( console ).toHaveLogged();
		}
	} );

	it( 'lists the paragraph tools', async () => {
		show( createBlock( 'core/paragraph', { content: 'Owls' } ) );
		fireEvent.click( await toggle() );
		await settle();
		const names = screen
			.getAllByRole( 'menuitem' )
			.map( ( item ) => item.textContent );
		expect( names ).toEqual( [
			'Ask AI Assistant',
			'Correct spelling and grammar',
			'Change tone',
			'Change language',
			'Simplify',
			'Summarize',
			'Make longer',
			'Make shorter',
		] );
	} );

	it( 'shows the empty notice and only what needs no content', async () => {
		show( createBlock( 'core/paragraph', { content: '' } ) );
		fireEvent.click( await toggle() );
		await settle();
		expect(
			screen.getByText( 'Add content to activate the tools below' )
		).toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Ask AI Assistant' ] );
	} );

	it( 'is gone when the toolbar feature is off', async () => {
		setStatus( false );
		show( createBlock( 'core/paragraph', { content: 'Owls' } ) );
		// Let the lazy toolbar load.
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 50 ) )
		);
		expect(
			screen.queryByRole( 'button', { name: 'AI Assistant' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers no action and names the setting to fill in when no provider can write text', async () => {
		window.cairnEditorData = {
			...window.cairnEditorData,
			canManageOptions: true,
			settingsUrl:
				'https://example.com/wp-admin/options-general.php?page=cairn',
			readiness: {
				'ai-text': {
					ready: false,
					section: 'ai',
					message:
						'No AI provider can write text. Fill in “AI → Base URL” and “Text model” in Settings → Cairn.',
				},
			},
		};
		show( createBlock( 'core/paragraph', { content: 'Owls' } ) );
		fireEvent.click( await toggle() );
		await settle();
		expect( screen.queryAllByRole( 'menuitem' ) ).toHaveLength( 0 );
		expect(
			screen.getByText( /“Text model” in Settings → Cairn/, {
				selector: 'p',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Set up an AI provider' } )
		).toHaveAttribute(
			'href',
			'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai'
		);
		expect( streams ).toHaveLength( 0 );
	} );

	it( 'runs an action inline: stream, stop, undo, and closes on deselect', async () => {
		const block = createBlock( 'core/paragraph', {
			content: 'Owls hunt.',
		} );
		const view = show( block );
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Make longer' } )
		);
		const stop = await screen.findByRole( 'button', { name: 'Stop' } );
		expect( streams ).toHaveLength( 1 );

		act( () => streams[ 0 ].handlers.onSuggestion!( 'Owls hunt mice' ) );
		expect( content( block.clientId ) ).toBe( 'Owls hunt mice' );

		fireEvent.click( stop );
		expect( streams[ 0 ].closed ).toBe( true );
		expect( content( block.clientId ) ).toBe( 'Owls hunt mice' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( streams ).toHaveLength( 2 );
		expect( content( block.clientId ) ).toBe( 'Owls hunt.' );
		act( () => streams[ 1 ].handlers.onDone!( 'Owls hunt at night.' ) );
		expect( content( block.clientId ) ).toBe( 'Owls hunt at night.' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Undo' } ) );
		expect( content( block.clientId ) ).toBe( 'Owls hunt.' );
		expect(
			screen.queryByRole( 'button', { name: 'Try again' } )
		).not.toBeInTheDocument();

		// Open again, then deselect: the input closes, the rewrite goes on
		// in the background and finishes; nothing is left half written.
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click( screen.getByRole( 'menuitem', { name: 'Simplify' } ) );
		await screen.findByRole( 'button', { name: 'Stop' } );
		act( () => streams[ 2 ].handlers.onSuggestion!( 'Owls' ) );
		view.rerender(
			<Harness clientId={ block.clientId } isSelected={ false } />
		);
		expect(
			screen.queryByRole( 'button', { name: 'Stop' } )
		).not.toBeInTheDocument();
		expect( streams[ 2 ].closed ).toBe( false );
		act( () => streams[ 2 ].handlers.onSuggestion!( 'Owls hunt' ) );
		act( () => streams[ 2 ].handlers.onDone!( 'Owls hunt mice.' ) );
		expect( content( block.clientId ) ).toBe( 'Owls hunt mice.' );
		// Selected again once it finished: the input stays closed.
		view.rerender( <Harness clientId={ block.clientId } isSelected /> );
		await settle();
		expect(
			screen.queryByRole( 'button', { name: 'Undo' } )
		).not.toBeInTheDocument();
	} );

	it( 'a rewrite interrupted by deselection that fails puts the block back', async () => {
		const block = createBlock( 'core/paragraph', {
			content: 'Owls <strong>hunt</strong>.',
		} );
		const view = show( block );
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Make shorter' } )
		);
		await screen.findByRole( 'button', { name: 'Stop' } );
		act( () => streams[ 0 ].handlers.onSuggestion!( 'Ow' ) );
		view.rerender(
			<Harness clientId={ block.clientId } isSelected={ false } />
		);
		act( () =>
			streams[ 0 ].handlers.onError!( {
				code: 'error_network',
				message: 'Network',
				severity: 'info',
				retry: true,
			} )
		);
		expect( content( block.clientId ) ).toBe(
			'Owls <strong>hunt</strong>.'
		);
	} );

	it( 'selected again while it runs, the input comes back with Stop', async () => {
		const block = createBlock( 'core/paragraph', { content: 'Owls.' } );
		const view = show( block );
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Make longer' } )
		);
		await screen.findByRole( 'button', { name: 'Stop' } );
		view.rerender(
			<Harness clientId={ block.clientId } isSelected={ false } />
		);
		view.rerender( <Harness clientId={ block.clientId } isSelected /> );
		expect(
			await screen.findByRole( 'button', { name: 'Stop' } )
		).toBeInTheDocument();
	} );

	it( 'takes a typed instruction and sends it on the block', async () => {
		const block = createBlock( 'core/paragraph', { content: 'Owls.' } );
		show( block );
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Make longer' } )
		);
		act( () => streams[ 0 ].handlers.onDone!( 'Owls, at night.' ) );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Ask AI to change it' } ),
			{ target: { value: 'Make it rhyme' } }
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Send' } ) );
		expect( streams ).toHaveLength( 2 );
		await settle();
		expect(
			( streams[ 1 ] as unknown as { handlers: unknown } ).handlers
		).toBeDefined();
	} );

	it( 'offers no Try again after a moderation refusal, and says Error: with the server’s words', async () => {
		show( createBlock( 'core/paragraph', { content: 'Owls.' } ) );
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click( screen.getByRole( 'menuitem', { name: 'Simplify' } ) );
		await screen.findByRole( 'button', { name: 'Stop' } );
		act( () =>
			streams[ 0 ].handlers.onError!( {
				code: 'error_moderation',
				message:
					'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
				severity: 'info',
				retry: false,
			} )
		);
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 50 ) )
		);
		expect(
			screen.getByText(
				'Error: This request has been flagged by our moderation system. Please try to rephrase it and try again.',
				{ selector: 'p' }
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Try again' } )
		).not.toBeInTheDocument();
		expect(
			screen
				.getByText( /Error:/, { selector: 'p' } )
				.closest( '.components-notice' )
		).toHaveClass( 'is-info' );
	} );

	it( 'on a list item, Ask AI Assistant opens the input for an instruction and keeps the item', async () => {
		const item = createBlock( 'core/list-item', { content: 'Milk' } );
		const list = createBlock( 'core/list', {}, [ item ] );
		act( () => {
			dispatch( blockEditorStore ).resetBlocks( [ list ] );
		} );
		render( <Harness clientId={ item.clientId } isSelected /> );
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Ask AI Assistant' } )
		);
		const field = await screen.findByRole( 'textbox', {
			name: 'Ask AI to change it',
		} );
		expect( streams ).toHaveLength( 0 );
		expect(
			select( blockEditorStore ).getBlock( item.clientId )
		).not.toBeNull();
		fireEvent.change( field, { target: { value: 'Say oat milk' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Send' } ) );
		await settle();
		expect( streams ).toHaveLength( 1 );
	} );

	it( 'shows the upgrade prompt instead of a request when the budget is spent', async () => {
		setStatus( true, { 'site-require-upgrade': true } );
		show( createBlock( 'core/paragraph', { content: 'Owls' } ) );
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Summarize' } )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Close' } )
		).toBeInTheDocument();
		expect( streams ).toHaveLength( 0 );
	} );

	it( 'turns the block into the assistant holding its content', async () => {
		show(
			createBlock( 'core/heading', {
				content: 'Night <em>owls</em>',
				level: 3,
			} )
		);
		fireEvent.click( await toggle() );
		await settle();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Ask AI Assistant' } )
		);
		await settle();
		await settle();
		const [ assistant ] = select( blockEditorStore ).getBlocks();
		expect( assistant.name ).toBe( 'cairn/ai-assistant' );
		expect( assistant.attributes ).toMatchObject( {
			content: '### Night owls',
			originalContent: '### Night owls',
			preTransformAction: 'askAssistant',
		} );
		// The heading itself, formatting and level, is kept to be put back.
		expect( assistant.attributes.originalBlocks ).toContain(
			'<h3 class="wp-block-heading">Night <em>owls</em></h3>'
		);
		expect( streams ).toHaveLength( 0 );
	} );
} );
