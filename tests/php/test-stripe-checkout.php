<?php
/**
 * Tests for the visitors' checkout: the amount and currency are checked
 * against the saved block, never taken from the browser as is.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;
use Cairn\Stripe\Checkout;
use Cairn\Stripe\Products;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Checkout.
 *
 * @group database
 */
final class Test_Stripe_Checkout extends Test_Case {

	use Uses_Stripe_Test_Server;

	/**
	 * The post with the donations block.
	 *
	 * @var int
	 */
	private $post_id = 0;

	/**
	 * Connects the site and publishes a post with a donations block in EUR
	 * (one-time and monthly shown, yearly hidden, no custom amount).
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->connect_stripe();
		$this->post_id          = $this->publish(
			array(
				'currency'         => 'EUR',
				'oneTimeDonation'  => array(
					'show'    => true,
					'amounts' => array( 5, 15, 100 ),
				),
				'monthlyDonation'  => array(
					'show'    => true,
					'amounts' => array( 5, 15.5, 100 ),
				),
				'annualDonation'   => array(
					'show'    => false,
					'amounts' => array( 50 ),
				),
				'showCustomAmount' => false,
			)
		);
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * Publishes a post holding a donations block (inside a group, to check
	 * that nested blocks are found) after a paragraph.
	 *
	 * @param array<string,mixed> $attrs  Donations block attributes.
	 * @param array<string,mixed> $post   More post fields.
	 */
	private function publish( array $attrs, array $post = array() ): int {
		$content = '<!-- wp:paragraph --><p>Support us</p><!-- /wp:paragraph -->'
			. '<!-- wp:group --><div class="wp-block-group"><!-- wp:cairn/donations ' . wp_json_encode( $attrs ) . ' /--></div><!-- /wp:group -->';
		return (int) wp_insert_post(
			array_merge(
				array(
					'post_title'   => 'Donate',
					'post_status'  => 'publish',
					'post_content' => wp_slash( $content ),
				),
				$post
			)
		);
	}

