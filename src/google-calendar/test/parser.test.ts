/**
 * Internal dependencies
 */
import { parseGoogleCalendar, MAX_INPUT_LENGTH } from '../parser';
import cases from './parser-cases.json';
import { hostileInputs } from '../../../tests/helpers/hostile-inputs';

describe( 'parseGoogleCalendar', () => {
	it.each( cases.valid )( 'reads $input', ( { input, expected } ) => {
		expect( parseGoogleCalendar( input ) ).toEqual( expected );
	} );

	it.each( cases.invalid )( 'refuses %j', ( input ) => {
		expect( parseGoogleCalendar( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string, and huge input', () => {
		expect( parseGoogleCalendar( undefined ) ).toBeNull();
		expect( parseGoogleCalendar( 42 ) ).toBeNull();
		expect(
			parseGoogleCalendar(
				'https://calendar.google.com/calendar/embed?src=' +
					'a'.repeat( MAX_INPUT_LENGTH )
			)
		).toBeNull();
	} );

	it( 'never throws and lets nothing unsafe out on hostile inputs', () => {
		const inputs = hostileInputs( 'calendar.google.com', [
			'/calendar/embed?src=a%40b.c',
			'/calendar/u/0?cid=YUBiLmM',
		] );
		expect( inputs.length ).toBeGreaterThanOrEqual( 1000 );
		const safe =
			/^https:\/\/calendar\.google\.com\/calendar\/embed\?[A-Za-z0-9%._*+=&-]+$/;
		const unsafe = inputs
			.map( ( input ) => parseGoogleCalendar( input ) )
			.filter(
				( parsed ) => parsed !== null && ! safe.test( parsed.url )
			);
		expect( unsafe ).toEqual( [] );
	} );
} );
