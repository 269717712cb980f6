/**
 * Internal dependencies
 */
import {
	isPinterestHost,
	parsePinterestInput,
	PINTEREST_DOMAINS,
	pinterestEmbed,
} from '../utils';
import urlCases from './url-cases.json';

describe( 'Pinterest URL patterns', () => {
	it.each( [
		[ 'https://www.pinterest.com/pin/1234567890/', 'embedPin' ],
		[ 'https://pinterest.com/pin/1234567890', 'embedPin' ],
		[ 'http://br.pinterest.com/pin/AbC-123_x/', 'embedPin' ],
		[ 'https://www.pinterest.co.uk/pin/99/?utm_source=x#top', 'embedPin' ],
		[ 'https://www.pinterest.com/cairn/recipes/', 'embedBoard' ],
		[ 'https://www.pinterest.fr/jane.doe/my-board', 'embedBoard' ],
		[ 'https://www.pinterest.com/cairn/', 'embedUser' ],
		[ 'https://pinterest.jp/jane_doe', 'embedUser' ],
		[ 'www.pinterest.com/cairn/', 'embedUser' ],
	] )( 'embeds %s as %s', ( url, type ) => {
		const input = parsePinterestInput( url );
		expect( input.kind ).toBe( 'embed' );
		expect( input.kind === 'embed' && input.type ).toBe( type );
	} );

	it( 'keeps an https URL without query or fragment', () => {
		expect(
			pinterestEmbed(
				'http://www.pinterest.co.uk/pin/99/?utm_source=x#top'
			)
		).toEqual( {
			type: 'embedPin',
			url: 'https://www.pinterest.co.uk/pin/99/',
		} );
	} );

	it.each( [
		// Other hosts, and hosts that only look like Pinterest's.
		'https://evil.test/pin/123/',
		'https://pinterest.com.evil.test/pin/123/',
		'https://pinterest.evil.com/pin/123/',
		'https://evilpinterest.com/pin/123/',
		'https://a.b.pinterest.com/pin/123/',
		'https://abc.pinterest.com/pin/123/',
		// Schemes that are not http(s).
		'javascript:alert(1)//www.pinterest.com/pin/123/',
		'javascript://www.pinterest.com/%0Aalert(document.cookie)',
		'data:text/html,<script>alert(1)</script>',
		'ftp://www.pinterest.com/pin/123/',
		'file:///www.pinterest.com/pin/123/',
		// User info: reads as Pinterest, leads elsewhere.
		'https://www.pinterest.com@evil.test/pin/123/',
		'https://user:pass@www.pinterest.com/pin/123/',
		// Ports and IP literals.
		'https://www.pinterest.com:8443/pin/123/',
		'http://127.0.0.1/pin/123/',
		'http://169.254.169.254/latest/meta-data/',
		'http://[::1]/pin/123/',
		'http://0x7f000001/pin/123/',
		// Pinterest pages that are no pin, board or user.
		'https://www.pinterest.com/',
		'https://www.pinterest.com/pin/',
		'https://www.pinterest.com/pin/123/comments/',
		'https://www.pinterest.com/search/pins/',
		'https://www.pinterest.com/ideas/',
		'https://www.pinterest.com/a/b/c/',
		'https://www.pinterest.com/cairn/<script>/',
		'',
		'cats',
	] )( 'refuses %s', ( url ) => {
		expect( pinterestEmbed( url ) ).toBeNull();
		expect( parsePinterestInput( url ).kind ).toBe( 'refused' );
	} );

	it( 'resolves pin.it short links over https, and nothing that only looks like one', () => {
		expect( parsePinterestInput( 'https://pin.it/4XyZ9ab' ) ).toEqual( {
			kind: 'short',
			url: 'https://pin.it/4XyZ9ab',
		} );
		expect( parsePinterestInput( 'pin.it/abc?x=1' ) ).toEqual( {
			kind: 'short',
			url: 'https://pin.it/abc',
		} );
		for ( const url of [
			'https://pin.it/',
			'https://pin.it/a/b',
			'https://pin.it.evil.test/abc',
			'https://user@pin.it/abc',
			'https://pin.it:444/abc',
			'javascript:pin.it/abc',
		] ) {
			expect( parsePinterestInput( url ).kind ).toBe( 'refused' );
		}
	} );

	it( 'embeds a resolved short link only when it leads to a pin, board or user', () => {
		expect(
			pinterestEmbed( 'https://www.pinterest.com/pin/99/?utm=x' )?.type
		).toBe( 'embedPin' );
		expect( pinterestEmbed( 'http://127.0.0.1/pin/99/' ) ).toBeNull();
		expect(
			pinterestEmbed( 'http://169.254.169.254/latest/meta-data/' )
		).toBeNull();
	} );

	it( 'knows Pinterest’s hosts', () => {
		expect( isPinterestHost( 'pinterest.com' ) ).toBe( true );
		expect( isPinterestHost( 'de.pinterest.com' ) ).toBe( true );
		expect( isPinterestHost( 'www.pinterest.com.au' ) ).toBe( true );
		expect( isPinterestHost( 'pinterest.com.evil.test' ) ).toBe( false );
	} );
} );

describe( 'Pinterest URLs, as the server reads them too', () => {
	it( 'knows the same country domains as the server', () => {
		expect( [ ...PINTEREST_DOMAINS ].sort() ).toEqual(
			[ ...urlCases.domains ].sort()
		);
	} );

	it.each( urlCases.cases )( 'reads $input', ( { input, embed } ) => {
		expect( pinterestEmbed( input ) ).toEqual( embed );
	} );
} );
