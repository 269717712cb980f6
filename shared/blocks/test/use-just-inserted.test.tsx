/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import {
	createBlock,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { useJustInserted } from '../use-just-inserted';

function Probe( { clientId }: { clientId: string } ) {
	return <p>{ useJustInserted( clientId ) ? 'new' : 'opened' }</p>;
}

describe( 'useJustInserted', () => {
	beforeAll( () => {
		registerBlockType( 'cairn-test/probe', {
			apiVersion: 3,
			title: 'Probe',
			category: 'text',
			attributes: {},
			edit: () => null,
			save: () => null,
		} );
	} );
	afterAll( () => unregisterBlockType( 'cairn-test/probe' ) );

	it( 'says a block read from the opened post is not new', () => {
		const block = createBlock( 'cairn-test/probe' );
		dispatch( blockEditorStore ).resetBlocks( [ block ] );
		render( <Probe clientId={ block.clientId } /> );
		expect( screen.getByText( 'opened' ) ).toBeVisible();
	} );

	it( 'says a block the user just inserted is new, and keeps saying so after another insertion', () => {
		dispatch( blockEditorStore ).resetBlocks( [] );
		const block = createBlock( 'cairn-test/probe' );
		dispatch( blockEditorStore ).insertBlocks( [ block ] );
		const { rerender } = render( <Probe clientId={ block.clientId } /> );
		expect( screen.getByText( 'new' ) ).toBeVisible();

		act( () => {
			dispatch( blockEditorStore ).insertBlocks( [
				createBlock( 'cairn-test/probe' ),
			] );
		} );
		rerender( <Probe clientId={ block.clientId } /> );
		expect( screen.getByText( 'new' ) ).toBeVisible();
	} );

	it( 'says a block made by a transform is new', () => {
		const before = createBlock( 'cairn-test/probe' );
		dispatch( blockEditorStore ).resetBlocks( [ before ] );
		const after = createBlock( 'cairn-test/probe' );
		dispatch( blockEditorStore ).replaceBlocks( before.clientId, [
			after,
		] );
		render( <Probe clientId={ after.clientId } /> );
		expect( screen.getByText( 'new' ) ).toBeVisible();
	} );
} );
