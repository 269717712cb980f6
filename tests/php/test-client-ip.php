<?php
/**
 * The visitor's address behind proxies.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Client_Ip;
use Cairn\Rate_Limit;
use Cairn\Settings;

/**
 * REMOTE_ADDR unless the owner names trusted proxies and the header they
 * set; then the right-most address that is not a trusted proxy. A header
 * from anyone else is ignored.
 */
final class Test_Client_Ip extends Test_Case {

	/**
	 * The request's server variables before the test.
	 *
	 * @var array<string,mixed>
	 */
	private $server;

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
	}

	/**
	 * Sets the proxy settings.
	 *
	 * @param string $proxies Trusted proxies.
	 * @param string $header  The header they set.
	 */
	private function trust( string $proxies, string $header ): void {
		update_option(
			Settings::SERVICES,
			array(
				'trusted_proxies'  => $proxies,
				'client_ip_header' => $header,
			)
		);
	}

	/**
	 * Sets the request's address and headers.
	 *
	 * @param string               $remote  REMOTE_ADDR.
	 * @param array<string,string> $headers Server variables of headers.
	 */
	private function request( string $remote, array $headers = array() ): void {
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_X_REAL_IP'], $_SERVER['HTTP_CF_CONNECTING_IP'], $_SERVER['HTTP_FORWARDED'] );
		$_SERVER['REMOTE_ADDR'] = $remote;
		foreach ( $headers as $name => $value ) {
			$_SERVER[ $name ] = $value;
		}
	}

	public function test_by_default_a_forwarded_header_is_ignored(): void {
		$this->request(
			'203.0.113.5',
			array(
				'HTTP_X_FORWARDED_FOR'  => '198.51.100.1',
				'HTTP_X_REAL_IP'        => '198.51.100.2',
				'HTTP_CF_CONNECTING_IP' => '198.51.100.3',
			)
		);
		$this->assertSame( '203.0.113.5', Client_Ip::current() );
		$this->assertSame( '203.0.113.5', Rate_Limit::client_ip() );
	}

	public function test_the_header_is_read_only_from_a_trusted_proxy(): void {
		$this->trust( "10.0.0.0/8\n192.0.2.10", 'X-Forwarded-For' );
		$this->request( '203.0.113.5', array( 'HTTP_X_FORWARDED_FOR' => '198.51.100.1' ) );
		$this->assertSame( '203.0.113.5', Client_Ip::current(), 'A visitor who talks to the site directly cannot name another address.' );

		$this->request( '10.1.2.3', array( 'HTTP_X_FORWARDED_FOR' => '198.51.100.1' ) );
		$this->assertSame( '198.51.100.1', Client_Ip::current() );
		$this->request( '192.0.2.10', array( 'HTTP_X_FORWARDED_FOR' => '198.51.100.1' ) );
		$this->assertSame( '198.51.100.1', Client_Ip::current() );
	}

	public function test_the_right_most_untrusted_hop_is_the_visitor_so_a_spoofed_start_changes_nothing(): void {
		$this->trust( '10.0.0.0/8', 'X-Forwarded-For' );
		// The visitor wrote the first two; the proxies appended the rest.
		$this->request( '10.0.0.1', array( 'HTTP_X_FORWARDED_FOR' => '6.6.6.6, 7.7.7.7,198.51.100.9, 10.0.0.7' ) );
		$this->assertSame( '198.51.100.9', Client_Ip::current() );
		// Every hop a trusted proxy: the first one.
		$this->request( '10.0.0.1', array( 'HTTP_X_FORWARDED_FOR' => '10.9.9.9, 10.0.0.7' ) );
		$this->assertSame( '10.9.9.9', Client_Ip::current() );
		// What is not an address stops the walk at the last hop known.
		$this->request( '10.0.0.1', array( 'HTTP_X_FORWARDED_FOR' => '198.51.100.9, not-an-address' ) );
		$this->assertSame( '10.0.0.1', Client_Ip::current() );
		$this->request( '10.0.0.1', array( 'HTTP_X_FORWARDED_FOR' => '' ) );
		$this->assertSame( '10.0.0.1', Client_Ip::current() );
	}

	public function test_single_address_headers_and_ipv6_ranges(): void {
		$this->trust( '2001:db8:cafe::/48, 173.245.48.0/20', 'CF-Connecting-IP' );
		$this->request(
			'2001:db8:cafe:1::2',
			array(
				'HTTP_CF_CONNECTING_IP' => '2001:DB8:1::5',
				'HTTP_X_FORWARDED_FOR'  => '6.6.6.6',
			)
		);
		$this->assertSame( '2001:db8:1::5', Client_Ip::current() );
		$this->request( '173.245.50.1', array( 'HTTP_CF_CONNECTING_IP' => '198.51.100.4' ) );
		$this->assertSame( '198.51.100.4', Client_Ip::current() );
		$this->request( '173.245.64.1', array( 'HTTP_CF_CONNECTING_IP' => '198.51.100.4' ) );
		$this->assertSame( '173.245.64.1', Client_Ip::current(), 'Outside the range: not a trusted proxy.' );

		$this->trust( '127.0.0.1', 'X-Real-IP' );
		$this->request( '127.0.0.1', array( 'HTTP_X_REAL_IP' => '198.51.100.6' ) );
		$this->assertSame( '198.51.100.6', Client_Ip::current() );
		$this->request( '::ffff:127.0.0.1', array( 'HTTP_X_REAL_IP' => '198.51.100.7' ) );
		$this->assertSame( '198.51.100.7', Client_Ip::current(), 'An IPv4-mapped address is the IPv4 address.' );
	}

	public function test_the_standard_forwarded_header(): void {
		$this->trust( '10.0.0.1', 'Forwarded' );
		$this->request( '10.0.0.1', array( 'HTTP_FORWARDED' => 'for=6.6.6.6, for="[2001:db8::17]:4711";proto=https' ) );
		$this->assertSame( '2001:db8::17', Client_Ip::current() );
		$this->request( '10.0.0.1', array( 'HTTP_FORWARDED' => 'for=192.0.2.60;proto=http;by=203.0.113.43' ) );
		$this->assertSame( '192.0.2.60', Client_Ip::current() );
		$this->request( '10.0.0.1', array( 'HTTP_FORWARDED' => 'for=unknown' ) );
		$this->assertSame( '10.0.0.1', Client_Ip::current() );
	}

	public function test_the_cairn_client_ip_filter_has_the_last_word(): void {
		$this->request( '203.0.113.5' );
		$filter = static function ( string $ip ): string {
			return '203.0.113.5' === $ip ? '198.51.100.200' : $ip;
		};
		add_filter( 'cairn_client_ip', $filter );
		try {
			$this->assertSame( '198.51.100.200', Client_Ip::current() );
		} finally {
			remove_filter( 'cairn_client_ip', $filter );
		}
	}

	public function test_the_settings_keep_only_addresses_ranges_and_known_headers(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::SERVICES => array(
					'trusted_proxies'  => "10.0.0.0/8, bogus\n2001:db8::/129 192.0.2.1 ::1/128 10.0.0.0/33",
					'client_ip_header' => 'X-Forwarded-For',
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '10.0.0.0/8, 192.0.2.1, ::1/128', Settings::get( 'trusted_proxies' ) );
		$this->assertSame( 'X-Forwarded-For', Settings::get( 'client_ip_header' ) );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'client_ip_header' => 'X-Anything' ) ) );
		$this->assertSame( 400, $response->get_status(), 'A header outside the list is refused by the schema.' );
	}
}
