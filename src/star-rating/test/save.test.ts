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
	'cairn__star-rating__deprecated-v1.html',
	'cairn__star-rating__deprecated-v1__other-language.html',
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
		expect( block.attributes ).toEqual( HALF_ATTRIBUTES );
	} );

	it( 'saves its attributes only, whatever the language of the editor: the server renders the markup', () => {
		const block = createBlock( metadata.name, HALF_ATTRIBUTES );
		const english = serialize( block );
		expect( english.replace( /<!--.*?-->/g, '' ).trim() ).toBe( '' );
		speakFrench();
		expect( serialize( block ) ).toBe( english );
	} );
} );

describe( 'markup saved as empty spans and an empty label (v4)', () => {
	it.each( [
		[ 'cairn__star-rating__deprecated-v4.html', 'cairn__star-rating.html' ],
		[
			'cairn__star-rating__deprecated-v4__half.html',
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
			readFixture( 'cairn__star-rating__deprecated-v4__half.html' )
		);
		expect( block.attributes ).toEqual( HALF_ATTRIBUTES );
		expect( console ).toHaveInformed();
	} );
} );

describe( 'markup saved with inline SVG symbols (v2)', () => {
	it.each( [
		[ 'cairn__star-rating__deprecated-v2.html', 'cairn__star-rating.html' ],
		[
			'cairn__star-rating__deprecated-v2__half.html',
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
			readFixture( 'cairn__star-rating__deprecated-v2__half.html' )
		);
		expect( block.attributes ).toEqual( HALF_ATTRIBUTES );
		expect( console ).toHaveInformed();
	} );
} );

describe( 'markup whose SVG WordPress removed for a user without unfiltered_html (v3)', () => {
	it.each( [
		'cairn__star-rating__deprecated-v3.html',
		'cairn__star-rating__deprecated-v3__words.html',
	] )(
		'%s opens valid with its attributes, without the words',
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
			readFixture( 'cairn__star-rating__deprecated-v3.html' ).replace(
				'"rating":3.5',
				'"rating":2'
			)
		);
		expect( block.isValid ).toBe( true );
		expect( block.attributes.rating ).toBe( 2 );
		expect( console ).toHaveInformed();
	} );
} );

describe( 'markup saved with the rating in words (v1)', () => {
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
			readFixture( 'cairn__star-rating__deprecated-v1.html' )
		);
		expect( block.isValid ).toBe( true );
		expect( console ).toHaveInformed();
	} );

	it( 'markup that differs elsewhere than in the words is still invalid', () => {
		const tampered = readFixture(
			'cairn__star-rating__deprecated-v1.html'
		).replace( 'is-half', 'is-full' );
		const [ block ] = parse( tampered );
		expect( block.isValid ).toBe( false );
		// The editor logs why the block is invalid.
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
	} );
} );
