/**
 * Internal dependencies
 */
import { parseCalendly, widgetUrl, MAX_INPUT_LENGTH } from '../parser';
import cases from './parser-cases.json';
import { hostileInputs } from '../../../tests/helpers/hostile-inputs';

describe( 'parseCalendly', () => {
	it.each( cases.valid )( 'reads $input', ( { input, expected } ) => {
		expect( parseCalendly( input ) ).toEqual( expected );
	} );

	it.each( cases.invalid )( 'refuses %j', ( input ) => {
		expect( parseCalendly( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string, and huge input', () => {
		expect( parseCalendly( undefined ) ).toBeNull();
		expect( parseCalendly( 42 ) ).toBeNull();
		expect(
			parseCalendly(
				'https://calendly.com/' + 'a'.repeat( MAX_INPUT_LENGTH )
			)
		).toBeNull();
	} );

	it( 'never throws and lets nothing unsafe out on hostile inputs', () => {
		const inputs = hostileInputs( 'calendly.com', [
			'/acme/30min',
			'/acme?hide_event_type_details=1&primary_color=00a2ff',
		] );
		expect( inputs.length ).toBeGreaterThanOrEqual( 1000 );
		const safe = /^https:\/\/calendly\.com(?:\/[A-Za-z0-9_-]+){1,3}$/;
		const unsafe = inputs
			.map( ( input ) => parseCalendly( input ) )
			.filter(
				( parsed ) => parsed !== null && ! safe.test( parsed.url )
			);
		expect( unsafe ).toEqual( [] );
	} );

	it( 'builds the widget URL from the settings, checked again', () => {
		expect(
			widgetUrl( {
				url: 'https://calendly.com/acme/30min',
				hideEventTypeDetails: true,
				backgroundColor: 'ffffff',
				primaryColor: '"><x',
				textColor: '4D5055',
			} )
		).toBe(
			'https://calendly.com/acme/30min?hide_event_type_details=1&background_color=ffffff&text_color=4D5055'
		);
		expect( widgetUrl( { url: 'javascript:alert(1)' } ) ).toBe( '' );
	} );
} );
