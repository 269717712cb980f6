/**
 * Internal dependencies
 */
import { eventIdOf, parseEventbrite, MAX_INPUT_LENGTH } from '../parser';
import cases from './parser-cases.json';
import { hostileInputs } from '../../../tests/helpers/hostile-inputs';

describe( 'parseEventbrite', () => {
	it.each( cases.valid )( 'reads $input', ( { input, expected } ) => {
		expect( parseEventbrite( input ) ).toEqual( expected );
	} );

	it.each( cases.invalid )( 'refuses %j', ( input ) => {
		expect( parseEventbrite( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string, and huge input', () => {
		expect( parseEventbrite( undefined ) ).toBeNull();
		expect( parseEventbrite( 42 ) ).toBeNull();
		expect(
			parseEventbrite(
				'https://www.eventbrite.com/e/' +
					'a'.repeat( MAX_INPUT_LENGTH ) +
					'-1'
			)
		).toBeNull();
	} );

	it( 'never throws and lets nothing unsafe out on hostile inputs', () => {
		const inputs = hostileInputs( 'www.eventbrite.com', [
			'/e/some-event-tickets-123456789',
			'/e/x-1?aff=y',
		] );
		expect( inputs.length ).toBeGreaterThanOrEqual( 1000 );
		const safe =
			/^https:\/\/[a-z0-9.-]*eventbrite\.[a-z.]+\/[^\s"'<>`\\]*$/;
		const unsafe = inputs
			.map( ( input ) => parseEventbrite( input ) )
			.filter(
				( parsed ) =>
					parsed !== null &&
					( ! safe.test( parsed.url ) ||
						! /^\d*$/.test( parsed.eventId ) )
			);
		expect( unsafe ).toEqual( [] );
	} );

	it( 'reads the event id of a resolved site root', () => {
		expect(
			eventIdOf( 'https://www.eventbrite.com/e/gala-tickets-4242' )
		).toBe( '4242' );
		expect( eventIdOf( 'https://www.eventbrite.com/o/org-1' ) ).toBe( '' );
		expect( eventIdOf( 'https://evil.test/e/x-1' ) ).toBe( '' );
	} );
} );
