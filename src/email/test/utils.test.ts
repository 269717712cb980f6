/**
 * Internal dependencies
 */
import { splitEmailText } from '../utils';

describe( 'the email text', () => {
	it( 'links a valid address', () => {
		expect( splitEmailText( 'hello@example.com' ) ).toEqual( [
			{ text: 'hello@example.com', email: 'hello@example.com' },
		] );
	} );

	it( 'links an address followed by punctuation, leaving the punctuation out of the link', () => {
		expect( splitEmailText( 'hello@example.com.' ) ).toEqual( [
			{ text: 'hello@example.com', email: 'hello@example.com' },
			{ text: '.' },
		] );
		expect( splitEmailText( 'Mail hello@example.com!?' ) ).toEqual( [
			{ text: 'Mail' },
			{ text: ' ' },
			{ text: 'hello@example.com', email: 'hello@example.com' },
			{ text: '!?' },
		] );
	} );

	it( 'links each valid word and keeps the rest as typed', () => {
		expect(
			splitEmailText( 'a@example.com,  b@example.org' ).map(
				( part ) => part.email ?? part.text
			)
		).toEqual( [ 'a@example.com', ',', '  ', 'b@example.org' ] );
	} );

	it( 'does not link an address that fails the email check', () => {
		for ( const text of [
			'hello@example',
			'hello@',
			'@example.com',
			'hello..there@example.com',
			`${ 'a'.repeat( 65 ) }@example.com`,
			`hello@${ 'a'.repeat( 64 ) }.com`,
			'just words.',
		] ) {
			expect(
				splitEmailText( text ).filter( ( part ) => part.email )
			).toEqual( [] );
		}
	} );

	it( 'keeps every character of the text, in order', () => {
		const text = ' Write to hello@example.com; thanks! ';
		expect(
			splitEmailText( text )
				.map( ( part ) => part.text )
				.join( '' )
		).toBe( text );
	} );
} );
