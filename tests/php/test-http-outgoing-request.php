<?php
/**
 * The outgoing-request helper.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;

require_once __DIR__ . '/trait-uses-openai-test-server.php';

/**
 * Outgoing_Request: addresses refused at every hop, the connection pinned to
 * the checked address, no credentials across hosts, WordPress's HTTP filters.
 */
final class Test_Http_Outgoing_Request extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * The API key the server requires: the one these requests carry.
	 */
	protected static function test_server_key(): string {
		return 'sk-secret';
	}

	protected function setUp(): void {
		parent::setUp();
		self::$server->reset();
	}

	protected function tearDown(): void {
		Outgoing_Request::set_resolver( null );
		parent::tearDown();
	}

	/**
	 * The test server's port.
	 */
	private function port(): int {
		return (int) wp_parse_url( self::$server->url, PHP_URL_PORT );
	}

	/**
	 * A chat completions request body.
	 *
	 * @param string $model Model.
	 */
	private function chat( string $model = 'test-model' ): array {
		return array(
			'method'  => 'POST',
			'headers' => array(
				'Content-Type'  => 'application/json',
				'Authorization' => 'Bearer sk-secret',
			),
			'body'    => wp_json_encode(
				array(
					'model'    => $model,
					'messages' => array(
						array(
							'role'    => 'user',
							'content' => 'Hello',
						),
					),
				)
			),
		);
	}

	public function test_addresses_are_classified_ipv4_and_ipv6(): void {
		$cases = array(
			'169.254.169.254'        => 'reserved',
			'169.254.1.1'            => 'reserved',
			'0.0.0.0'                => 'reserved',
			'0.1.2.3'                => 'reserved',
			'100.100.100.200'        => 'reserved',
			'224.0.0.1'              => 'reserved',
			'255.255.255.255'        => 'reserved',
			'fe80::1'                => 'reserved',
			'fd00:ec2::254'          => 'reserved',
			'::'                     => 'reserved',
			'::ffff:169.254.169.254' => 'reserved',
			'ff02::1'                => 'reserved',
			'not an address'         => 'reserved',
			'127.0.0.1'              => 'private',
			'127.255.0.9'            => 'private',
			'10.0.0.1'               => 'private',
			'172.16.0.1'             => 'private',
			'172.31.255.255'         => 'private',
			'192.168.1.1'            => 'private',
			'100.64.0.1'             => 'private',
			'::1'                    => 'private',
			'fc00::1'                => 'private',
			'fd12:3456::1'           => 'private',
			'::ffff:127.0.0.1'       => 'private',
			'::ffff:10.0.0.1'        => 'private',
			'64:ff9b::a00:1'         => 'private',
			'2002:7f00:1::'          => 'private',
			'93.184.216.34'          => 'public',
			'172.32.0.1'             => 'public',
			'2606:4700::1111'        => 'public',
			'::ffff:8.8.8.8'         => 'public',
		);
		foreach ( $cases as $ip => $kind ) {
			$this->assertSame( $kind, Outgoing_Request::classify( $ip ), $ip );
		}
	}

	public function test_loopback_is_refused_without_the_opt_in_and_nothing_is_sent(): void {
		$result = Outgoing_Request::request( self::$server->url . '/chat/completions', $this->chat(), new Policy() );

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'cairn_http_refused', $result->get_error_code() );
		$this->assertSame( 'private', $result->get_error_data()['kind'] );
		$this->assertSame( 0, self::$server->stats()['requests'] );

		$allowed = Outgoing_Request::request( self::$server->url . '/chat/completions', $this->chat(), new Policy( array( 'allow_private' => true ) ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $allowed ) );
	}

	public function test_private_and_metadata_addresses_are_refused_before_connecting(): void {
		$private = array( 'http://10.0.0.1/', 'http://[::1]:6379/', 'http://192.168.0.1/', 'http://172.16.0.1/', 'http://[fc00::1]/', 'http://100.64.0.1/', 'http://127.0.0.1:9/' );
		$always  = array( 'http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/', 'http://[fe80::1]/', 'http://0.0.0.0/', 'http://[::ffff:169.254.169.254]/', 'http://100.100.100.200/' );
		foreach ( $private as $url ) {
			$result = Outgoing_Request::request( $url, array(), new Policy() );
			$this->assertSame( 'private', $result->get_error_data()['kind'], $url );
		}
		foreach ( $always as $url ) {
			$result = Outgoing_Request::request( $url, array(), new Policy( array( 'allow_private' => true ) ) );
			$this->assertSame( 'reserved', $result->get_error_data()['kind'], $url . ' even with the opt-in' );
		}
	}

	public function test_a_host_that_resolves_to_a_metadata_address_is_refused(): void {
		Outgoing_Request::set_resolver(
			static function ( string $host ): array {
				return 'metadata.test' === $host ? array( '93.184.216.34', '169.254.169.254' ) : array();
			}
		);
		$result = Outgoing_Request::request( 'http://metadata.test/latest', array(), new Policy( array( 'allow_private' => true ) ) );
		$this->assertSame( 'reserved', $result->get_error_data()['kind'] );
	}

	public function test_the_connection_is_pinned_to_the_checked_address_when_dns_changes(): void {
		// The test sites block external hosts (WP_HTTP_BLOCK_EXTERNAL), which
		// the helper honours; `localhost` is let through, so the tests use it.
		$url     = 'http://localhost:' . $this->port() . '/v1/chat/completions';
		$lookups = 0;
		// A rebinding DNS: the allowed address first, the metadata address afterwards.
		Outgoing_Request::set_resolver(
			static function () use ( &$lookups ): array {
				return 1 === ++$lookups ? array( '127.0.0.1' ) : array( '169.254.169.254' );
			}
		);
		$result = Outgoing_Request::request( $url, $this->chat(), new Policy( array( 'allow_private' => true ) ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $result ), is_wp_error( $result ) ? $result->get_error_message() : '' );
		$this->assertSame( 1, $lookups, 'The host is resolved once, by the helper.' );

		// cURL connects to the checked address, not to what the system
		// resolves: pinned to 127.0.0.2, where nothing listens, the request fails.
		Outgoing_Request::set_resolver(
			static function (): array {
				return array( '127.0.0.2' );
			}
		);
		$pinned = Outgoing_Request::request( $url, $this->chat(), new Policy( array( 'allow_private' => true ) ) );
		$this->assertInstanceOf( \WP_Error::class, $pinned );
		$this->assertSame( 1, self::$server->stats()['requests'] );
	}

	public function test_redirects_are_not_followed_by_default(): void {
		$result = Outgoing_Request::request( self::$server->url . '/chat/completions', $this->chat( 'test-redirect' ), new Policy( array( 'allow_private' => true ) ) );

		$this->assertSame( 'cairn_http_redirect', $result->get_error_code() );
		$this->assertSame( array(), self::$server->stats()['captured'] );
	}

	public function test_a_followed_redirect_to_another_host_drops_the_credentials(): void {
		$policy = new Policy(
			array(
				'allow_private' => true,
				'max_redirects' => 2,
			)
		);
		$result = Outgoing_Request::request( self::$server->url . '/chat/completions', $this->chat( 'test-redirect' ), $policy );

		$this->assertSame( 200, wp_remote_retrieve_response_code( $result ) );
		$captured = self::$server->stats()['captured'];
		$this->assertCount( 1, $captured );
		$this->assertStringStartsWith( 'localhost:', $captured[0]['host'] );
		$this->assertSame( '', $captured[0]['authorization'], 'The key never reaches another host.' );
	}

	public function test_a_redirect_is_checked_like_the_first_url(): void {
		$target = static function ( $pre, $args, $url ) {
			if ( false !== strpos( $url, '//localhost/' ) ) {
				return array(
					'headers'  => array( 'location' => 'http://169.254.169.254/latest' ),
					'body'     => '',
					'response' => array(
						'code'    => 302,
						'message' => 'Found',
					),
					'cookies'  => array(),
				);
			}
			return $pre;
		};
		Outgoing_Request::set_resolver(
			static function ( string $host ): array {
				return 'localhost' === $host ? array( '93.184.216.34' ) : array( $host );
			}
		);
		add_filter( 'pre_http_request', $target, 10, 3 );
		try {
			$result = Outgoing_Request::request( 'http://localhost/', array(), new Policy( array( 'max_redirects' => 3 ) ) );
		} finally {
			remove_filter( 'pre_http_request', $target, 10 );
		}
		$this->assertSame( 'reserved', $result->get_error_data()['kind'] );
	}

	public function test_only_http_and_https_and_the_allowlist(): void {
		foreach ( array( 'file:///etc/passwd', 'gopher://127.0.0.1/', 'ftp://example.org/', 'http://user:pass@example.org/' ) as $url ) {
			$this->assertSame( 'cairn_http_refused', Outgoing_Request::request( $url, array(), new Policy() )->get_error_code(), $url );
		}
		$policy = new Policy( array( 'allowed_hosts' => array( 'api.giphy.com', '.example.org' ) ) );
		$this->assertSame( 'host', Outgoing_Request::check( 'https://evil.test/', $policy )->get_error_data()['kind'] );
		Outgoing_Request::set_resolver(
			static function (): array {
				return array( '93.184.216.34' );
			}
		);
		$this->assertIsArray( Outgoing_Request::check( 'https://api.giphy.com/v1', $policy ) );
		$this->assertIsArray( Outgoing_Request::check( 'https://cdn.example.org/x', $policy ) );
		$this->assertSame( 'host', Outgoing_Request::check( 'https://example.org.evil.test/', $policy )->get_error_data()['kind'] );
	}

	public function test_an_answer_beyond_the_size_cap_fails(): void {
		$before = memory_get_peak_usage();
		$result = Outgoing_Request::request(
			self::$server->url . '/chat/completions',
			$this->chat( 'test-huge' ),
			new Policy(
				array(
					'allow_private' => true,
					'max_bytes'     => 1048576,
				)
			)
		);
		$this->assertSame( 'cairn_http_too_large', $result->get_error_code() );
		$this->assertLessThan( 8 * 1048576, memory_get_peak_usage() - $before );
	}

	public function test_wordpress_http_filters_apply(): void {
		$seen   = array();
		$filter = static function ( $args, $url ) use ( &$seen ) {
			$seen[] = $url;
			return $args;
		};
		add_filter( 'http_request_args', $filter, 10, 2 );
		$block = static function ( $pre, $args, $url ) {
			return new \WP_Error( 'blocked_by_site', 'Blocked.' );
		};
		add_filter( 'pre_http_request', $block, 10, 3 );
		try {
			$result = Outgoing_Request::request( self::$server->url . '/chat/completions', $this->chat(), new Policy( array( 'allow_private' => true ) ) );
		} finally {
			remove_filter( 'http_request_args', $filter, 10 );
			remove_filter( 'pre_http_request', $block, 10 );
		}
		$this->assertSame( 'blocked_by_site', $result->get_error_code() );
		$this->assertSame( array( self::$server->url . '/chat/completions' ), $seen );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}
}
