/**
 * Internal dependencies
 */
import { parseChapters } from '../chapters';

describe( 'parseChapters', () => {
	it( 'reads m:ss and h:mm:ss lines, padded to hh:mm:ss', () => {
		expect( parseChapters( '0:00 Intro\n1:02:03 The end' ) ).toEqual( [
			{ startAt: '00:00:00', title: 'Intro' },
			{ startAt: '01:02:03', title: 'The end' },
		] );
	} );

	it( 'accepts times in brackets and common separators', () => {
		expect(
			parseChapters(
				'[0:30] Owls\n(1:15) Bats\n2:00 - Moths\n3:00: Foxes\n- 4:00 | Deer'
			)
		).toEqual( [
			{ startAt: '00:00:30', title: 'Owls' },
			{ startAt: '00:01:15', title: 'Bats' },
			{ startAt: '00:02:00', title: 'Moths' },
			{ startAt: '00:03:00', title: 'Foxes' },
			{ startAt: '00:04:00', title: 'Deer' },
		] );
	} );

	it( 'sorts by start, keeping the order of chapters that start together', () => {
		expect(
			parseChapters( '10:00 C\n0:05 A\n10:00 D\n1:00 B' ).map(
				( chapter ) => chapter.title
			)
		).toEqual( [ 'A', 'B', 'C', 'D' ] );
	} );

	it( 'reads minutes past an hour in m:ss as hours', () => {
		expect( parseChapters( '75:00 Late' ) ).toEqual( [
			{ startAt: '01:15:00', title: 'Late' },
		] );
	} );

	it.each( [
		[ 'no time', 'Just a sentence about 1:00 things' ],
		[ 'a time with no title', '1:00' ],
		[ 'a time with only spaces after it', '1:00    ' ],
		[ 'seconds above 59', '1:60 Too many' ],
		[ 'minutes above 59 in h:mm:ss', '1:60:00 Too many' ],
		[ 'a single-digit seconds field', '1:5 Short' ],
		[ 'mismatched brackets', '[1:00) Odd' ],
		[ 'an unclosed bracket', '[1:00 Odd' ],
		[ 'a time glued to the title', '1:00Title' ],
		[ 'four fields', '1:02:03:04 Too long' ],
		[ 'a negative time', '-1:00 Before' ],
		[ 'a decimal', '1.5:00 Half' ],
		[ 'a title of control characters', '1:00 \u0000\u0007' ],
	] )( 'skips %s', ( _name, line ) => {
		expect( parseChapters( line ) ).toEqual( [] );
	} );

	it( 'keeps markup in titles as text and strips control characters', () => {
		expect(
			parseChapters( '0:10 <script>alert(1)</script>\u0000 done' )
		).toEqual( [
			{ startAt: '00:00:10', title: '<script>alert(1)</script> done' },
		] );
	} );

	it( 'handles CRLF, CR and blank lines', () => {
		expect( parseChapters( '0:01 A\r\n\r\n0:02 B\r0:03 C' ) ).toHaveLength(
			3
		);
	} );

	it( 'skips a huge line quickly and still reads the others', () => {
		const hostile = `1:00${ ' '.repeat( 5000 ) }x`;
		const backtracking = `[${ '1:00:'.repeat( 10000 ) }`;
		const started = Date.now();
		expect(
			parseChapters( `${ hostile }\n${ backtracking }\n0:30 Kept` )
		).toEqual( [ { startAt: '00:00:30', title: 'Kept' } ] );
		expect( Date.now() - started ).toBeLessThan( 500 );
	} );

	it( 'returns nothing for empty or non-text input', () => {
		expect( parseChapters( '' ) ).toEqual( [] );
		expect( parseChapters( undefined as unknown as string ) ).toEqual( [] );
	} );
} );
