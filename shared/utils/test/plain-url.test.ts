/**
 * Internal dependencies
 */
import { parsePlainUrl } from '../plain-url';

describe( 'parsePlainUrl', () => {
	it( 'keeps plain http(s) URLs', () => {
		expect( parsePlainUrl( 'https://giphy.com/gifs/x' )?.host ).toBe(
			'giphy.com'
		);
		expect( parsePlainUrl( 'http://example.org/' )?.protocol ).toBe(
			'http:'
		);
	} );

	it.each( [
		'javascript:alert(1)',
		'data:text/html,<b>x</b>',
		'ftp://example.org/',
		'https://giphy.com@evil.test/',
		'https://user:pass@example.org/',
		'https://example.org:8443/',
		'not a url',
		'',
	] )( 'refuses %p', ( text ) => {
		expect( parsePlainUrl( text ) ).toBeNull();
	} );
} );
