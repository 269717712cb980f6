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

const readFixture = ( file: string ) =>
	readFileSync( join( __dirname, 'fixtures', file ), 'utf8' ).trim();

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

	it( 'the rating is given in words, and no script is saved', () => {
		const html = serialize(
			createBlock( metadata.name, { rating: 3.5, maxRating: 5 } )
		);
		expect( html ).toContain(
			'<span class="wp-block-cairn-star-rating__label">3.5 out of 5 stars</span>'
		);
		expect( html ).not.toContain( '<script' );
	} );
} );
