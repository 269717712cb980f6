/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { BlockControls, BlockEdit } from '@wordpress/block-editor';
import { getCategories, setCategories } from '@wordpress/blocks';
import { SlotFillProvider } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import { registerTestBlock } from '../../../tests/helpers/register-block';
import type { MarkdownAttributes } from '../types';

beforeAll( async () => {
	setCategories( [
		...getCategories(),
		{ slug: metadata.category, title: 'Cairn' },
	] );
	registerTestBlock(
		metadata,
		await import( '..' ),
		( await import( '../edit' ) ).default
	);
} );

/**
 * The block's edit, through BlockEdit as the editor renders it, with its
 * attributes in state and its toolbar slot shown.
 *
 * @param props                 Harness props.
 * @param props.initial         Initial attributes.
 * @param props.isSelected      Whether the block is selected.
 * @param props.onRemove        Called when the block asks to be removed.
 * @param props.onSetAttributes Called with every setAttributes change.
 */
function Harness( {
	initial = {},
	isSelected = true,
	onRemove,
	onSetAttributes,
}: {
	initial?: Partial< MarkdownAttributes >;
	isSelected?: boolean;
	onRemove?: () => void;
	onSetAttributes?: ( next: Partial< MarkdownAttributes > ) => void;
} ) {
	const [ attributes, setAttributes ] = useState< MarkdownAttributes >( {
		source: '',
		html: '',
		...initial,
	} );
	return (
		<SlotFillProvider>
			<BlockControls.Slot />
			<BlockEdit
				name={ metadata.name }
				clientId="markdown"
				isSelected={ isSelected }
				mayDisplayControls={ isSelected }
				attributes={ attributes }
				setAttributes={ ( next: Partial< MarkdownAttributes > ) => {
					onSetAttributes?.( next );
					setAttributes( ( previous ) => ( {
						...previous,
						...next,
					} ) );
				} }
				onRemove={ onRemove }
			/>
		</SlotFillProvider>
	);
}

/**
 * Renders the harness and lets the lazily imported renderer arrive, as it
 * does in the editor shortly after the block appears.
 *
 * @param element The harness.
 * @return The render result.
 */
async function renderLoaded( element: JSX.Element ) {
	const result = render( element );
	await act( async () => {
		await import( '../markdown-to-html' );
	} );
	return result;
}

describe( 'MarkdownEdit', () => {
	it( 'starts in editor mode with the placeholder', async () => {
		await renderLoaded( <Harness /> );
		expect(
			screen.getByPlaceholderText( 'Write your _Markdown_ **here**…' )
		).toBeInTheDocument();
	} );

	it( 'the Preview button shows the source rendered (after the renderer loads)', async () => {
		await renderLoaded( <Harness /> );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Markdown' } ), {
			target: { value: '## Hello\n\n<img src="x" onerror="alert(1)">' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		const heading = await screen.findByRole( 'heading', {
			level: 2,
			name: 'Hello',
		} );
		expect( heading ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Markdown' } )
		).not.toBeInTheDocument();
		expect( document.querySelector( '[onerror]' ) ).toBeNull();
	} );

	it( 'the Markdown button returns to the source field', async () => {
		await renderLoaded( <Harness initial={ { source: 'text' } } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		await screen.findByText( 'text' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Markdown' } ) );
		expect(
			screen.getByRole( 'textbox', { name: 'Markdown' } )
		).toHaveValue( 'text' );
	} );

	it( 'opening a block with stored HTML does not change it', async () => {
		const onSetAttributes = jest.fn();
		// The stored HTML differs from what the renderer makes of the source
		// (an older renderer, say): opening the post must still not edit it.
		await renderLoaded(
			<Harness
				initial={ { source: '*old*', html: '<p>stale</p>' } }
				onSetAttributes={ onSetAttributes }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		expect( await screen.findByText( 'old' ) ).toHaveProperty(
			'tagName',
			'EM'
		);
		expect( onSetAttributes ).not.toHaveBeenCalled();
	} );

	it( 'rewrites the stored HTML when the source changes', async () => {
		const onSetAttributes = jest.fn();
		await renderLoaded(
			<Harness
				initial={ { source: '*old*', html: '<p><em>old</em></p>' } }
				onSetAttributes={ onSetAttributes }
			/>
		);
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Markdown' } ), {
			target: { value: '**new**' },
		} );
		await waitFor( () =>
			expect( onSetAttributes ).toHaveBeenLastCalledWith( {
				html: '<p><strong>new</strong></p>',
			} )
		);
	} );

	it( 'renders the HTML of a block that has a source but no HTML', async () => {
		const onSetAttributes = jest.fn();
		await renderLoaded(
			<Harness
				initial={ { source: '# Title', html: '' } }
				onSetAttributes={ onSetAttributes }
			/>
		);
		expect( onSetAttributes ).toHaveBeenCalledWith( {
			html: '<h1>Title</h1>',
		} );
	} );

	it( 'shows a spinner in the preview until the renderer has loaded', async () => {
		const { container } = render(
			<Harness
				initial={ { source: 'text', html: '<p>stored as-is</p>' } }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		expect( screen.queryByText( 'stored as-is' ) ).not.toBeInTheDocument();
		expect(
			container.querySelector( '.components-spinner' )
		).toBeInTheDocument();
		expect( await screen.findByText( 'text' ) ).toBeInTheDocument();
		expect(
			container.querySelector( '.components-spinner' )
		).not.toBeInTheDocument();
	} );

	it( 'Backspace on an empty source removes the block', async () => {
		const onRemove = jest.fn();
		await renderLoaded( <Harness onRemove={ onRemove } /> );
		fireEvent.keyDown(
			screen.getByRole( 'textbox', { name: 'Markdown' } ),
			{
				key: 'Backspace',
			}
		);
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'Backspace in a source with text does not remove the block', async () => {
		const onRemove = jest.fn();
		await renderLoaded(
			<Harness initial={ { source: 'a' } } onRemove={ onRemove } />
		);
		fireEvent.keyDown(
			screen.getByRole( 'textbox', { name: 'Markdown' } ),
			{
				key: 'Backspace',
			}
		);
		expect( onRemove ).not.toHaveBeenCalled();
	} );

	it( 'selecting the block returns it to editor mode', async () => {
		const { rerender } = await renderLoaded(
			<Harness initial={ { source: 'text' } } />
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		await screen.findByText( 'text' );
		rerender(
			<Harness initial={ { source: 'text' } } isSelected={ false } />
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Markdown' } )
		).not.toBeInTheDocument();
		rerender( <Harness initial={ { source: 'text' } } isSelected /> );
		await waitFor( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'Markdown' } )
			).toBeInTheDocument()
		);
	} );
} );