	/**
	 * A visitor's form post.
	 *
	 * @param array<string,mixed> $params Fields.
	 * @param bool                $json   Whether the request accepts JSON (the script's path).
	 */
	private function pay( array $params, bool $json = false ): \WP_REST_Response {
		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'POST', '/cairn/v1/memberships/checkout' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		if ( $json ) {
			$request->set_header( 'Accept', 'application/json' );
		}
		$request->set_body_params(
			array_merge(
				array(
					'post_id'  => (string) $this->post_id,
					'block'    => '0',
					'interval' => 'one-time',
					'currency' => 'EUR',
				),
				$params
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * The sessions the test server holds.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private function sessions(): array {
		return array_values( self::$stripe->state()['sessions'] );
	}

	public function test_a_one_time_donation_redirects_to_checkout(): void {
		$response = $this->pay( array( 'amount' => '15' ) );
		$this->assertSame( 303, $response->get_status() );
		$sessions = $this->sessions();
		$this->assertCount( 1, $sessions );
		$this->assertSame( self::$stripe->url . '/checkout/' . $sessions[0]['id'], $response->get_headers()['Location'] );
		$this->assertSame( 'payment', $sessions[0]['mode'] );
		$this->assertSame( 1500, $sessions[0]['amount_total'] );
		$this->assertSame( 'eur', $sessions[0]['currency'] );
		$this->assertSame( (string) $this->post_id, $sessions[0]['metadata']['cairn_post'] );
		$this->assertSame( 'donation', $sessions[0]['metadata']['cairn_kind'] );
		$this->assertStringContainsString( 'cairn_checkout=success', $sessions[0]['success_url'] );
		$this->assertStringContainsString( 'cairn_checkout=cancelled', $sessions[0]['cancel_url'] );
		$product = Products::get( (int) $sessions[0]['metadata']['cairn_product'] );
		$this->assertSame( array( 'donation', 'EUR', 'one-time' ), array( $product['type'], $product['currency'], $product['interval'] ) );
	}

	public function test_products_made_on_another_stripe_account_are_made_again_on_this_one(): void {
		$this->assertSame( 303, $this->pay( array( 'amount' => '15' ) )->get_status() );
		$first   = $this->sessions()[0];
		$product = Products::get( (int) $first['metadata']['cairn_product'] );
		$before  = $product['stripe_product'];

		// The owner connects another account (here: the server forgets
		// every object), which knows none of the site's products.
		self::$stripe->reset();
		$this->assertSame( 303, $this->pay( array( 'amount' => '15' ) )->get_status() );
		$this->assertSame( 303, $this->pay( array( 'amount' => '5' ) )->get_status() );

		$after = Products::get( (int) $product['id'] );
		$this->assertNotSame( $before, $after['stripe_product'] );
		$state = self::$stripe->state();
		$this->assertSame( array( $after['stripe_product'] ), array_keys( $state['products'] ), 'made once on the new account' );
		$this->assertCount( 2, $state['sessions'] );
		foreach ( $state['sessions'] as $session ) {
			$this->assertSame( (string) $product['id'], $session['metadata']['cairn_product'] );
		}
	}

	public function test_a_request_that_read_the_old_ids_opens_checkout_after_another_made_the_product_again(): void {
		$this->assertSame( 303, $this->pay( array( 'amount' => '15' ) )->get_status() );
		$product = Products::get( (int) $this->sessions()[0]['metadata']['cairn_product'] );
		// This request read the product (and so cached its Stripe ids)
		// before the owner's new account was connected.
		$read_before = wp_cache_get( (int) $product['id'], 'post_meta' );
		$this->assertIsArray( $read_before );

		// Meanwhile another request met the new account and made the
		// product again there.
		self::$stripe->reset();
		$remade = Products::remake_on_stripe( (int) $product['id'] );
		$this->assertIsArray( $remade );
		wp_cache_set( (int) $product['id'], $read_before, 'post_meta' );

		// This request's session, with the ids it read, is refused; it makes
		// the product again (Stripe answers the other request's creation)
		// and opens the session with the product's ids of now.
		$this->assertSame( 200, $this->pay( array( 'amount' => '5' ), true )->get_status() );
		$state = self::$stripe->state();
		$this->assertSame( array( $remade['stripe_product'] ), array_keys( $state['products'] ) );
		$this->assertCount( 1, $state['sessions'] );
		$this->assertSame( $remade['stripe_product'], Products::get( (int) $product['id'] )['stripe_product'] );
	}

	public function test_a_monthly_donation_is_a_subscription(): void {
		$response = $this->pay(
			array(
				'amount'   => '15.50',
				'interval' => '1 month',
			),
			true
		);
		$this->assertSame( 200, $response->get_status() );
		$session = $this->sessions()[0];
		$this->assertSame( $session['url'], $response->get_data()['url'] );
		$this->assertSame( 'subscription', $session['mode'] );
		$this->assertSame( 1550, $session['amount_total'] );
		$state = self::$stripe->state();
		$this->assertSame( 'month', $state['sessionPrices'][ $session['id'] ]['recurring']['interval'] );
		$this->assertSame( '1 month', $state['subscriptionMetadata'][ $session['id'] ]['cairn_interval'] );
	}

	public function test_tampered_amounts_and_currencies_are_refused(): void {
		$refused = array(
			'an amount the block does not offer'    => array( 'amount' => '14' ),
			'a fraction of an offered amount'       => array( 'amount' => '15.001' ),
			'another currency'                      => array(
				'amount'   => '15',
				'currency' => 'USD',
			),
			'a hidden interval'                     => array(
				'amount'   => '50',
				'interval' => '1 year',
			),
			'a negative amount'                     => array( 'amount' => '-15' ),
			'no amount'                             => array( 'amount' => '' ),
			'another block index'                   => array(
				'amount' => '15',
				'block'  => '1',
			),
			'an offered amount of another interval' => array( 'amount' => '15.50' ),
		);
		foreach ( $refused as $case => $params ) {
			$json = $this->pay( $params, true );
			$this->assertContains( $json->get_status(), array( 400, 404 ), $case );
			$form = $this->pay( $params );
			$this->assertSame( 303, $form->get_status(), $case );
			// A block the post does not hold: the page was older than the post.
			$reason = 'another block index' === $case ? 'changed' : 'refused';
			$this->assertSame( add_query_arg( Checkout::RESULT_ARG, $reason, get_permalink( $this->post_id ) ), $form->get_headers()['Location'], $case . ': back to the post with a message' );
		}
		$this->assertSame( array(), $this->sessions(), 'No refused choice reaches Stripe.' );
	}

	public function test_custom_amounts_must_reach_the_minimum(): void {
		$this->post_id = $this->publish(
			array(
				'currency'         => 'GBP',
				'oneTimeDonation'  => array( 'amounts' => array( 3, 9, 60 ) ),
				'showCustomAmount' => true,
			)
		);
		$below         = $this->pay(
			array(
				'amount'   => '0.29',
				'currency' => 'GBP',
			),
			true
		);
		$this->assertSame( 400, $below->get_status() );
		$this->assertSame( 'Minimum allowed price is £0.30.', $below->get_data()['message'] );
		$this->assertSame(
			200,
			$this->pay(
				array(
					'amount'   => '7.77',
					'currency' => 'GBP',
				),
				true
			)->get_status()
		);
		$this->assertSame( 777, $this->sessions()[0]['amount_total'] );

		// Without JavaScript the custom field posts what the visitor typed.
		$this->post_id = $this->publish(
			array(
				'currency'        => 'EUR',
				'oneTimeDonation' => array( 'amounts' => array( 5 ) ),
			)
		);
		$this->assertSame( 303, $this->pay( array( 'custom_amount' => '1.234,50' ) )->get_status() );
		$this->assertSame( 123450, $this->sessions()[1]['amount_total'] );
		$this->assertSame( 400, $this->pay( array( 'custom_amount' => '0,49' ), true )->get_status() );
		$this->post_id = $this->publish(
			array(
				'currency'         => 'EUR',
				'oneTimeDonation'  => array( 'amounts' => array( 5 ) ),
				'showCustomAmount' => false,
			)
		);
		$this->assertSame( 400, $this->pay( array( 'custom_amount' => '5' ), true )->get_status(), 'No custom field, no custom amount.' );
		$this->assertCount( 2, $this->sessions() );
	}

	public function test_an_amount_over_the_currency_s_maximum_is_refused(): void {
		$this->post_id = $this->publish(
			array(
				'currency'         => 'USD',
				'oneTimeDonation'  => array( 'amounts' => array( 5, 20000 ) ),
				'showCustomAmount' => true,
			)
		);
		foreach ( array( '99999999', '999999.99', '10000.01', '20000' ) as $amount ) {
			$refused = $this->pay(
				array(
					'amount'   => $amount,
					'currency' => 'USD',
				),
				true
			);
			$this->assertSame( 400, $refused->get_status(), $amount . ' USD is over the maximum, a tier of the block or not.' );
			$this->assertSame( 'cairn_checkout_maximum', $refused->get_data()['code'] );
			$this->assertSame( 'Maximum allowed price is $10000.00.', $refused->get_data()['message'] );
		}
		$typed = $this->pay(
			array(
				'custom_amount' => '99,999,999',
				'currency'      => 'USD',
			)
		);
		$this->assertSame( 303, $typed->get_status(), 'A form post without JavaScript goes back to the post…' );
		$location = $typed->get_headers()['Location'];
		$this->assertStringContainsString( 'cairn_checkout=maximum', $location );
		parse_str( (string) wp_parse_url( $location, PHP_URL_QUERY ), $back );
		$_GET[ Checkout::RESULT_ARG ]   = $back[ Checkout::RESULT_ARG ];
		$_GET[ Checkout::CURRENCY_ARG ] = $back[ Checkout::CURRENCY_ARG ];
		$this->assertSame( 'Maximum allowed price is $10000.00.', Checkout::message(), '…which says why.' );
		unset( $_GET[ Checkout::RESULT_ARG ], $_GET[ Checkout::CURRENCY_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets it.
		$this->assertSame( array(), $this->sessions(), '…and nothing reaches Stripe.' );
		$this->assertSame(
			200,
			$this->pay(
				array(
					'amount'   => '10000',
					'currency' => 'USD',
				),
				true
			)->get_status(),
			'The maximum itself is fine.'
		);
	}

	public function test_the_owner_sets_other_maximums(): void {
		$this->post_id = $this->publish(
			array(
				'currency'         => 'JPY',
				'oneTimeDonation'  => array( 'amounts' => array( 500 ) ),
				'showCustomAmount' => true,
			)
		);
		$this->assertSame( 1500000, \Cairn\Stripe\Currencies::maximum( 'JPY' ), 'About 10,000 US dollars by default.' );
		$this->assertSame(
			400,
			$this->pay(
				array(
					'custom_amount' => '2000000',
					'currency'      => 'JPY',
				),
				true
			)->get_status()
		);

		$services                           = (array) get_option( Settings::SERVICES, array() );
		$services['stripe_maximum_amounts'] = 'jpy 3000000, EUR: 50000; XXX 5, USD lots';
		update_option( Settings::SERVICES, $services );
		$this->assertSame( 'jpy 3000000, EUR: 50000; XXX 5, USD lots', Settings::get( 'stripe_maximum_amounts' ), 'A service setting like the others.' );
		$this->assertSame( 3000000, \Cairn\Stripe\Currencies::maximum( 'JPY' ) );
		$this->assertSame( 5000000, \Cairn\Stripe\Currencies::maximum( 'EUR' ) );
		$this->assertSame( 1000000, \Cairn\Stripe\Currencies::maximum( 'USD' ), 'What cannot be read keeps the default.' );
		$this->assertSame(
			200,
			$this->pay(
				array(
					'custom_amount' => '2000000',
					'currency'      => 'JPY',
				),
				true
			)->get_status()
		);

		$services['stripe_maximum_amounts'] = 'JPY 500000000';
		update_option( Settings::SERVICES, $services );
		$this->assertSame( 99999999, \Cairn\Stripe\Currencies::maximum( 'JPY' ), 'Never more than Stripe takes in one payment.' );
	}

	public function test_the_session_and_what_it_makes_name_the_site(): void {
		$this->assertSame( 303, $this->pay( array( 'amount' => '15' ) )->get_status() );
		$this->assertSame(
			303,
			$this->pay(
				array(
					'amount'   => '15.50',
					'interval' => '1 month',
				)
			)->get_status()
		);
		$site  = \Cairn\Stripe\Site_Identity::metadata();
		$state = self::$stripe->state();
		$this->assertMatchesRegularExpression( '/^site_[0-9a-f]{24}$/', $site['cairn_site'] );
		$this->assertSame( $site, \Cairn\Stripe\Site_Identity::metadata(), 'The id is made once.' );
		$sessions = $this->sessions();
		$this->assertCount( 2, $sessions );
		foreach ( $sessions as $session ) {
			$this->assertSame( $site['cairn_site'], $session['metadata']['cairn_site'] );
			$this->assertSame( $site['cairn_home'], $session['metadata']['cairn_home'] );
		}
		$this->assertSame( $site['cairn_site'], $state['paymentIntentMetadata'][ $sessions[0]['id'] ]['cairn_site'], 'payment_intent_data[metadata]' );
		$this->assertSame( $site['cairn_site'], $state['subscriptionMetadata'][ $sessions[1]['id'] ]['cairn_site'], 'subscription_data[metadata]' );
		$this->assertNotEmpty( $state['products'] );
		foreach ( array_merge( array_values( $state['products'] ), array_values( $state['prices'] ) ) as $object ) {
			$this->assertSame( $site['cairn_site'], $object['metadata']['cairn_site'], 'The donation products and prices Cairn made.' );
		}
	}

	public function test_the_block_is_named_by_its_key_even_in_a_synced_pattern(): void {
		$first         = array(
			'currency'        => 'EUR',
			'oneTimeDonation' => array( 'amounts' => array( 5 ) ),
		);
		$second        = array(
			'currency'         => 'USD',
			'oneTimeDonation'  => array( 'amounts' => array( 7 ) ),
			'showCustomAmount' => false,
		);
		$pattern       = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_title'   => 'Donate pattern',
				'post_content' => wp_slash( '<!-- wp:cairn/donations ' . wp_json_encode( $second ) . ' /-->' ),
			)
		);
		$this->post_id = (int) wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_content' => wp_slash( '<!-- wp:cairn/donations ' . wp_json_encode( $first ) . ' /--><!-- wp:block {"ref":' . $pattern . '} /-->' ),
			)
		);
		$key           = Checkout::block_key( $second );
		$this->assertSame(
			200,
			$this->pay(
				array(
					'block_key' => $key,
					'currency'  => 'USD',
					'amount'    => '7',
				),
				true
			)->get_status()
		);
		$this->assertSame( 700, $this->sessions()[0]['amount_total'] );
		$this->assertSame(
			400,
			$this->pay(
				array(
					'block_key' => $key,
					'currency'  => 'USD',
					'amount'    => '5',
				),
				true
			)->get_status(),
			'The key names that block: another block\'s amount is refused.'
		);
		$this->assertSame(
			404,
			$this->pay(
				array(
					'block_key' => 'nonsense',
					'amount'    => '5',
				),
				true
			)->get_status()
		);

		// The key is what a render computes from the parsed block.
		$parsed = parse_blocks( (string) get_post_field( 'post_content', $this->post_id ) );
		$this->assertSame( Checkout::block_key( $first ), Checkout::block_key( $parsed[0]['attrs'] ) );
		wp_update_post(
			array(
				'ID'          => $pattern,
				'post_status' => 'draft',
			)
		);
		$this->assertCount( 1, Checkout::payment_blocks( $parsed ), 'A pattern that is not published is not followed.' );
	}

	public function test_only_published_public_posts_take_payments(): void {
		$cases = array(
			'draft'    => array( 'post_status' => 'draft' ),
			'private'  => array( 'post_status' => 'private' ),
			'password' => array( 'post_password' => 'secret' ),
		);
		foreach ( $cases as $case => $fields ) {
			$this->post_id = $this->publish( array( 'currency' => 'EUR' ), $fields );
			$this->assertSame( 404, $this->pay( array( 'amount' => '5' ), true )->get_status(), $case );
		}
		$this->post_id = 999999;
		$this->assertSame( 404, $this->pay( array( 'amount' => '5' ), true )->get_status() );
		$this->assertSame( array(), $this->sessions() );
	}

	public function test_nothing_is_paid_while_stripe_is_not_connected(): void {
		update_option( Settings::SECRETS, array() );
		$this->assertSame( 409, $this->pay( array( 'amount' => '15' ), true )->get_status() );
	}

	public function test_a_plan_block_sells_its_product_at_its_price(): void {
		$this->act_as( 'author' );
		$plan          = $this->rest(
			'POST',
			'/cairn/v1/memberships/product',
			array(
				'title'    => 'Monthly Subscription',
				'price'    => '8',
				'currency' => 'USD',
				'interval' => '1 month',
			)
		)->get_data();
		$this->post_id = (int) wp_insert_post(
			array(
				'post_title'   => 'Join',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:cairn/recurring-payments {"planId":' . (int) $plan['id'] . '} /-->',
			)
		);
		$response      = $this->pay(
			array(
				'amount'   => '0.01',
				'currency' => 'JPY',
			),
			true
		);
		$this->assertSame( 200, $response->get_status(), 'A plan\'s amount and currency come from the product, whatever is posted.' );
		$session = $this->sessions()[0];
		$this->assertSame( 800, $session['amount_total'] );
		$this->assertSame( 'usd', $session['currency'] );
		$this->assertSame( 'subscription', $session['mode'] );
		$this->assertSame( 'plan', $session['metadata']['cairn_kind'] );

		$this->post_id = (int) wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:cairn/recurring-payments {"planId":424242} /-->',
			)
		);
		$missing       = $this->pay( array(), true );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'Payment plan not found', $missing->get_data()['message'] );
	}

	public function test_the_visitor_comes_back_to_a_message(): void {
		$_GET[ Checkout::RESULT_ARG ] = 'success';
		$this->assertSame( 'Thank you! Your payment was received.', Checkout::message() );
		$_GET[ Checkout::RESULT_ARG ] = 'cancelled';
		$this->assertSame( 'Your payment was cancelled. You have not been charged.', Checkout::message() );
		$_GET[ Checkout::RESULT_ARG ] = '<script>';
		$this->assertSame( '', Checkout::message() );
		unset( $_GET[ Checkout::RESULT_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets it.
	}

	public function test_only_stripe_checkout_urls_are_followed(): void {
		update_option( Settings::SERVICES, array( 'stripe_publishable_key' => Stripe_Test_Server::PUBLISHABLE ) );
		$this->assertTrue( Checkout::is_checkout_url( 'https://checkout.stripe.com/c/pay/cs_test_1' ) );
		$this->assertFalse( Checkout::is_checkout_url( 'http://checkout.stripe.com/c/pay/cs_test_1' ) );
		$this->assertFalse( Checkout::is_checkout_url( 'https://evil.example/c/pay' ) );
		$this->assertFalse( Checkout::is_checkout_url( 'javascript:alert(1)' ) );
	}
}
