<?php
/**
 * Starts tests/servers/stripe.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local Stripe test server, run with Node for one test class.
 */
final class Stripe_Test_Server extends Node_Test_Server {

	/** The secret key the server accepts. */
	public const KEY = 'sk_test_cairn0123456789';

	/** A publishable key (the server never sees it). */
	public const PUBLISHABLE = 'pk_test_cairn0123456789';

	/** The account it answers. */
	public const ACCOUNT = 'acct_cairntest';

	/** The secret it signs events with. */
	public const WEBHOOK_SECRET = 'whsec_cairntest0123456789';

	/**
	 * Starts the server; its base URL is `http://127.0.0.1:<port>`.
	 */
	public function __construct() {
		$this->start( 'stripe.mjs', array( '--key', self::KEY ) );
	}

	/**
	 * What the server holds: products, prices, sessions, subscriptions, requests.
	 *
	 * @return array<string,mixed>
	 */
	public function state(): array {
		$state = json_decode( (string) file_get_contents( $this->origin() . '/__state' ), true );
		return is_array( $state ) ? $state : array();
	}

	/**
	 * Forgets everything.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}

	/**
	 * Pays a Checkout Session, renews or cancels a subscription, refunds a
	 * payment: the signed deliveries (`body`, `signature`) of the events that
	 * follow.
	 *
	 * @param string $action pay, renew, cancel or refund.
	 * @param string $id     Session or subscription id (refund: session, invoice or PaymentIntent).
	 * @param string $query  Query string (`amount=500` for a partial refund).
	 * @return array<int,array{body:string,signature:string}>
	 */
	public function events( string $action, string $id, string $query = '' ): array {
		$answer = json_decode( $this->send( '/__' . $action . '/' . rawurlencode( $id ) . ( '' === $query ? '' : '?' . $query ), '' ), true );
		return is_array( $answer ) ? $answer : array();
	}

	/**
	 * Signs any body as the server signs events.
	 *
	 * @param string   $body Raw body.
	 * @param int|null $time Unix time of the signature; now when null.
	 * @return array{body:string,signature:string}
	 */
	public function sign( string $body, ?int $time = null ): array {
		$answer = json_decode( $this->send( '/__sign' . ( null === $time ? '' : '?t=' . $time ), $body ), true );
		return is_array( $answer ) ? $answer : array(
			'body'      => '',
			'signature' => '',
		);
	}

	/**
	 * Sets the account's default currency.
	 *
	 * @param string $currency Lower-case code.
	 */
	public function set_currency( string $currency ): void {
		$this->send( '/__config', (string) wp_json_encode( array( 'currency' => $currency ) ) );
	}

	/**
	 * How the server delivers the events of one action: `order` (natural,
	 * reverse or shuffle), `late` (after the Checkout redirect) and `twice`.
	 *
	 * @param array<string,mixed> $delivery Delivery rules.
	 */
	public function set_delivery( array $delivery ): void {
		$this->send( '/__config', (string) wp_json_encode( array( 'delivery' => $delivery ) ) );
	}

	/**
	 * Takes the signed deliveries of the events that API calls caused
	 * (refunds, cancellations, portal cancellations) since the last take.
	 *
	 * @return array<int,array{body:string,signature:string}>
	 */
	public function outbox(): array {
		$answer = json_decode( $this->send( '/__outbox', '' ), true );
		return is_array( $answer ) ? $answer : array();
	}

	/**
	 * Makes every API call fail as Stripe does when a key is revoked
	 * (`revoked`), it limits the rate (`rate_limit`), it is down
	 * (`api_error`), or it refuses a request with a code (`refused`); null
	 * lifts it.
	 *
	 * @param string|null $kind Which outage.
	 * @param string      $code Stripe's code of a refusal.
	 */
	public function outage( ?string $kind, string $code = '' ): void {
		$outage = null === $kind ? null : array_filter(
			array(
				'kind' => $kind,
				'code' => $code,
			)
		);
		$this->send( '/__config', (string) wp_json_encode( array( 'outage' => $outage ) ) );
	}

	/**
	 * Opens a page of the server as a browser does (a portal page, or a
	 * form's POST on it), and answers the status and the body.
	 *
	 * @param string $url    Absolute URL on the server.
	 * @param string $method GET or POST.
	 * @return array{status:int,body:string}
	 */
	public function browse( string $url, string $method = 'GET' ): array {
		$body   = (string) file_get_contents(
			$url,
			false,
			stream_context_create(
				array(
					'http' => array(
						'method'          => $method,
						'follow_location' => 0,
						'ignore_errors'   => true,
					),
				)
			)
		);
		$status = 0;
		// phpcs:ignore WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- PHP's own variable.
		foreach ( (array) ( $http_response_header ?? array() ) as $line ) {
			if ( preg_match( '#^HTTP/\S+ (\d{3})#', (string) $line, $match ) ) {
				$status = (int) $match[1];
			}
		}
		return array(
			'status' => $status,
			'body'   => $body,
		);
	}

	/**
	 * POSTs a body to a test endpoint.
	 *
	 * @param string $path Path.
	 * @param string $body Body.
	 */
	private function send( string $path, string $body ): string {
		return (string) file_get_contents(
			$this->origin() . $path,
			false,
			stream_context_create(
				array(
					'http' => array(
						'method'  => 'POST',
						'header'  => 'Content-Type: application/json',
						'content' => $body,
					),
				)
			)
		);
	}
}
