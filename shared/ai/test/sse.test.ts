/**
 * Internal dependencies
 */
import { createSseParser } from '../sse';

describe( 'SSE parser', () => {
	it( 'hands over the data of each event ended by a blank line', () => {
		const parser = createSseParser();
		expect( parser.push( 'data: one\n\ndata: two\n\n' ) ).toEqual( [
			'one',
			'two',
		] );
	} );

	it( 'joins an event split across chunks at any point', () => {
		const parser = createSseParser();
		expect( parser.push( 'da' ) ).toEqual( [] );
		expect( parser.push( 'ta: {"a":' ) ).toEqual( [] );
		expect( parser.push( '1}\n' ) ).toEqual( [] );
		expect( parser.push( '\ndata: [DONE]\n\n' ) ).toEqual( [
			'{"a":1}',
			'[DONE]',
		] );
	} );

	it( 'understands \\r\\n line ends, even split between chunks', () => {
		const parser = createSseParser();
		expect( parser.push( 'data: one\r' ) ).toEqual( [] );
		expect( parser.push( '\n\r' ) ).toEqual( [] );
		expect( parser.push( '\ndata: two\r\n\r\n' ) ).toEqual( [
			'one',
			'two',
		] );
	} );

	it( 'joins the data lines of one event and skips comments and other fields', () => {
		const parser = createSseParser();
		expect(
			parser.push( ': keep-alive\nevent: message\ndata: a\ndata:b\n\n' )
		).toEqual( [ 'a\nb' ] );
	} );

	it( 'hands over a last event not closed by a blank line at the end', () => {
		const parser = createSseParser();
		expect( parser.push( 'data: [DONE]' ) ).toEqual( [] );
		expect( parser.end() ).toEqual( [ '[DONE]' ] );
	} );
} );
