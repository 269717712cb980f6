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
		$this->assertSame( 'month', $session['line_price']['recurring']['interval'] );
		$this->assertSame( '1 month', $session['subscription_data']['metadata']['cairn_interval'] );
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
			$this->assertSame( add_query_arg( Checkout::RESULT_ARG, 'error', get_permalink( $this->post_id ) ), $form->get_headers()['Location'], $case . ': back to the post with a message' );
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
