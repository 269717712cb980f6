/**
 * Internal dependencies
 */
import metadata from '../block.json';
import { DEFAULT_DAYS, ENGLISH_WEEK } from '../constants';
import {
	addHours,
	formatDay,
	formatHours,
	formatTime12,
	getValidHours,
	isClosed,
	needsHours,
	isLocalizedWeek,
	orderDays,
	removeHours,
	replaceDay,
	setOpen,
	setTime,
} from '../utils';
import type { Day } from '../types';

const monday: Day = {
	name: 'Mon',
	hours: [ { opening: '09:00', closing: '17:00' } ],
};

describe( 'Business hours rules', () => {
	it( 'defaults to Monday–Friday 09:00–17:00 with Saturday and Sunday closed', () => {
		const open = { opening: '09:00', closing: '17:00' };
		expect( DEFAULT_DAYS ).toEqual( [
			{ name: 'Sun', hours: [] },
			{ name: 'Mon', hours: [ open ] },
			{ name: 'Tue', hours: [ open ] },
			{ name: 'Wed', hours: [ open ] },
			{ name: 'Thu', hours: [ open ] },
			{ name: 'Fri', hours: [ open ] },
			{ name: 'Sat', hours: [] },
		] );
		// The manifest is what the server and the editor read.
		expect( metadata.attributes.days.default ).toEqual( DEFAULT_DAYS );
	} );

	it( 'shows times in 12-hour format', () => {
		expect( formatTime12( '09:00' ) ).toBe( '9:00 AM' );
		expect( formatTime12( '00:05' ) ).toBe( '12:05 AM' );
		expect( formatTime12( '12:30' ) ).toBe( '12:30 PM' );
		expect( formatTime12( '23:59' ) ).toBe( '11:59 PM' );
		expect( formatHours( { opening: '09:00', closing: '17:00' } ) ).toBe(
			'9:00 AM – 5:00 PM'
		);
	} );

	it( 'leaves out times that are not HH:MM', () => {
		expect( formatTime12( '9am' ) ).toBe( '' );
		expect( formatTime12( '24:00' ) ).toBe( '' );
		expect( formatHours( { opening: '', closing: '17:00' } ) ).toBe( '' );
	} );

	it( 'shows "Closed" for a day without hours and joins several intervals', () => {
		expect( formatDay( { name: 'Sun', hours: [] } ) ).toBe( 'Closed' );
		expect(
			formatDay( {
				name: 'Mon',
				hours: [
					{ opening: '08:00', closing: '12:00' },
					{ opening: '13:00', closing: '18:30' },
				],
			} )
		).toBe( '8:00 AM – 12:00 PM, 1:00 PM – 6:30 PM' );
	} );

	it( 'treats a day as closed only when it has no intervals, and asks for times when none is complete', () => {
		const blank: Day = {
			name: 'Mon',
			hours: [ { opening: '', closing: '' } ],
		};
		expect( isClosed( blank ) ).toBe( false );
		expect( needsHours( blank ) ).toBe( true );
		expect( formatDay( blank ) ).toBe( 'Enter opening and closing times.' );
		expect( isClosed( { name: 'Sun', hours: [] } ) ).toBe( true );
		expect( needsHours( { name: 'Sun', hours: [] } ) ).toBe( false );
		expect( needsHours( monday ) ).toBe( false );
	} );

	it( 'lists only the complete intervals of an open day', () => {
		const day: Day = {
			name: 'Mon',
			hours: [
				{ opening: '08:00', closing: '' },
				{ opening: '13:00', closing: '18:30' },
				{ opening: '9am', closing: '17:00' },
			],
		};
		expect( getValidHours( day ) ).toEqual( [
			{ opening: '13:00', closing: '18:30' },
		] );
		expect( formatDay( day ) ).toBe( '1:00 PM – 6:30 PM' );
	} );

	it( 'adds 09:00–17:00 with Add Hours', () => {
		expect( addHours( monday ).hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '09:00', closing: '17:00' },
		] );
		// The day passed in is not changed.
		expect( monday.hours ).toHaveLength( 1 );
	} );

	it( 'removes one interval with Remove Hours', () => {
		const day: Day = {
			name: 'Mon',
			hours: [
				{ opening: '08:00', closing: '12:00' },
				{ opening: '13:00', closing: '18:00' },
			],
		};
		expect( removeHours( day, 0 ).hours ).toEqual( [
			{ opening: '13:00', closing: '18:00' },
		] );
		expect( removeHours( removeHours( day, 1 ), 0 ).hours ).toEqual( [] );
	} );

	it( 'opens a day with 09:00–17:00 and closes it by removing every interval', () => {
		const sunday: Day = { name: 'Sun', hours: [] };
		expect( setOpen( sunday, true ).hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
		expect( setOpen( addHours( monday ), false ).hours ).toEqual( [] );
	} );

	it( 'changes one time of one interval', () => {
		expect(
			setTime( addHours( monday ), 1, 'closing', '20:15' ).hours
		).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '09:00', closing: '20:15' },
		] );
	} );

	it( 'replaces a day by name and keeps the stored order', () => {
		const saturday: Day = {
			name: 'Sat',
			hours: [ { opening: '10:00', closing: '14:00' } ],
		};
		const days = replaceDay( DEFAULT_DAYS, saturday );
		expect( days.map( ( day ) => day.name ) ).toEqual( [
			'Sun',
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
		] );
		expect( days[ 6 ] ).toBe( saturday );
	} );

	it( 'lists days starting from startOfWeek', () => {
		const names = ( start: number ) =>
			orderDays( DEFAULT_DAYS, start ).map( ( day ) => day.name );
		expect( names( 0 ) ).toEqual( [
			'Sun',
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
		] );
		expect( names( 1 ) ).toEqual( [
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
			'Sun',
		] );
		expect( names( 6 ) ).toEqual( [
			'Sat',
			'Sun',
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
		] );
		// Matched by name, whatever order the attribute stores.
		expect(
			orderDays( [ ...DEFAULT_DAYS ].reverse(), 1 ).map(
				( day ) => day.name
			)
		).toEqual( [ 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun' ] );
	} );

	it( 'accepts only a complete localized week', () => {
		expect( isLocalizedWeek( ENGLISH_WEEK ) ).toBe( true );
		expect(
			isLocalizedWeek( { days: ENGLISH_WEEK.days, startOfWeek: 7 } )
		).toBe( false );
		expect(
			isLocalizedWeek( { days: { Sun: 'Sunday' }, startOfWeek: 0 } )
		).toBe( false );
		expect( isLocalizedWeek( null ) ).toBe( false );
	} );
} );
