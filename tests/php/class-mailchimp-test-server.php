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
	 * @param array<string,mixed> $fields `status_if_new`, `status`, `merge_fields`, `interests`.
	 */
	public function put_member( string $email, array $fields ): void {
		$this->api( 'PUT', '/lists/' . self::LIST_ID . '/members/' . md5( strtolower( $email ) ), array_merge( array( 'email_address' => $email ), $fields ) );
	}

	/**
	 * Archives a member, as the owner does (`DELETE /lists/{list}/members/{hash}`).
	 *
	 * @param string $email The address.
	 */
	public function archive( string $email ): void {
		$this->api( 'DELETE', '/lists/' . self::LIST_ID . '/members/' . md5( strtolower( $email ) ) );
	}

	/**
	 * Deletes a member for good, as the owner does
	 * (`POST /lists/{list}/members/{hash}/actions/delete-permanent`).
	 *
	 * @param string $email The address.
	 */
	public function delete_permanently( string $email ): void {
		$this->api( 'POST', '/lists/' . self::LIST_ID . '/members/' . md5( strtolower( $email ) ) . '/actions/delete-permanent' );
	}

	/**
	 * Cleans a member, as Mailchimp does when mail to it bounces.
	 *
	 * @param string $email The address.
	 */
	public function bounce( string $email ): void {
		$this->control( 'POST', '/__bounce', array( 'email' => $email ) );
	}

	/**
	 * The confirmation emails Mailchimp sent, in order: `to` and `list`.
	 *
	 * @return array<int,array{to:string,list:string}>
	 */
	public function mail(): array {
		$mail = json_decode( (string) file_get_contents( $this->origin() . '/__mail' ), true );
		return is_array( $mail ) ? $mail : array();
	}

	/**
	 * The API requests the server received, in order: `METHOD scheme://host/path`.
	 *
	 * @return string[]
	 */
	public function requests(): array {
		$requests = json_decode( (string) file_get_contents( $this->origin() . '/__requests' ), true );
		return is_array( $requests ) ? $requests : array();
	}

	/**
	 * The audience's hosted signup form, as Mailchimp answers it.
	 */
	public function signup_form_url(): string {
		$list = json_decode( $this->api( 'GET', '/lists/' . self::LIST_ID . '?fields=subscribe_url_long' ), true );
		return (string) ( $list['subscribe_url_long'] ?? '' );
	}

	/**
	 * Leads the data centres' names (`us6.api.mailchimp.com`…) to the server
	 * on the test site's network (tools/wp/test-site-mu-plugin.php), so that
	 * the site reaches it at the host the key names, over HTTPS.
	 */
	public function connect_network(): void {
		update_option( 'cairn_test_network', (string) file_get_contents( $this->origin() . '/__network' ) );
	}

	/**
	 * One call to the API with the key.
	 *
	 * @param string                   $method HTTP method.
	 * @param string                   $path   Path below the base URL.
	 * @param array<string,mixed>|null $body   JSON body.
	 * @return string The answer's body.
	 */
	private function api( string $method, string $path, ?array $body = null ): string {
		return (string) file_get_contents(
			$this->url . $path,
			false,
			stream_context_create(
				array(
					'http' => array(
						'method'        => $method,
						'header'        => 'Authorization: Basic ' . base64_encode( 'owner:' . self::KEY ) . "\r\nContent-Type: application/json\r\n",
						'content'       => null === $body ? '' : (string) wp_json_encode( $body ),
						'ignore_errors' => true,
					),
				)
			)
		);
	}

	/**
	 * One call to a test endpoint.
	 *
	 * @param string              $method HTTP method.
	 * @param string              $path   Path.
	 * @param array<string,mixed> $body   JSON body.
	 */
	private function control( string $method, string $path, array $body ): void {
		file_get_contents(
			$this->origin() . $path,
			false,
			stream_context_create(
				array(
					'http' => array(
						'method'        => $method,
						'header'        => "Content-Type: application/json\r\n",
						'content'       => (string) wp_json_encode( $body ),
						'ignore_errors' => true,
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
