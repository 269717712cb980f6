/**
 * Internal dependencies
 */
import { formatStart, parseChapters } from '../parse-chapters';
import cases from './chapter-cases.json';

describe( 'chapters', () => {
	it.each( cases )( 'reads %j', ( { text, chapters } ) => {
		expect(
			parseChapters( text ).map( ( chapter ) => [
				chapter.startAt,
				chapter.title,
			] )
		).toEqual( chapters );
	} );

	it( 'pads starts to hh:mm:ss', () => {
		expect( formatStart( 0 ) ).toBe( '00:00:00' );
		expect( formatStart( 3723 ) ).toBe( '01:02:03' );
		expect( formatStart( 359999 ) ).toBe( '99:59:59' );
	} );
} );
