/**
 * Internal dependencies
 */
import {
	DOMAINS,
	parseOpenTable,
	parseReservationLink,
	parseRestaurantId,
	language,
	MAX_INPUT_LENGTH,
	STYLES,
} from '../parser';
import cases from './parser-cases.json';
import { hostileInputs } from '../../../tests/helpers/hostile-inputs';

describe( 'parseOpenTable', () => {
	it.each( cases.valid )( 'reads $input', ( { input, expected } ) => {
		expect( parseOpenTable( input ) ).toEqual( expected );
	} );

	it.each( cases.invalid )( 'refuses %j', ( input ) => {
		expect( parseOpenTable( input ) ).toBeNull();
	} );

	it( 'refuses what is not a string, and huge input', () => {
		expect( parseOpenTable( undefined ) ).toBeNull();
		expect( parseOpenTable( 42 ) ).toBeNull();
		expect(
			parseOpenTable( '1'.repeat( MAX_INPUT_LENGTH + 1 ) )
		).toBeNull();
	} );

	it( 'never throws and lets nothing unsafe out on hostile inputs', () => {
		const inputs = hostileInputs( 'www.opentable.com', [
			'/restref/client/?rid=412810&restref=412810',
			'/widget/reservation/loader?rid=1&type=button&lang=ja-JP',
			'/widget/reservation/loader?rid=1&rid=2&type=multi&theme=tall&domain=couk',
			'/frontdoor/default.aspx?rid=51451&restref=51451&mode=wide',
		] );
		expect( inputs.length ).toBeGreaterThanOrEqual( 1000 );
		const unsafe = inputs
			.map( ( input ) => parseOpenTable( input ) )
			.filter(
				( parsed ) =>
					parsed !== null &&
					( parsed.rid.length === 0 ||
						parsed.rid.some( ( id ) => ! /^\d+$/.test( id ) ) ||
						( parsed.domain !== undefined &&
							! DOMAINS.includes( parsed.domain ) ) ||
						( parsed.style !== undefined &&
							! ( STYLES as readonly string[] ).includes(
								parsed.style
							) ) )
			);
		expect( unsafe ).toEqual( [] );
	} );
} );

describe( 'parseRestaurantId and language', () => {
	it( 'refuses URLs and scripts as an ID', () => {
		expect( parseRestaurantId( 'https://www.opentable.com/1' ) ).toBeNull();
		expect( parseRestaurantId( '<script>1</script>' ) ).toBeNull();
		expect( parseRestaurantId( 'Name (#007)' ) ).toBe( '7' );
	} );

	it( 'takes a name ending in (#number), and refuses zero', () => {
		expect( parseRestaurantId( 'Café Rouge, Soho (#0412810)' ) ).toBe(
			'412810'
		);
		expect( parseRestaurantId( '000' ) ).toBeNull();
		expect( parseRestaurantId( '(#12) and more' ) ).toBeNull();
	} );

	it( 'falls back to en-US', () => {
		expect( language( 'it-IT' ) ).toBe( 'it-IT' );
		expect( language( 'en-GB' ) ).toBe( 'en-US' );
	} );
} );

describe( 'parseReservationLink (the paste transform)', () => {
	it( 'takes a reservation URL with rid or restref digits', () => {
		expect(
			parseReservationLink(
				'https://www.opentable.com/restref/client/?restref=412810&lang=de-DE'
			)
		).toEqual( { rid: [ '412810' ], domain: 'com', lang: 'de-DE' } );
	} );

	it( 'refuses IDs, embed codes and other hosts', () => {
		expect( parseReservationLink( '412810' ) ).toBeNull();
		expect(
			parseReservationLink(
				"<script src='//www.opentable.com/widget/reservation/loader?rid=1'></script>"
			)
		).toBeNull();
		expect(
			parseReservationLink( 'https://www.exploretock.com/?rid=1' )
		).toBeNull();
	} );
} );
