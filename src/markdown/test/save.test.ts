/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * WordPress dependencies
 */
import {
	createBlock,
	getCategories,
	parse,
	serialize,
	setCategories,
} from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import { registerTestBlock } from '../../../tests/helpers/register-block';
import { renderMarkdown } from '../markdown-to-html';

const fixture = readFileSync(
	join( __dirname, 'fixtures', 'cairn__markdown.html' ),
	'utf8'
).trim();

beforeAll( async () => {
	setCategories( [
		...getCategories(),
		{ slug: metadata.category, title: 'Cairn' },
	] );
	registerTestBlock( metadata, await import( '..' ) );
} );

describe( 'saved markup', () => {
	it( 'saves the rendered, sanitized HTML inside the wrapper, exactly as the fixture', () => {
		const source =
			'## Opening hours\n\nWe are open *every day* from **9am**.\n\n- Tea\n- [Coffee](https://example.org/coffee)\n\nRun `npm start`.';
		const block = createBlock( metadata.name, {
			source,
			html: renderMarkdown( source ),
		} );
		expect( serialize( block ) ).toBe( fixture );
	} );

	it( 'the fixture parses as a valid block whose HTML matches its source', () => {
		const [ block ] = parse( fixture );
		expect( block.name ).toBe( metadata.name );
		expect( block.isValid ).toBe( true );
		expect( block.attributes.html ).toBe(
			renderMarkdown( block.attributes.source as string )
		);
	} );

	it( 'keeps the source in the block comment and HTML-escapes it there', () => {
		const source = '<script>alert(1)</script> -- **bold**';
		const html = serialize(
			createBlock( metadata.name, {
				source,
				html: renderMarkdown( source ),
			} )
		);
		const [ block ] = parse( html );
		expect( block.isValid ).toBe( true );
		expect( block.attributes.source ).toBe( source );
		expect( html ).not.toMatch( /<script/i );
	} );

	it( 'an empty block saves an empty wrapper', () => {
		expect( serialize( createBlock( metadata.name ) ) ).toBe(
			'<!-- wp:cairn/markdown -->\n<div class="wp-block-cairn-markdown"></div>\n<!-- /wp:cairn/markdown -->'
		);
	} );
} );
