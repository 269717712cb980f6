/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

/**
 * WordPress dependencies
 */
import {
	createBlock,
	getCategories,
	parse,
	registerBlockType,
	serialize,
	setCategories,
} from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { registerTestBlock } from '../../../tests/helpers/register-block';

const fixture = ( name: string ) =>
	fs
		.readFileSync(
			path.join( __dirname, 'fixtures', `${ name }.html` ),
			'utf8'
		)
		.trim();

describe( 'Repeat visitor saved markup', () => {
	beforeAll( () => {
		// The server adds Cairn's categories in WordPress.
		setCategories( [
			...getCategories(),
			{ slug: 'cairn-grow', title: 'Grow' },
		] );
		// A stand-in with core/paragraph's saved form for plain text; the
		// block library itself loads a second copy of the block editor store
		// in this dependency tree.
		registerBlockType( 'core/paragraph', {
			apiVersion: 3,
			title: 'Paragraph',
			category: 'text',
			supports: { className: false },
			attributes: {
				content: { type: 'string', source: 'html', selector: 'p' },
			},
			save: ( { attributes } ) => <p>{ attributes.content as string }</p>,
		} );

		registerTestBlock( require( '../block.json' ), require( '../index' ) );
	} );

	it( 'is hidden for every visitor and carries the rule in data attributes', () => {
		const block = createBlock( 'cairn/repeat-visitor', {}, [
			createBlock( 'core/paragraph', { content: 'Welcome back!' } ),
		] );
		expect( serialize( [ block ] ) ).toBe(
			fixture( 'cairn__repeat-visitor' )
		);
	} );

	it( 'writes non-default criteria and threshold to the comment and the data attributes', () => {
		const block = createBlock(
			'cairn/repeat-visitor',
			{ criteria: 'before-visits', threshold: 5 },
			[
				createBlock( 'core/paragraph', {
					content: 'First visits only.',
				} ),
			]
		);
		expect( serialize( [ block ] ) ).toBe(
			fixture( 'cairn__repeat-visitor__before-visits' )
		);
	} );

	it( 'parses its fixtures as valid blocks with the saved attributes', () => {
		const [ byDefault ] = parse( fixture( 'cairn__repeat-visitor' ) );
		expect( byDefault.isValid ).toBe( true );
		expect( byDefault.attributes ).toEqual( {
			criteria: 'after-visits',
			threshold: 3,
		} );
		expect( byDefault.innerBlocks[ 0 ].attributes.content ).toBe(
			'Welcome back!'
		);

		const [ before ] = parse(
			fixture( 'cairn__repeat-visitor__before-visits' )
		);
		expect( before.isValid ).toBe( true );
		expect( before.attributes ).toEqual( {
			criteria: 'before-visits',
			threshold: 5,
		} );
	} );
} );
