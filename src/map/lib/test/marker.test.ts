/**
 * Internal dependencies
 */
import {
	createMarkerPin,
	MARKER_HEIGHT,
	MARKER_WIDTH,
	markerFill,
} from '../marker';

describe( 'createMarkerPin', () => {
	it( 'is a 32×38 pin in the marker colour', () => {
		const pin = createMarkerPin( '#00ff00' );
		expect( MARKER_WIDTH ).toBe( 32 );
		expect( MARKER_HEIGHT ).toBe( 38 );
		expect( pin.style.width ).toBe( '32px' );
		expect( pin.style.height ).toBe( '38px' );
		expect( pin.querySelector( 'path' )?.getAttribute( 'fill' ) ).toBe(
			'#00ff00'
		);
		expect(
			pin.querySelector( 'svg' )?.getAttribute( 'aria-hidden' )
		).toBe( 'true' );
	} );
} );

describe( 'markerFill', () => {
	it( 'keeps hex colours and colour names', () => {
		expect( markerFill( '#abc' ) ).toBe( '#abc' );
		expect( markerFill( 'red' ) ).toBe( 'red' );
	} );

	it( 'paints anything else red', () => {
		expect( markerFill( 'url(x)' ) ).toBe( 'red' );
		expect( markerFill( '#12345' ) ).toBe( 'red' );
		expect( markerFill( undefined ) ).toBe( 'red' );
	} );
} );
