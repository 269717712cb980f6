/**
 * Internal dependencies
 */
import { getProductMessage } from '../messages';
import type { ProductMessage } from '../messages';

describe( 'product messages', () => {
	it( 'says each message in the words of each kind of product', () => {
		const expected: Array< [ ProductMessage, string, string, string ] > = [
			[
				'product requires a name',
				'Product requires a name.',
				'Payment plan requires a name',
				'Subscription requires a name',
			],
			[
				'product requires a valid price',
				'Product requires a valid price.',
				'Payment plan requires a valid price',
				'Subscription requires a valid price',
			],
			[
				'successfully created product',
				'Successfully created product',
				'Successfully created payment plan',
				'Successfully created subscription',
			],
			[
				'there was an error when adding the product',
				'There was an error when adding the product.',
				'There was an error when adding the payment plan.',
				'There was an error when adding the subscription.',
			],
			[
				'mark this product as a donation',
				'Mark this product as a donation',
				'Mark this payment plan as a donation',
				'Mark this subscription as a donation',
			],
		];
		for ( const [ message, product, plan, subscription ] of expected ) {
			expect( getProductMessage( message ) ).toBe( product );
			expect( getProductMessage( message, 'payment-plan' ) ).toBe( plan );
			expect( getProductMessage( message, 'subscription' ) ).toBe(
				subscription
			);
		}
	} );

	it( 'keeps the words of a block with a plan that cannot be sold', () => {
		expect( getProductMessage( 'product not found', 'payment-plan' ) ).toBe(
			'Payment plan not found'
		);
		expect(
			getProductMessage(
				'invalid product configured for this block',
				'payment-plan'
			)
		).toBe( 'Invalid payment plan configured for this block.' );
	} );
} );
