/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * What a product is called where it is made: a product in general, a
 * payment plan (the Payment Button), or a subscription.
 */
export type ProductKind = 'product' | 'payment-plan' | 'subscription';

/**
 * The messages about making and choosing products, by their generic name.
 */
export type ProductMessage =
	| 'product requires a name'
	| 'product requires a valid price'
	| 'successfully created product'
	| 'there was an error when adding the product'
	| 'invalid product configured for this block'
	| 'product not found'
	| 'mark this product as a donation';

/**
 * Each message in each kind's words. A table rather than one sentence with
 * the kind put in: translators see whole sentences, and each language
 * agrees them as it needs.
 *
 * @return The table.
 */
function messages(): Record< ProductMessage, Record< ProductKind, string > > {
	return {
		'product requires a name': {
			product: __( 'Product requires a name.', 'cairn' ),
			'payment-plan': __( 'Payment plan requires a name', 'cairn' ),
			subscription: __( 'Subscription requires a name', 'cairn' ),
		},
		'product requires a valid price': {
			product: __( 'Product requires a valid price.', 'cairn' ),
			'payment-plan': __(
				'Payment plan requires a valid price',
				'cairn'
			),
			subscription: __( 'Subscription requires a valid price', 'cairn' ),
		},
		'successfully created product': {
			product: __( 'Successfully created product', 'cairn' ),
			'payment-plan': __( 'Successfully created payment plan', 'cairn' ),
			subscription: __( 'Successfully created subscription', 'cairn' ),
		},
		'there was an error when adding the product': {
			product: __(
				'There was an error when adding the product.',
				'cairn'
			),
			'payment-plan': __(
				'There was an error when adding the payment plan.',
				'cairn'
			),
			subscription: __(
				'There was an error when adding the subscription.',
				'cairn'
			),
		},
		'invalid product configured for this block': {
			product: __(
				'Invalid product configured for this block.',
				'cairn'
			),
			'payment-plan': __(
				'Invalid payment plan configured for this block.',
				'cairn'
			),
			subscription: __(
				'Invalid subscription configured for this block.',
				'cairn'
			),
		},
		'product not found': {
			product: __( 'Product not found', 'cairn' ),
			'payment-plan': __( 'Payment plan not found', 'cairn' ),
			subscription: __( 'Subscription not found', 'cairn' ),
		},
		'mark this product as a donation': {
			product: __( 'Mark this product as a donation', 'cairn' ),
			'payment-plan': __(
				'Mark this payment plan as a donation',
				'cairn'
			),
			subscription: __( 'Mark this subscription as a donation', 'cairn' ),
		},
	};
}

/**
 * A message in the words of a kind of product.
 *
 * @param message The message, by its generic name.
 * @param kind    What the product is called here.
 * @return The message.
 */
export function getProductMessage(
	message: ProductMessage,
	kind: ProductKind = 'product'
): string {
	return messages()[ message ][ kind ];
}
