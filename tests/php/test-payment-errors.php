<?php
/**
 * Payment errors in plain words: the visitor reads what went wrong and what
 * to do; the owner finds each failure on Stripe's side under Earnings.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Stripe\Checkout;
use Cairn\Stripe\Earnings_Screen;
use Cairn\Stripe\Ledger;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * `Cairn\Stripe\Payment_Errors` through the checkout.
 *
 * @group database
 */
final class Test_Payment_Errors extends Test_Case {

	use Uses_Stripe_Test_Server;

	/**
	 * The post with a donations block in EUR, custom amounts on.
	 *
	 * @var int
	 */
	private $post_id = 0;

	/**
	 * Connects the site (the account is verified before any outage) and
	 * publishes the block.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		self::$stripe->outage( null );
		$this->connect_stripe();
		$this->post_id          = (int) wp_insert_post(
			array(
				'post_title'   => 'Give',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:cairn/donations {"currency":"EUR","oneTimeDonation":{"amounts":[5]}} /-->',
			)
		);
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * Lifts any outage.
	 */
	protected function tearDown(): void {
		self::$stripe->outage( null );
		unset( $_GET[ Checkout::RESULT_ARG ], $_GET[ Checkout::CURRENCY_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets them.
		parent::tearDown();
	}

	/**
	 * A visitor's donation of 5 EUR: JSON for the script, else the plain post.
	 *
	 * @param bool $json Whether the script asks.
	 */
	private function give( bool $json ): \WP_REST_Response {
		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'POST', '/cairn/v1/memberships/checkout' );
		if ( $json ) {
			$request->set_header( 'Accept', 'application/json' );
		}
		$request->set_body_params(
			array(
				'post_id'  => (string) $this->post_id,
				'interval' => 'one-time',
				'currency' => 'EUR',
				'amount'   => '5',
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * The message a visitor coming back with a form's result reads.
	 *
	 * @param \WP_REST_Response $response The plain post's answer.
	 */
	private function message_after( \WP_REST_Response $response ): string {
		parse_str( (string) wp_parse_url( $response->get_headers()['Location'], PHP_URL_QUERY ), $query );
		$_GET = array_map( 'strval', $query );
		return Checkout::message();
	}

	public function test_each_failure_of_stripe_tells_the_visitor_what_to_do_and_the_owner_what_happened(): void {
		$cases = array(
			'unreachable' => array( 503, 'unavailable', 'The card processor is not available right now. You have not been charged. Please try again in a few minutes.', 'Stripe could not be reached' ),
			'api_error'   => array( 503, 'unavailable', 'The card processor is not available right now. You have not been charged. Please try again in a few minutes.', 'Stripe answered with a server error' ),
			'rate_limit'  => array( 503, 'unavailable', 'The card processor is not available right now. You have not been charged. Please try again in a few minutes.', 'rate limit' ),
			'revoked'     => array( 503, 'closed', 'Payments are not available on this site right now. You have not been charged. Please let the site’s owner know.', 'Stripe refused the secret key' ),
		);
		foreach ( $cases as $kind => list( $status, $result, $visitor, $owner ) ) {
			self::$stripe->outage( $kind );
			$json = $this->give( true );
			$this->assertSame( $status, $json->get_status(), $kind );
			$this->assertSame( $visitor, $json->get_data()['message'], $kind );
			$plain = $this->give( false );
			$this->assertSame( 303, $plain->get_status(), $kind );
			$this->assertSame( add_query_arg( Checkout::RESULT_ARG, $result, get_permalink( $this->post_id ) ), $plain->get_headers()['Location'], $kind );
			$this->assertSame( $visitor, $this->message_after( $plain ), $kind );
			$this->assertStringContainsString( $owner, Ledger::failures()[0]['detail'], $kind );
			$this->assertSame( 500, (int) Ledger::failures()[0]['amount'] );
			$this->assertSame( 'EUR', Ledger::failures()[0]['currency'] );
			$this->assertSame( $this->post_id, (int) Ledger::failures()[0]['post_id'] );
		}
		$this->assertCount( 8, Ledger::failures() );
	}

	public function test_an_amount_stripe_finds_too_small_names_the_minimum(): void {
		self::$stripe->outage( 'refused', 'amount_too_small' );
		$json = $this->give( true );
		$this->assertSame( 400, $json->get_status() );
		$this->assertSame( 'Minimum allowed price is €0.50.', $json->get_data()['message'] );
		$plain = $this->give( false );
		$this->assertStringContainsString( 'cairn_checkout=minimum&cairn_currency=EUR', $plain->get_headers()['Location'] );
		$this->assertSame( 'Minimum allowed price is €0.50.', $this->message_after( $plain ) );
		$this->assertSame( 'amount_too_small', Ledger::failures()[0]['code'] );
	}

	public function test_a_refusal_stripe_does_not_explain_is_a_general_error_with_its_code_for_the_owner(): void {
		self::$stripe->outage( 'refused', 'parameter_invalid_integer' );
		$json = $this->give( true );
		$this->assertSame( 502, $json->get_status() );
		$this->assertSame( 'The payment could not be started. Please try again.', $json->get_data()['message'] );
		$this->assertSame( 'parameter_invalid_integer', Ledger::failures()[0]['code'] );
		$this->assertStringContainsString( 'Stripe refused the payment: parameter_invalid_integer', Ledger::failures()[0]['detail'] );
	}

	public function test_the_owner_sees_the_failures_under_earnings(): void {
		self::$stripe->outage( 'revoked' );
		$this->give( true );
		self::$stripe->outage( null );
		$this->act_as( 'administrator' );
		$earnings = $this->rest( 'GET', '/cairn/v1/memberships/earnings' )->get_data();
		$this->assertSame( 'bad_key', $earnings['failures'][0]['code'] );
		ob_start();
		Earnings_Screen::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Payments that could not start', $html );
		$this->assertStringContainsString( 'Stripe refused the secret key: it was revoked or changed. Enter a valid key under Settings → Cairn.', $html );
		$this->assertStringContainsString( '€5.00', $html );
	}

	public function test_refusals_of_the_site_say_why_and_what_to_do(): void {
		$expected = array(
			'refused'   => 'This amount cannot be paid with this form. Please choose one of the amounts it offers.',
			'changed'   => 'This payment form has changed since the page was loaded. Please reload the page and try again.',
			'busy'      => 'Too many payments were started from your address. Please try again in an hour.',
			'cancelled' => 'Your payment was cancelled. You have not been charged.',
			'nonsense'  => '',
		);
		foreach ( $expected as $result => $message ) {
			$_GET[ Checkout::RESULT_ARG ] = $result;
			$this->assertSame( $message, Checkout::message(), $result );
		}
		$_GET[ Checkout::RESULT_ARG ]   = 'minimum';
		$_GET[ Checkout::CURRENCY_ARG ] = 'JPY';
		$this->assertSame( 'Minimum allowed price is ¥50.', Checkout::message() );
		$_GET[ Checkout::CURRENCY_ARG ] = 'XXX';
		$this->assertSame( '', Checkout::message(), 'No limit for a currency the site does not take.' );
	}
}
