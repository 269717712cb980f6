<?php
/**
 * The resolve-redirect route.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-short-link-test-server.php';

/**
 * `GET /cairn/v1/resolve-redirect` against the real short-link hosts' names,
 * served by tests/servers/short-links.mjs on the test network: real 301 and
 * 302 chains over HTTPS, through the outgoing-request helper, whose address
 * checks run on every hop.
 */
final class Test_Resolve_Redirect extends Test_Case {

	/**
	 * The short-link hosts.
	 *
	 * @var Short_Link_Test_Server
	 */
	private static $hosts;

	/**
	 * Starts the hosts' server.
	 */
	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$hosts = new Short_Link_Test_Server();
	}

	/**
	 * Stops it.
	 */
	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$hosts->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * The test network: the hosts' names lead to the server; two more names
	 * resolve to a private and a loopback address.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$hosts->reset();
		self::$hosts->connect(
			array(
				'internal.pinterest.com' => '10.0.0.5',
				'loop.pinterest.com'     => '127.0.0.1',
			)
		);
		$this->act_as( 'author' );
	}

	/**
	 * Resolves a URL through the route.
	 *
	 * @param string $url URL.
	 * @return \WP_REST_Response
	 */
	private function resolve( string $url ) {
		return $this->rest( 'GET', '/cairn/v1/resolve-redirect', array( 'url' => $url ) );
	}

	public function test_a_short_link_resolves_to_where_it_leads(): void {
		self::$hosts->routes(
			array(
				'https://pin.it/abc123'                   => array( 301, 'https://www.pinterest.com/pin/99/' ),
				'https://www.pinterest.com/pin/99/'       => array( 302, '/pin/99/?utm=x' ),
				'https://www.pinterest.com/pin/99/?utm=x' => array( 200 ),
			)
		);
		$response = $this->resolve( 'https://pin.it/abc123' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'status' => 200,
				'url'    => 'https://www.pinterest.com/pin/99/?utm=x',
			),
			$response->get_data()
		);
		$this->assertSame(
			array(
				'HEAD https://pin.it/abc123',
				'HEAD https://www.pinterest.com/pin/99/',
				'HEAD https://www.pinterest.com/pin/99/?utm=x',
			),
			self::$hosts->requests()
		);
	}

	public function test_the_browser_tests_short_links_lead_where_their_services_send_them(): void {
		$links = array(
			'https://pin.it/4XyZ9ab'   => 'https://www.pinterest.com/pin/1234567890123/?utm_source=pin_it',
			'https://gph.is/g/ZdXz1Ab' => 'https://giphy.com/gifs/cat-computer-mlvseq9yvZhba',
		);
		foreach ( $links as $link => $page ) {
			$this->assertSame(
				array(
					'status' => 200,
					'url'    => $page,
				),
				$this->resolve( $link )->get_data(),
				$link
			);
		}
	}

	public function test_a_page_that_refuses_head_is_asked_with_get(): void {
		self::$hosts->routes( array( 'https://gph.is/g/xyz' => array( 405 ) ) );
		$response = $this->resolve( 'https://gph.is/g/xyz' );
		$this->assertSame( 200, $response->get_data()['status'] );
		$this->assertSame( array( 'HEAD https://gph.is/g/xyz', 'GET https://gph.is/g/xyz' ), self::$hosts->requests() );
	}

	public function test_the_status_of_a_missing_page_is_passed_on(): void {
		$response = $this->resolve( 'https://www.eventbrite.com/e/gone-tickets-404404' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 404, $response->get_data()['status'] );
		$this->assertSame( array( 'HEAD https://www.eventbrite.com/e/gone-tickets-404404' ), self::$hosts->requests() );
	}

	public function test_hostile_urls_are_refused_before_any_request(): void {
		$hostile = array(
			'javascript:alert(1)',
			'data:text/html,<script>alert(1)</script>',
			'file:///etc/passwd',
			'https://evil.test/pin.it',
			'https://pin.it.evil.test/x',
			'https://user:pass@pin.it/x',
			'http://127.0.0.1/',
			'http://169.254.169.254/latest/meta-data/',
			'http://[::1]/',
			'https://internal.pinterest.com/',
			'https://loop.pinterest.com/',
		);
		foreach ( $hostile as $url ) {
			$response = $this->resolve( $url );
			$this->assertSame( 400, $response->get_status(), $url );
		}
		$this->assertSame( array(), self::$hosts->requests() );
	}

	public function test_every_redirect_is_checked_like_the_first_url(): void {
		$targets = array(
			'http://169.254.169.254/latest/meta-data/',
			'https://evil.test/',
			'https://internal.pinterest.com/admin',
			'http://localhost:8080/',
			'gopher://pin.it/',
		);
		foreach ( $targets as $target ) {
			self::$hosts->reset();
			self::$hosts->routes( array( 'https://pin.it/hop' => array( 301, $target ) ) );
			$response = $this->resolve( 'https://pin.it/hop' );
			$this->assertSame( 400, $response->get_status(), $target );
			$this->assertSame( array( 'HEAD https://pin.it/hop' ), self::$hosts->requests(), $target );
		}
	}

	public function test_a_redirect_loop_stops(): void {
		self::$hosts->routes(
			array(
				'https://pin.it/a' => array( 301, 'https://pin.it/b' ),
				'https://pin.it/b' => array( 301, 'https://pin.it/a' ),
			)
		);
		$response = $this->resolve( 'https://pin.it/a' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'The address redirects too many times.', $response->get_data()['message'] );
		$this->assertCount( 6, self::$hosts->requests() );
	}

	public function test_a_host_the_site_cannot_find_is_unreachable_not_refused(): void {
		// The site's DNS does not know the name: the URL may well be right.
		$unknown = static function ( $addresses, string $host ) {
			return 'pin.it' === $host ? array() : $addresses;
		};
		add_filter( 'cairn_http_host_addresses', $unknown, 20, 2 );
		try {
			$response = $this->resolve( 'https://pin.it/abc123' );
		} finally {
			remove_filter( 'cairn_http_host_addresses', $unknown, 20 );
		}
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'cairn_resolve_redirect_unreachable', $response->get_data()['code'] );
		$this->assertSame( 'This site could not reach pin.it.', $response->get_data()['message'] );
		$this->assertSame( array(), self::$hosts->requests() );
	}

	public function test_a_host_that_does_not_answer_is_unreachable(): void {
		// The name resolves, but nothing answers on the port its connections go to.
		$closed  = stream_socket_server( 'tcp://127.0.0.1:0' );
		$address = (string) stream_socket_get_name( $closed, false );
		fclose( $closed ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- frees the port so that nothing listens there.
		$network         = json_decode( (string) get_option( 'cairn_test_network' ), true );
		$network['port'] = (int) substr( $address, strrpos( $address, ':' ) + 1 );
		update_option( 'cairn_test_network', (string) wp_json_encode( $network ) );

		$response = $this->resolve( 'https://pin.it/abc123' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'cairn_resolve_redirect_unreachable', $response->get_data()['code'] );
		$this->assertSame( 'This site could not reach pin.it.', $response->get_data()['message'] );
	}

	public function test_a_host_off_the_allowlist_is_still_refused(): void {
		$response = $this->resolve( 'https://example.com/x' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'cairn_http_refused', $response->get_data()['code'] );
	}

	public function test_blocks_add_their_hosts(): void {
		$this->assertSame( 400, $this->resolve( 'https://booking.example.org/me' )->get_status() );
		$hosts = static function ( array $hosts ): array {
			$hosts[] = 'booking.example.org';
			return $hosts;
		};
		add_filter( 'cairn_resolve_redirect_hosts', $hosts );
		try {
			$this->assertSame( 200, $this->resolve( 'https://booking.example.org/me' )->get_data()['status'] );
		} finally {
			remove_filter( 'cairn_resolve_redirect_hosts', $hosts );
		}
	}

	public function test_only_those_who_write_posts_may_resolve(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->resolve( 'https://pin.it/abc' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->resolve( 'https://pin.it/abc' )->get_status() );
		$this->assertSame( array(), self::$hosts->requests() );
	}
}
