/**
 * WordPress dependencies
 */
import { pasteHandler } from '@wordpress/blocks';
import { registerCoreBlocks } from '@wordpress/block-library';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import * as block from '../index';
import { activeStyle, attributesFrom, siteLanguage, withStyle } from '../utils';
import { registerTestBlock } from '../../../tests/helpers/register-block';

beforeAll( () => {
	registerCoreBlocks();
	registerTestBlock( metadata, block );
} );

describe( 'OpenTable paste transform', () => {
	// The paste handler logs what it received and made of it.
	afterEach( () => {
		// eslint-disable-next-line jest/no-standalone-expect
		expect( console ).toHaveLogged();
	} );

	it( 'a pasted reservation link with restref digits becomes the block', () => {
		const [ pasted ] = pasteHandler( {
			plainText:
				'https://www.opentable.com/restref/client/?restref=412810&lang=es-MX',
			mode: 'BLOCKS',
		} ) as { name: string; attributes: Record< string, unknown > }[];
		expect( pasted.name ).toBe( 'cairn/opentable' );
		expect( pasted.attributes ).toMatchObject( {
			rid: [ '412810' ],
			domain: 'com',
			lang: 'es-MX',
		} );
	} );

	it( 'a link on another host, or without digits, stays a paragraph', () => {
		for ( const plainText of [
			'https://www.opentable.evil.test/restref/client/?rid=1',
			'https://www.opentable.com/restref/client/?rid=abc',
		] ) {
			const [ pasted ] = pasteHandler( {
				plainText,
				mode: 'BLOCKS',
			} ) as { name: string }[];
			expect( pasted.name ).not.toBe( 'cairn/opentable' );
		}
	} );
} );

describe( 'OpenTable styles', () => {
	it( 'the Styles panel class is the style, else standard', () => {
		expect( activeStyle( 'foo is-style-tall' ) ).toBe( 'tall' );
		expect( activeStyle( 'is-style-other' ) ).toBe( 'standard' );
		expect( activeStyle( undefined ) ).toBe( 'standard' );
	} );

	it( 'setting a style replaces the class and keeps the others', () => {
		expect( withStyle( 'wide', 'foo is-style-tall' ) ).toEqual( {
			style: 'wide',
			className: 'foo is-style-wide',
		} );
	} );

	it( 'more than one restaurant ID resets the style to standard', () => {
		expect(
			attributesFrom(
				{ rid: [ '1', '2' ], style: 'tall' },
				'is-style-tall'
			)
		).toEqual( {
			rid: [ '1', '2' ],
			style: 'standard',
			className: 'is-style-standard',
		} );
		expect(
			attributesFrom( { rid: [ '1' ], style: 'button' }, '' )
		).toEqual( {
			rid: [ '1' ],
			style: 'button',
			className: 'is-style-button',
		} );
	} );
} );

describe( 'OpenTable language', () => {
	afterEach( () => {
		delete window.cairnEditorData;
	} );

	it( "a new block takes the site's language when the widget offers it", () => {
		window.cairnEditorData = { siteLocale: 'fr_CA' };
		expect( siteLanguage() ).toBe( 'fr-CA' );
		window.cairnEditorData = { siteLocale: 'fr_FR' };
		expect( siteLanguage() ).toBeUndefined();
	} );
} );
