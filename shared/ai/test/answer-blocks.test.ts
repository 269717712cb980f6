/**
 * WordPress dependencies
 */
import { registerCoreBlocks } from '@wordpress/block-library';

/**
 * Internal dependencies
 */
import { htmlToText, toBlocks } from '../answer-blocks';

beforeAll( () => {
	registerCoreBlocks();
} );

describe( 'answers as blocks', () => {
	it( 'Markdown-like text becomes heading, paragraph and list blocks', () => {
		const blocks = toBlocks(
			'## Hello\n\nSome **bold** text.\n\n- one\n- two'
		);
		expect( blocks.map( ( block ) => block.name ) ).toEqual( [
			'core/heading',
			'core/paragraph',
			'core/list',
		] );
		expect( blocks[ 0 ].attributes ).toMatchObject( { level: 2 } );
		expect( String( blocks[ 1 ].attributes.content ) ).toContain(
			'<strong>bold</strong>'
		);
		// The editor's paste handling logs what it converts in development.
		expect( console ).toHaveLogged();
	} );

	it( 'script and markup in an answer do not survive into blocks', () => {
		const blocks = toBlocks(
			'Hi <script>alert(1)</script><img src=x onerror="alert(2)">'
		);
		const html = JSON.stringify( blocks.map( ( b ) => b.attributes ) );
		expect( html ).not.toContain( '<script' );
		expect( html ).not.toContain( 'onerror' );
		expect( console ).toHaveLogged();
	} );

	it( 'an empty answer gives no blocks', () => {
		expect( toBlocks( '  \n' ) ).toEqual( [] );
	} );

	it( 'the post content as context is its text, one block per paragraph', () => {
		expect(
			htmlToText(
				'<!-- wp:paragraph --><p>One <b>two</b></p><!-- /wp:paragraph --><ul><li>three</li></ul><img src=x onerror="window.bad=1">'
			)
		).toBe( 'One two\n\nthree' );
	} );
} );
