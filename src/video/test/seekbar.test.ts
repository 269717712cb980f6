/**
 * Internal dependencies
 */
import { initSeekbar, loadedPart } from '../seekbar';

/**
 * A video element whose length, time and loaded ranges the test sets.
 *
 * @param duration The length.
 * @param ranges   The loaded ranges.
 * @return The video.
 */
function fakeVideo( duration: number, ranges: [ number, number ][] ) {
	const video = document.createElement( 'video' );
	let time = 0;
	Object.defineProperties( video, {
		duration: { get: () => duration },
		currentTime: {
			get: () => time,
			set: ( value: number ) => ( time = value ),
		},
		buffered: {
			get: () => ( {
				length: ranges.length,
				start: ( i: number ) => ranges[ i ][ 0 ],
				end: ( i: number ) => ranges[ i ][ 1 ],
			} ),
		},
	} );
	return video;
}

describe( "the visitor's coloured seekbar", () => {
	it( 'counts as loaded the range that holds the time playing', () => {
		const video = fakeVideo( 100, [
			[ 0, 20 ],
			[ 50, 80 ],
		] );
		expect( loadedPart( video ) ).toBe( 0.2 );
		video.currentTime = 60;
		expect( loadedPart( video ) ).toBe( 0.8 );
		video.currentTime = 30;
		expect( loadedPart( video ) ).toBe( 0 );
		expect( loadedPart( fakeVideo( NaN, [] ) ) ).toBe( 0 );
	} );

	it( 'shows the part played and loaded, and appears once it works', () => {
		const video = fakeVideo( 100, [ [ 0, 40 ] ] );
		const bar = document.createElement( 'input' );
		bar.type = 'range';
		bar.hidden = true;
		initSeekbar( bar, video );
		expect( bar.hidden ).toBe( false );
		video.currentTime = 25;
		video.dispatchEvent( new Event( 'timeupdate' ) );
		expect( bar.max ).toBe( '100' );
		expect( bar.value ).toBe( '25' );
		expect( bar.style.getPropertyValue( '--cairn-played' ) ).toBe(
			'25.00%'
		);
		expect( bar.style.getPropertyValue( '--cairn-loaded' ) ).toBe(
			'40.00%'
		);
	} );

	it( 'moves the video where the visitor moves it', () => {
		const video = fakeVideo( 100, [] );
		const bar = document.createElement( 'input' );
		bar.type = 'range';
		initSeekbar( bar, video );
		bar.value = '70';
		bar.dispatchEvent( new Event( 'input' ) );
		expect( video.currentTime ).toBe( 70 );
		expect( bar.style.getPropertyValue( '--cairn-played' ) ).toBe(
			'70.00%'
		);
	} );
} );
