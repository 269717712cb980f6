/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/react';

/**
 * A Donations block as the server renders it for visitors, with the old
 * class names the server adds beside the standard ones for one release.
 */
const BLOCK = `<div class="wp-block-cairn-donations cairn-donations">
	<a class="wp-block-cairn-donations__tab cairn-donations__tab" href="#cairn-donations-1-oneTimeDonation" data-tab="oneTimeDonation">One-Time</a>
	<form id="cairn-donations-1-oneTimeDonation" class="wp-block-cairn-donations__content cairn-donations__content" method="post" action="/checkout" data-tab="oneTimeDonation">
		<label class="wp-block-cairn-donations__custom cairn-donations__custom"><span>Or enter a custom amount</span>
			<input type="text" inputmode="decimal" name="custom_amount" data-currency="USD" data-maximum="999999.99" data-invalid-message="Please enter a valid amount." data-minimum-message="Minimum allowed price is $0.50." data-maximum-message="Maximum allowed price is $999,999.99." />
		</label>
		<button type="submit" class="wp-element-button wp-block-cairn-donations__donate cairn-donations__donate">Donate</button>
	</form>
</div>`;

beforeAll( () => {
	document.body.innerHTML = BLOCK;
	jest.isolateModules( () => {
		require( '../view' );
	} );
} );

describe( 'Donations for visitors', () => {
	it( 'says a refused custom amount next to the field, in the server’s words, and keeps the form', () => {
		const input = document.querySelector( 'input' )!;
		const form = document.querySelector( 'form' )!;
		fireEvent.change( input, { target: { value: '0.10' } } );
		const sent = fireEvent.submit( form );
		expect( sent ).toBe( false );
		const error = document.getElementById( `${ form.id }-error` )!;
		expect( error ).toHaveTextContent( 'Minimum allowed price is $0.50.' );
		expect( error ).toHaveAttribute( 'role', 'alert' );
		expect( input ).toHaveAttribute( 'aria-describedby', error.id );
		expect( input ).toHaveValue( '0.10' );
	} );

	it( 'gives the error paragraph its old class beside the standard one, as the server does for what it renders', () => {
		const form = document.querySelector( 'form' )!;
		const error = document.getElementById( `${ form.id }-error` )!;
		expect( [ ...error.classList ] ).toEqual( [
			'wp-block-cairn-donations__error',
			'cairn-donations__error',
		] );
	} );
} );
