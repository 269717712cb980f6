/**
 * Internal dependencies
 */
import { parseChapters } from '../chapters';

describe( 'parseChapters', () => {
	it( 'reads m:ss and h:mm:ss lines, bracketed or not, zero-padded and sorted', () => {
		expect(
			parseChapters(
				[
					'Intro to the walk',
					'[12:05] The ridge',
					'0:00 Start',
					'(1:02:03) - Summit',
					'4:30 – Cairns along the path',
					'Thanks for watching!',
				].join( '\n' )
			)
		).toEqual( [
			{ startAt: '00:00:00', title: 'Start' },
			{ startAt: '00:04:30', title: 'Cairns along the path' },
			{ startAt: '00:12:05', title: 'The ridge' },
			{ startAt: '01:02:03', title: 'Summit' },
		] );
	} );

	it( 'keeps the order of chapters that start together, and reads every line ending', () => {
		expect( parseChapters( '1:00 B\r\n1:00 A\r0:30 First' ) ).toEqual( [
			{ startAt: '00:00:30', title: 'First' },
			{ startAt: '00:01:00', title: 'B' },
			{ startAt: '00:01:00', title: 'A' },
		] );
	} );

	it( 'refuses lines that are not a chapter', () => {
		expect(
			parseChapters(
				[
					'1:60 Too many seconds',
					'1:5 One-digit seconds',
					'1:75:00 Too many minutes',
					'1:5:00 One-digit minutes with hours',
					'0:10',
					'[0:20]   ',
					'At 0:30 we stop',
					'10:00:00:00 Too many parts',
				].join( '\n' )
			)
		).toEqual( [] );
	} );

	it( 'makes hostile titles plain text, and never throws', () => {
		const chapters = parseChapters(
			[
				'0:01 <img src=x onerror=alert(1)>Evil<script>alert(1)</script>',
				'0:02 \u202eevil\u0000 title',
				`0:03 ${ 'x'.repeat( 5000 ) }`,
			].join( '\n' )
		);
		expect( chapters ).toEqual( [
			{ startAt: '00:00:01', title: 'Evilalert(1)' },
			{ startAt: '00:00:02', title: 'evil title' },
			{ startAt: '00:00:03', title: 'x'.repeat( 200 ) },
		] );
		for ( const hostile of [
			'',
			'\n'.repeat( 100000 ),
			'9'.repeat( 100000 ),
			`${ ':'.repeat( 50000 ) }0:00 a`,
			undefined as unknown as string,
			42 as unknown as string,
		] ) {
			expect( () => parseChapters( hostile ) ).not.toThrow();
		}
	} );

	it( 'reads at most 5000 lines', () => {
		const text = Array.from(
			{ length: 6000 },
			( _, i ) =>
				`${ Math.floor( i / 60 ) }:${ String( i % 60 ).padStart( 2, '0' ) } Part ${ i }`
		).join( '\n' );
		expect( parseChapters( text ) ).toHaveLength( 5000 );
	} );
} );
