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
import { registerTestBlock } from '../../../tests/helpers/register-block';

const readFixture = ( file: string ) =>
	readFileSync( join( __dirname, 'fixtures', file ), 'utf8' ).trim();

const DEPRECATED_FIXTURES = [
	'cairn__star-rating__deprecated-3.html',
	'cairn__star-rating__deprecated-3__other-language.html',
];

/** The attributes of the `__half` fixture and the deprecated ones like it. */
const HALF_ATTRIBUTES = {
	rating: 3.5,
	maxRating: 6,
	color: '#f2b01e',
	ratingStyle: 'star',
	align: 'center',
	className: 'is-style-outlined',
};

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
	registerTestBlock( metadata, await import( '..' ) );
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

	it( 'saves only markup that WordPress keeps for users without unfiltered_html: spans, classes and a colour', () => {
		const html = serialize(
			createBlock( metadata.name, {
				rating: 3.5,
				maxRating: 6,
				color: '#f2b01e',
			} )
		).replace( /<!--.*?-->/g, '' );
		// wp_kses_post() removes svg and polygon; PHP checks the whole
		// markup against it (tests/php/test-star-rating.php).
		expect(
			[ ...html.matchAll( /<([a-z0-9]+)/g ) ].map( ( [ , tag ] ) => tag )
		).toEqual( [ 'div', 'span', ...Array( 6 ).fill( 'span' ), 'span' ] );
		expect(
			new Set(
				[ ...html.matchAll( /\s([a-z-]+)=/g ) ].map(
					( [ , name ] ) => name
				)
			)
		).toEqual( new Set( [ 'class', 'style', 'aria-hidden' ] ) );
		expect( html ).toContain( 'style="color:#f2b01e"' );
	} );

	it( 'saves one symbol per star, classed full, half or empty', () => {
		const html = serialize(
			createBlock( metadata.name, { rating: 2.5, maxRating: 4 } )
		);
		expect(
			[
				...html.matchAll(
					/class="wp-block-cairn-star-rating__symbol (is-[a-z]+)"/g
				),
			].map( ( [ , fill ] ) => fill )
		).toEqual( [ 'is-full', 'is-full', 'is-half', 'is-empty' ] );
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

describe( 'markup saved with inline SVG symbols (deprecation 1)', () => {
	it.each( [
		[ 'cairn__star-rating__deprecated-1.html', 'cairn__star-rating.html' ],
		[
			'cairn__star-rating__deprecated-1__half.html',
			'cairn__star-rating__half.html',
		],
	] )(
		'%s stays valid and is saved again as %s',
		( file: string, current: string ) => {
			const [ block ] = parse( readFixture( file ) );
			expect( block.isValid ).toBe( true );
			expect( serialize( block ) ).toBe( readFixture( current ) );
			expect( console ).toHaveInformed();
		}
	);

	it( 'keeps the attributes as they were', () => {
		const [ block ] = parse(
			readFixture( 'cairn__star-rating__deprecated-1__half.html' )
		);
		expect( block.attributes ).toEqual( HALF_ATTRIBUTES );
		expect( console ).toHaveInformed();
	} );
} );

describe( 'markup whose SVG WordPress removed for a user without unfiltered_html (deprecation 2)', () => {
	it.each( [
		'cairn__star-rating__deprecated-2.html',
		'cairn__star-rating__deprecated-2__words.html',
	] )(
		'%s opens valid and gets its stars back, without the words',
		( file: string ) => {
			const [ block ] = parse( readFixture( file ) );
			expect( block.isValid ).toBe( true );
			expect( block.attributes ).toEqual( HALF_ATTRIBUTES );
			expect( serialize( block ) ).toBe(
				readFixture( 'cairn__star-rating__half.html' )
			);
			expect( console ).toHaveInformed();
		}
	);

	it( 'an empty symbols element with a different rating in the comment takes the rating from the comment', () => {
		const [ block ] = parse(
			readFixture( 'cairn__star-rating__deprecated-2.html' ).replace(
				'"rating":3.5',
				'"rating":2'
			)
		);
		expect( block.isValid ).toBe( true );
		expect( serialize( block ) ).toContain(
			'<span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-empty"></span>'
		);
		expect( console ).toHaveInformed();
	} );
} );

describe( 'markup saved with the rating in words (deprecation 3)', () => {
	it.each( DEPRECATED_FIXTURES )(
		'%s migrates to the current markup, without the words',
		( file: string ) => {
			const [ block ] = parse( readFixture( file ) );
			expect( block.isValid ).toBe( true );
			expect( block.attributes ).toEqual( HALF_ATTRIBUTES );
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
			readFixture( 'cairn__star-rating__deprecated-3.html' )
		);
		expect( block.isValid ).toBe( true );
		expect( console ).toHaveInformed();
	} );

	it( 'markup that differs elsewhere than in the words is still invalid', () => {
		const tampered = readFixture(
			'cairn__star-rating__deprecated-3.html'
		).replace( 'is-half', 'is-full' );
		const [ block ] = parse( tampered );
		expect( block.isValid ).toBe( false );
		// The editor logs why the block is invalid.
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
	} );
} );
