/**
 * Internal dependencies
 */
import { isValidEmail } from '../is-valid-email';

describe( 'email check', () => {
	it( 'accepts a valid address', () => {
		expect( isValidEmail( 'jane.doe+news@mail.example.co.uk' ) ).toBe(
			true
		);
	} );

	it( 'rejects an empty address', () => {
		expect( isValidEmail( '' ) ).toBe( false );
	} );

	it( 'rejects an address longer than 254 characters', () => {
		const domain = `${ 'a'.repeat( 60 ) }.${ 'b'.repeat( 60 ) }.${ 'c'.repeat(
			60
		) }.${ 'd'.repeat( 50 ) }.com`;
		const local = 'x'.repeat( 254 - domain.length - 1 );
		expect( isValidEmail( `${ local }@${ domain }` ) ).toBe( true );
		expect( isValidEmail( `${ local }x@${ domain }` ) ).toBe( false );
	} );

	it( 'rejects an address that does not match the pattern', () => {
		for ( const email of [
			'plain',
			'@example.com',
			'jane@',
			'jane@example',
			'jane doe@example.com',
			'jane..doe@example.com',
			'.jane@example.com',
			'jane@-example.com',
			'jane@example..com',
			'jane@exa_mple.com',
		] ) {
			expect( isValidEmail( email ) ).toBe( false );
		}
	} );

	it( 'rejects a local part longer than 64 characters', () => {
		expect( isValidEmail( `${ 'a'.repeat( 64 ) }@example.com` ) ).toBe(
			true
		);
		expect( isValidEmail( `${ 'a'.repeat( 65 ) }@example.com` ) ).toBe(
			false
		);
	} );

	it( 'rejects a domain label longer than 63 characters', () => {
		expect( isValidEmail( `jane@${ 'a'.repeat( 63 ) }.com` ) ).toBe( true );
		expect( isValidEmail( `jane@${ 'a'.repeat( 64 ) }.com` ) ).toBe(
			false
		);
	} );
} );
