/**
 * External dependencies
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import '@cairn/shared/stores/membership-products';
import AddPlanForm from '../components/add-plan-form';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

beforeEach( () => mockedFetch.mockReset() );

/**
 * Renders the form, fills the price and adds the plan.
 *
 * @param price   The price typed.
 * @param onAdded Called with the saved plan.
 */
function addPlan( price: string, onAdded = jest.fn() ) {
	render( <AddPlanForm defaultCurrency="USD" onAdded={ onAdded } /> );
	fireEvent.change( screen.getByLabelText( 'Price' ), {
		target: { value: price },
	} );
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Add this payment plan' } )
	);
	return onAdded;
}

describe( 'the add a plan form', () => {
	it( 'starts with the title Monthly Subscription in the account’s currency', () => {
		render( <AddPlanForm defaultCurrency="EUR" onAdded={ jest.fn() } /> );
		expect( screen.getByLabelText( 'Plan name' ) ).toHaveValue(
			'Monthly Subscription'
		);
		expect( screen.getByLabelText( 'Plan currency' ) ).toHaveValue( 'EUR' );
		expect( screen.getByLabelText( 'Renew every' ) ).toHaveValue(
			'1 month'
		);
	} );

	it( 'says a plan requires a valid price and calls nothing', () => {
		addPlan( '' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Payment plan requires a valid price'
		);
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	it( 'says a plan requires a name', () => {
		render( <AddPlanForm defaultCurrency="USD" onAdded={ jest.fn() } /> );
		fireEvent.change( screen.getByLabelText( 'Plan name' ), {
			target: { value: ' ' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add this payment plan' } )
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Payment plan requires a name'
		);
	} );

	it( 'says the minimum allowed price', () => {
		addPlan( '0.10' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Minimum allowed price is $0.50.'
		);
	} );

	it( 'says there was an error when the site refuses the plan', async () => {
		mockedFetch.mockRejectedValueOnce( { message: 'Stripe said no' } );
		const onAdded = addPlan( '9' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'There was an error when adding the payment plan.'
		);
		expect( onAdded ).not.toHaveBeenCalled();
	} );

	it( 'marks a plan as a donation', async () => {
		mockedFetch.mockResolvedValueOnce( {
			id: 13,
			title: 'Monthly Subscription',
			price: 9,
			currency: 'USD',
			interval: '1 month',
			is_donation: true,
		} );
		render( <AddPlanForm defaultCurrency="USD" onAdded={ jest.fn() } /> );
		fireEvent.change( screen.getByLabelText( 'Price' ), {
			target: { value: '9' },
		} );
		fireEvent.click(
			screen.getByLabelText( 'Mark this payment plan as a donation' )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add this payment plan' } )
		);
		await waitFor( () =>
			expect( mockedFetch ).toHaveBeenCalledWith(
				expect.objectContaining( {
					data: expect.objectContaining( { is_donation: true } ),
				} )
			)
		);
	} );

	it( 'saves the plan on the site and hands it to the block', async () => {
		const plan = {
			id: 12,
			title: 'Monthly Subscription',
			price: 9,
			currency: 'USD',
			interval: '1 month',
		};
		mockedFetch.mockResolvedValueOnce( plan );
		const onAdded = addPlan( '9' );
		await waitFor( () => expect( onAdded ).toHaveBeenCalledWith( plan ) );
		expect(
			select( noticesStore )
				.getNotices()
				.map( ( notice ) => notice.content )
		).toContain( 'Successfully created payment plan' );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/memberships/product',
			method: 'POST',
			data: {
				title: 'Monthly Subscription',
				price: 9,
				currency: 'USD',
				interval: '1 month',
			},
		} );
	} );
} );
