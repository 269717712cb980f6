/**
 * Internal dependencies
 */
import { parseTockName, MAX_INPUT_LENGTH } from '../parser';
import cases from './parser-cases.json';
import { hostileInputs } from '../../../tests/helpers/hostile-inputs';

describe( 'parseTockName', () => {
	it.each( cases.valid )( 'reads $input', ( { input, expected } ) => {
		expect( parseTockName( input ) ).toBe( expected );
	} );

	it.each( cases.invalid )( 'refuses %j', ( input ) => {
		expect( parseTockName( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string, and huge input', () => {
		expect( parseTockName( null ) ).toBeNull();
		expect(
			parseTockName( 'a'.repeat( MAX_INPUT_LENGTH + 1 ) )
		).toBeNull();
	} );

	it( 'never throws and lets nothing unsafe out on hostile inputs', () => {
		const inputs = hostileInputs( 'www.exploretock.com', [
			'/acme-bistro',
			'/acme?date=2026-12-01',
		] );
		expect( inputs.length ).toBeGreaterThanOrEqual( 1000 );
		const unsafe = inputs
			.map( ( input ) => parseTockName( input ) )
			.filter(
				( name ) =>
					name !== null && ! /^[A-Za-z0-9_-]{1,100}$/.test( name )
			);
		expect( unsafe ).toEqual( [] );
	} );
} );
