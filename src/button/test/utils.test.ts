/**
 * Internal dependencies
 */
import { hasWidthPanel } from '@cairn/shared/embeds/width';
import { inputText, widthPercent, widthValue, wrapperStyle } from '../utils';

describe( 'width', () => {
	it( 'is offered except for left or right aligned buttons', () => {
		expect( hasWidthPanel( undefined ) ).toBe( true );
		expect( hasWidthPanel( 'center' ) ).toBe( true );
		expect( hasWidthPanel( 'left' ) ).toBe( false );
		expect( hasWidthPanel( 'right' ) ).toBe( false );
	} );

	it.each( [
		[ 25, '25%' ],
		[ 100, '100%' ],
		[ 140, '100%' ],
		[ -5, '0%' ],
		[ 33.4, '33%' ],
		[ undefined, '' ],
		[ Number.NaN, '' ],
	] )( 'saves %p as %p', ( value, saved ) => {
		expect( widthValue( value ) ).toBe( saved );
	} );

	it( 'reads back only percents', () => {
		expect( widthPercent( '75%' ) ).toBe( 75 );
		expect( widthPercent( '' ) ).toBeUndefined();
		expect( widthPercent( '200px' ) ).toBeUndefined();
		expect( widthPercent( '50%; background:red' ) ).toBeUndefined();
	} );

	it( 'styles the wrapper, and drops the width where alignment forbids it', () => {
		expect(
			wrapperStyle( { borderRadius: 8, width: '50%', align: 'center' } )
		).toEqual( { borderRadius: '8px', width: '50%' } );
		expect( wrapperStyle( { width: '50%', align: 'left' } ) ).toEqual( {} );
		expect( wrapperStyle( { borderRadius: 0, width: '' } ) ).toEqual( {
			borderRadius: '0px',
		} );
	} );
} );

describe( 'inputText', () => {
	it( 'drops formats and line breaks', () => {
		expect( inputText( 'Send <strong>now</strong><br>please' ) ).toBe(
			'Send now please'
		);
		expect( inputText( 'Send\n  it  ' ) ).toBe( 'Send it' );
		expect( inputText( '&lt;b&gt; &amp; co' ) ).toBe( '<b> & co' );
	} );
} );
