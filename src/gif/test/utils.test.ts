/**
 * Internal dependencies
 */
import {
	embedUrlFor,
	idFromGiphyUrl,
	isGiphyHost,
	paddingTopFor,
	parseGifInput,
} from '../utils';

const ID = 'xT9IgzoKnwFNmISR8I';

describe( 'GIF URL patterns', () => {
	it.each( [
		`https://giphy.com/gifs/cat-typing-${ ID }`,
		`https://giphy.com/gifs/${ ID }`,
		`https://giphy.com/gifs/${ ID }/`,
		`https://www.giphy.com/gifs/cat-typing-${ ID }`,
		`http://giphy.com/embed/${ ID }`,
		`https://giphy.com/embed/${ ID }`,
		`https://giphy.com/stickers/hello-${ ID }`,
		`https://media.giphy.com/media/${ ID }/giphy.gif`,
		`https://media3.giphy.com/media/${ ID }/200w.webp`,
		`https://media1.giphy.com/media/v1.Y2lkPTc5MGI3NjEx/${ ID }/giphy.gif`,
		`https://i.giphy.com/${ ID }.webp`,
		`https://GIPHY.com/embed/${ ID }?utm_source=x#frag`,
	] )( 'reads the id of %s', ( url ) => {
		expect( idFromGiphyUrl( url ) ).toBe( ID );
		expect( parseGifInput( url ) ).toEqual( { kind: 'id', id: ID } );
	} );

	it( 'reads Giphy links pasted without a scheme', () => {
		expect( parseGifInput( `giphy.com/gifs/cat-${ ID }` ) ).toEqual( {
			kind: 'id',
			id: ID,
		} );
		expect(
			parseGifInput( `media.giphy.com/media/${ ID }/giphy.gif` )
		).toEqual( {
			kind: 'id',
			id: ID,
		} );
	} );

	it.each( [
		// Other hosts, and hosts that only look like Giphy's.
		`https://evil.test/gifs/${ ID }`,
		`https://giphy.com.evil.test/embed/${ ID }`,
		`https://evilgiphy.com/embed/${ ID }`,
		`https://a.b.giphy.com/embed/${ ID }`,
		`https://giphy.co/embed/${ ID }`,
		// Schemes that are not http(s).
		`javascript:alert(1)//giphy.com/embed/${ ID }`,
		'javascript://giphy.com/%0Aalert(1)',
		`data:text/html,<a href="https://giphy.com/embed/${ ID }">`,
		`ftp://giphy.com/embed/${ ID }`,
		`file:///giphy.com/embed/${ ID }`,
		// User info: reads as Giphy, leads elsewhere.
		`https://giphy.com@evil.test/embed/${ ID }`,
		`https://user:pass@giphy.com/embed/${ ID }`,
		`https://user@giphy.com/embed/${ ID }`,
		// Ports and IP literals.
		`https://giphy.com:8443/embed/${ ID }`,
		`https://127.0.0.1/embed/${ ID }`,
		`http://169.254.169.254/embed/${ ID }`,
		`http://[::1]/embed/${ ID }`,
		`http://2130706433/embed/${ ID }`,
		// Giphy pages that are not one GIF, and bad ids.
		'https://giphy.com/search/cats',
		'https://giphy.com/',
		`https://giphy.com/embed/${ ID }/../../wp-admin`,
		'https://giphy.com/embed/<script>',
		`https://giphy.com/embed/${ 'a'.repeat( 65 ) }`,
	] )( 'refuses %s', ( url ) => {
		expect( idFromGiphyUrl( url ) ).toBe( '' );
		expect( parseGifInput( url ).kind ).toBe( 'refused' );
	} );

	it( 'resolves gph.is short links, over https, and nothing that only looks like one', () => {
		expect( parseGifInput( 'https://gph.is/g/ZdXz1Ab' ) ).toEqual( {
			kind: 'short',
			url: 'https://gph.is/g/ZdXz1Ab',
		} );
		expect( parseGifInput( 'http://gph.is/1a2b3c' ) ).toEqual( {
			kind: 'short',
			url: 'https://gph.is/1a2b3c',
		} );
		expect( parseGifInput( 'gph.is/g/abc' ) ).toEqual( {
			kind: 'short',
			url: 'https://gph.is/g/abc',
		} );
		for ( const url of [
			'https://gph.is/',
			'https://gph.is.evil.test/g/abc',
			'https://user@gph.is/g/abc',
			'https://gph.is:8080/g/abc',
			'javascript:gph.is/g/abc',
		] ) {
			expect( parseGifInput( url ).kind ).toBe( 'refused' );
		}
	} );

	it( 'accepts as a resolved short link only a Giphy GIF URL', () => {
		// What resolve-redirect answered: the client checks it again.
		expect( idFromGiphyUrl( `https://giphy.com/gifs/${ ID }` ) ).toBe( ID );
		for ( const resolved of [
			'http://127.0.0.1/gifs/abc',
			'http://169.254.169.254/latest/meta-data/',
			'https://gph.is/g/abc',
			'',
		] ) {
			expect( idFromGiphyUrl( resolved ) ).toBe( '' );
		}
	} );

	it( 'reads anything else as a search term, trimmed', () => {
		expect( parseGifInput( '  happy cat ' ) ).toEqual( {
			kind: 'search',
			term: 'happy cat',
		} );
		expect( parseGifInput( 'giphy.com' ) ).toEqual( {
			kind: 'search',
			term: 'giphy.com',
		} );
		expect( parseGifInput( '   ' ) ).toEqual( { kind: 'empty' } );
	} );

	it( 'knows Giphy’s hosts', () => {
		expect( isGiphyHost( 'giphy.com' ) ).toBe( true );
		expect( isGiphyHost( 'media2.giphy.com' ) ).toBe( true );
		expect( isGiphyHost( 'giphy.com.evil.test' ) ).toBe( false );
		expect( isGiphyHost( '127.0.0.1' ) ).toBe( false );
	} );
} );

describe( 'paddingTopFor', () => {
	it( 'keeps the aspect ratio, rounded down to a tenth of a percent', () => {
		expect( paddingTopFor( 480, 270 ) ).toBe( '56.2%' );
		expect( paddingTopFor( 400, 300 ) ).toBe( '75%' );
		expect( paddingTopFor( 500, 500 ) ).toBe( '100%' );
	} );

	it( 'falls back to the default for missing sizes', () => {
		expect( paddingTopFor( 0, 100 ) ).toBe( '56.2%' );
		expect( paddingTopFor( Number.NaN, 100 ) ).toBe( '56.2%' );
	} );

	it( 'builds the embed URL saved for an id', () => {
		expect( embedUrlFor( ID ) ).toBe( `https://giphy.com/embed/${ ID }` );
	} );
} );
