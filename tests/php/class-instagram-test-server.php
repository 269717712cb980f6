<?php
/**
 * Starts tests/servers/instagram.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local Instagram test server, run with Node for one test class.
 */
final class Instagram_Test_Server extends Node_Test_Server {

	/** The app id it knows. */
	public const APP_ID = '990602627938098';

	/** The app secret it accepts. */
	public const APP_SECRET = 'igtestsecret0123456789abcdef0123';

	/** The test account. */
	public const USERNAME = 'cairn.test';

	/** Its posts. */
	public const POSTS = 12;

	/**
	 * Starts the server.
	 */
	public function __construct() {
		$this->start( 'instagram.mjs', array( '--key', self::APP_SECRET ) );
	}

	/**
	 * How many API calls the server answered since the last reset.
	 */
	public function calls(): int {
		$answer = json_decode( (string) file_get_contents( $this->origin() . '/__calls' ), true );
		return is_array( $answer ) ? (int) $answer['calls'] : -1;
	}

	/**
	 * Resets the count and the failure switch.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}

	/**
	 * Chooses the shape of the code exchange's answer: 'wrapped' (as
	 * documented, `{ data: [ … ] }`) or 'flat' (as the API answers in
	 * practice, the user id a JSON number). A reset goes back to 'wrapped'.
	 *
	 * @param string $shape 'wrapped' or 'flat'.
	 */
	public function token_shape( string $shape ): void {
		$this->post( '/__token-shape?shape=' . rawurlencode( $shape ) );
	}

	/**
	 * Makes the media call fail.
	 */
	public function fail(): void {
		$this->post( '/__fail' );
	}

	/**
	 * Opens the authorization window as the logged-in test account would,
	 * and reads where it sends the browser back.
	 *
	 * @param string $url The authorization URL.
	 * @return string The Location it redirects to.
	 */
	public function authorize( string $url ): string {
		$context = stream_context_create(
			array(
				'http' => array(
					'follow_location' => 0,
					'ignore_errors'   => true,
				),
			)
		);
		file_get_contents( $url, false, $context );
		foreach ( $http_response_header as $header ) {
			if ( 0 === stripos( $header, 'Location:' ) ) {
				return trim( substr( $header, 9 ) );
			}
		}
		return '';
	}
}
