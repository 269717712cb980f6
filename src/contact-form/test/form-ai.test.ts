/**
 * WordPress dependencies
 */
import { registerCoreBlocks } from '@wordpress/block-library';
import type { Block as BlockInstance } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { registerTestBlock } from '../../../tests/helpers/register-block';
import * as button from '../../button';
import buttonMetadata from '../../button/block.json';
import * as field from '../../field';
import fieldMetadata from '../../field/block.json';
import * as form from '..';
import formMetadata from '../block.json';
import { answerMarkup, parseFormAnswer } from '../form-ai';

beforeAll( () => {
	registerCoreBlocks();
	registerTestBlock( formMetadata, form );
	registerTestBlock( fieldMetadata, field );
	registerTestBlock( buttonMetadata, button );
} );

const NAME = '<!-- wp:cairn/field {"type":"name","required":true} /-->';
const EMAIL = '<!-- wp:cairn/field {"type":"email","required":true} /-->';
const BUTTON = ( text: string ) =>
	`<!-- wp:cairn/button {"element":"button","text":"${ text }"} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">${ text }</button></div><!-- /wp:cairn/button -->`;

const names = ( blocks: BlockInstance[] ): string[] =>
	blocks.map( ( block ) => block.name );

/**
 * The blocks of an answer that must be accepted.
 *
 * @param text The answer.
 * @return Its blocks.
 */
function accepted( text: string ): BlockInstance[] {
	const answer = parseFormAnswer( text );
	if ( ! answer.ok ) {
		throw new Error( `Refused: ${ answer.reason }` );
	}
	return answer.blocks;
}

describe( 'parseFormAnswer', () => {
	it( 'keeps a valid answer and its one submit button, made not removable', () => {
		const blocks = accepted(
			[ NAME, EMAIL, BUTTON( 'Send' ) ].join( '\n\n' )
		);
		expect( names( blocks ) ).toEqual( [
			'cairn/field',
			'cairn/field',
			'cairn/button',
		] );
		expect( blocks[ 2 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Send',
			lock: { remove: true },
		} );
	} );

	it( 'keeps only the first of two submit buttons', () => {
		const answer = accepted(
			[ NAME, BUTTON( 'One' ), EMAIL, BUTTON( 'Two' ) ].join( '\n' )
		);
		expect( names( answer ) ).toEqual( [
			'cairn/field',
			'cairn/button',
			'cairn/field',
		] );
	} );

	it( 'adds the Submit button when there is none', () => {
		const blocks = accepted( [ NAME, EMAIL ].join( '\n' ) );
		const last = blocks[ blocks.length - 1 ];
		expect( last.name ).toBe( 'cairn/button' );
		expect( last.attributes ).toMatchObject( {
			element: 'button',
			text: 'Submit',
			borderRadius: 8,
			lock: { remove: true },
		} );
	} );

	it( 'takes the fields of an answer that is a whole form, fenced in a code block', () => {
		const answer = accepted(
			'Here is your form:\n```html\n<!-- wp:cairn/contact-form -->' +
				NAME +
				BUTTON( 'Go' ) +
				'<!-- /wp:cairn/contact-form -->\n```'
		);
		expect( names( answer ) ).toEqual( [ 'cairn/field', 'cairn/button' ] );
	} );

	it.each( [
		[ 'plain text', 'Sure! Name, email and a message.' ],
		[
			'raw HTML',
			'<form><input name="x"><script>alert(1)</script></form>',
		],
		[
			'a script beside the blocks',
			NAME + '\n<script>alert(1)</script>\n' + EMAIL,
		],
		[
			'an HTML block',
			NAME + '<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->',
		],
		[ 'an unknown block', NAME + '<!-- wp:evil/block {"x":1} /-->' ],
		[
			'a block not allowed in a form',
			NAME +
				'<!-- wp:image --><figure class="wp-block-image"><img src="x" alt=""/></figure><!-- /wp:image -->',
		],
		[ 'no field at all', BUTTON( 'Send' ) ],
	] )( 'refuses %s', ( _, text ) => {
		expect( parseFormAnswer( text ).ok ).toBe( false );
	} );

	it( 'refuses an invalid block', () => {
		const answer = parseFormAnswer(
			NAME +
				'<!-- wp:cairn/button {"element":"button","text":"Go"} --><div class="wrong"><button>Other</button></div><!-- /wp:cairn/button -->'
		);
		expect( answer.ok ).toBe( false );
		// The block editor reports the invalid block as it parses it.
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
	} );

	it( 'refuses an empty answer', () => {
		expect( parseFormAnswer( '   ' ) ).toEqual( {
			ok: false,
			reason: 'empty',
		} );
	} );

	it( 'reads the markup out of a code fence', () => {
		expect( answerMarkup( '```\n' + NAME + '\n```' ) ).toBe( NAME );
		expect( answerMarkup( NAME ) ).toBe( NAME );
	} );
} );
