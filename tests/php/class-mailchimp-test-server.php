<?php
/**
 * Starts tests/servers/mailchimp.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local Mailchimp test server, run with Node for one test class.
 */
final class Mailchimp_Test_Server extends Node_Test_Server {

	/** The key the server accepts (data centre us6). */
	public const KEY = 'test0123456789abcdef0123456789ab-us6';

	/** The audience it knows. */
	public const LIST_ID = 'a1b2c3d4e5';

	/** An address it answers "Member In Compliance State" for. */
	public const COMPLIANCE_EMAIL = 'compliance@example.com';

	/**
	 * Starts the server; its base URL is `http://127.0.0.1:<port>/3.0`.
	 */
	public function __construct() {
		$this->start( 'mailchimp.mjs', array( '--key', self::KEY ) );
	}

	/**
	 * The members recorded in the test audience, keyed by subscriber hash.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function members(): array {
		$all = json_decode( (string) file_get_contents( $this->origin() . '/__members' ), true );
		return is_array( $all ) && isset( $all[ self::LIST_ID ] ) ? $all[ self::LIST_ID ] : array();
	}

	/**
	 * Adds or updates a member through the API itself, as the audience's
	 * owner does in Mailchimp (`PUT /lists/{list}/members/{hash}`).
	 *
	 * @param string              $email  The address.
	 * @param array<string,mixed> $fields `status`, `merge_fields`, `interests`.
	 */
	public function put_member( string $email, array $fields ): void {
		file_get_contents(
			$this->url . '/lists/' . self::LIST_ID . '/members/' . md5( strtolower( $email ) ),
			false,
			stream_context_create(
				array(
					'http' => array(
						'method'  => 'PUT',
						'header'  => 'Authorization: Basic ' . base64_encode( 'owner:' . self::KEY ) . "\r\nContent-Type: application/json\r\n",
						'content' => (string) wp_json_encode( array_merge( array( 'email_address' => $email ), $fields ) ),
					),
				)
			)
		);
	}

	/**
	 * Forgets the members.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}
}
