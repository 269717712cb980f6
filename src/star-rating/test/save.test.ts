/// <reference types="@wordpress/jest-console" />

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
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../block.json';

const readFixture = ( file: string ) =>
	readFileSync( join( __dirname, 'fixtures', file ), 'utf8' ).trim();

const DEPRECATED_FIXTURES = [
	'cairn__star-rating__deprecated-1.html',
	'cairn__star-rating__deprecated-1__other-language.html',
];

/** Makes the editor French, as a user's profile language does. */
const speakFrench = () =>
	setLocaleData(
		{
			'%1$s out of %2$d star': [
				'%1$s sur %2$d étoile',
				'%1$s sur %2$d étoiles',
			],
		},
		'cairn'
	);

afterEach( () => resetLocaleData() );

beforeAll( async () => {
	setCategories( [
		...getCategories(),
		{ slug: metadata.category, title: 'Grow' },
	] );
	// Registers the block, as the editor script does.
	await import( '..' );
} );

describe( 'saved markup', () => {
	it( 'default block (1 of 5, left) saves exactly the fixture', () => {
		expect( serialize( createBlock( metadata.name ) ) ).toBe(
			readFixture( 'cairn__star-rating.html' )
		);
	} );

	it( 'half star, colour, alignment and outlined style save exactly the fixture', () => {
		const block = createBlock( metadata.name, {
			rating: 3.5,
			maxRating: 6,
			color: '#f2b01e',
			align: 'center',
			className: 'is-style-outlined',
		} );
		expect( serialize( block ) ).toBe(
			readFixture( 'cairn__star-rating__half.html' )
		);
	} );

	it.each( [ 'cairn__star-rating.html', 'cairn__star-rating__half.html' ] )(
		'%s parses as a valid block',
		( file: string ) => {
			const [ block ] = parse( readFixture( file ) );
			expect( block.name ).toBe( metadata.name );
			expect( block.isValid ).toBe( true );
		}
	);

	it( 'the half fixture keeps its attributes', () => {
		const [ block ] = parse(
			readFixture( 'cairn__star-rating__half.html' )
		);
		expect( block.attributes ).toMatchObject( {
			rating: 3.5,
			maxRating: 6,
			color: '#f2b01e',
			ratingStyle: 'star',
			align: 'center',
		} );
	} );

	it( 'saves no words: an empty label, no tooltip, and no script', () => {
		const html = serialize(
			createBlock( metadata.name, { rating: 3.5, maxRating: 5 } )
		);
		expect( html ).toContain(
			'<span class="wp-block-cairn-star-rating__label"></span>'
		);
		expect( html ).not.toContain( 'title=' );
		// Not one character of text between the tags.
		expect( html.replace( /<!--.*?-->/g, '' ) ).not.toMatch( />\s*[^<\s]/ );
		expect( html ).not.toContain( '<script' );
	} );

	it( 'saves the same markup whatever the language of the editor', () => {
		const block = createBlock( metadata.name, {
			rating: 3.5,
			maxRating: 6,
		} );
		const english = serialize( block );
		speakFrench();
		expect( serialize( block ) ).toBe( english );
	} );
} );

describe( 'markup saved with the rating in words (deprecation 1)', () => {
	it.each( DEPRECATED_FIXTURES )(
		'%s migrates to the current markup, without the words',
		( file: string ) => {
			const [ block ] = parse( readFixture( file ) );
			expect( block.isValid ).toBe( true );
			expect( block.attributes ).toEqual( {
				rating: 3.5,
				maxRating: 6,
				color: '#f2b01e',
				ratingStyle: 'star',
				align: 'center',
				className: 'is-style-outlined',
			} );
			expect( serialize( block ) ).toBe(
				readFixture( 'cairn__star-rating__half.html' )
			);
			// The editor reports each migrated block.
			expect( console ).toHaveInformed();
		}
	);

	it( 'a post saved in English stays valid for an editor working in French', () => {
		speakFrench();
		const [ block ] = parse(
			readFixture( 'cairn__star-rating__deprecated-1.html' )
		);
		expect( block.isValid ).toBe( true );
		expect( console ).toHaveInformed();
	} );

	it( 'markup that differs elsewhere than in the words is still invalid', () => {
		const tampered = readFixture(
			'cairn__star-rating__deprecated-1.html'
		).replace( 'is-half', 'is-full' );
		const [ block ] = parse( tampered );
		expect( block.isValid ).toBe( false );
		// The editor logs why the block is invalid.
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
	} );
} );
