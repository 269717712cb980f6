/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { registerCoreBlocks } from '@wordpress/block-library';
import { createBlock } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import ConvertToLink, { linkContent, linkTarget } from '../convert-to-link';

describe( 'linkTarget', () => {
	it( 'links only to a plain http(s) address, as the URL reads it', () => {
		expect( linkTarget( ' https://example.com/page ' ) ).toBe(
			'https://example.com/page'
		);
		expect( linkTarget( 'http://example.com' ) ).toBe(
			'http://example.com/'
		);
	} );

	it( 'never links to a script, data, a user name or a port', () => {
		expect( linkTarget( 'javascript:alert(1)' ) ).toBe( '' );
		expect(
			linkTarget( 'javascript:alert(1)//www.pinterest.com/pin/1/' )
		).toBe( '' );
		expect( linkTarget( 'data:text/html,hi' ) ).toBe( '' );
		expect( linkTarget( 'https://user:pw@example.com/' ) ).toBe( '' );
		expect( linkTarget( 'https://example.com:8080/' ) ).toBe( '' );
		expect( linkTarget( 'not a url' ) ).toBe( '' );
		expect( linkTarget( '<iframe src="https://example.com/">' ) ).toBe(
			''
		);
	} );
} );

describe( 'linkContent', () => {
	it( 'escapes the address in the link and its text', () => {
		expect( linkContent( 'https://example.com/?a=1&b="2"' ) ).toBe(
			'<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">https://example.com/?a=1&amp;b="2"</a>'
		);
	} );
} );

describe( 'ConvertToLink', () => {
	let block: ReturnType< typeof createBlock >;
	beforeAll( () => registerCoreBlocks() );
	beforeEach( () => {
		block = createBlock( 'core/html', { content: '' } );
		dispatch( blockEditorStore ).resetBlocks( [ block ] );
	} );

	it( 'replaces the block with a paragraph linking to what was entered', async () => {
		render(
			<ConvertToLink
				clientId={ block.clientId }
				text="https://example.com/x"
			/>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		);
		const blocks = select( blockEditorStore ).getBlocks();
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ].name ).toBe( 'core/paragraph' );
		expect( String( blocks[ 0 ].attributes.content ) ).toBe(
			'<a href="https://example.com/x">https://example.com/x</a>'
		);
	} );

	it( 'is not offered for what may not become a link', () => {
		render(
			<ConvertToLink
				clientId={ block.clientId }
				text="javascript:alert(1)"
			/>
		);
		expect(
			screen.queryByRole( 'button', { name: 'Convert block to link' } )
		).not.toBeInTheDocument();
	} );
} );
