/**
 * Internal dependencies
 */
import { getNoticeText } from '../notice';

describe( 'Repeat visitor info notice', () => {
	it( 'says "more than N times" for after-visits', () => {
		expect( getNoticeText( 'after-visits', 3 ) ).toBe(
			'This block will only appear to people who have visited this page more than 3 times.'
		);
	} );

	it( 'says "more than once" for after-visits with threshold 1', () => {
		expect( getNoticeText( 'after-visits', 1 ) ).toBe(
			'This block will only appear to people who have visited this page more than once.'
		);
	} );

	it( 'says "at most N times" for before-visits', () => {
		expect( getNoticeText( 'before-visits', 5 ) ).toBe(
			'This block will only appear to people who have visited this page at most 5 times.'
		);
	} );

	it( 'says "for the first time" for before-visits with threshold 1', () => {
		expect( getNoticeText( 'before-visits', 1 ) ).toBe(
			'This block will only appear to people who are visiting this page for the first time.'
		);
	} );
} );
