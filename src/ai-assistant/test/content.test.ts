/**
 * WordPress dependencies
 */
import { registerCoreBlocks } from '@wordpress/block-library';

/**
 * Internal dependencies
 */
import {
	cleanTitle,
	extractTitle,
	isTitleMode,
	parseContent,
} from '../content';

beforeAll( () => {
	registerCoreBlocks();
} );

describe( 'AI answer content', () => {
	it( 'is shown as headings, lists and paragraphs', () => {
		expect(
			parseContent(
				'## Intro\n\nFirst line\nsecond line\n\n- one\n- two\n\n1. a\n2. b\nAfter'
			)
		).toEqual( [
			{ type: 'heading', level: 2, text: 'Intro' },
			{ type: 'paragraph', text: 'First line\nsecond line' },
			{ type: 'list', ordered: false, items: [ 'one', 'two' ] },
			{ type: 'list', ordered: true, items: [ 'a', 'b' ] },
			{ type: 'paragraph', text: 'After' },
		] );
	} );

	it( 'a first H1 line is taken as the title, and left out of the body', () => {
		expect( extractTitle( '\n# My post\n\nBody text\n\n## Part' ) ).toEqual(
			{
				title: 'My post',
				body: 'Body text\n\n## Part',
			}
		);
	} );

	it( 'only a first H1 is a title: not an H2, not a later H1', () => {
		expect( extractTitle( '## Sub\n\ntext' ).title ).toBe( '' );
		expect( extractTitle( 'text\n\n# Late' ).title ).toBe( '' );
		expect( extractTitle( 'text' ).body ).toBe( 'text' );
	} );

	it( 'title mode is the generateTitle prompt, or a prompt asking for a title answered in one line', () => {
		expect( isTitleMode( 'generateTitle', '', 'A\nB' ) ).toBe( true );
		expect(
			isTitleMode( 'userPrompt', 'Give me a title', 'A great title' )
		).toBe( true );
		expect(
			isTitleMode( 'userPrompt', 'Give me a title', 'Line\nAnother' )
		).toBe( false );
		expect(
			isTitleMode( 'userPrompt', 'Write a story', 'A great story' )
		).toBe( false );
	} );

	it( 'an answer as title loses heading marks, emphasis and quotes', () => {
		expect( cleanTitle( '# "A title"\n' ) ).toBe( 'A title' );
		expect( cleanTitle( '**Bold title**' ) ).toBe( 'Bold title' );
		expect( cleanTitle( '\n  Plain  ' ) ).toBe( 'Plain' );
	} );
} );
