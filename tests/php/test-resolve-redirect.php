<?php
/**
 * The resolve-redirect route.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Http\Outgoing_Request;

/**
 * `GET /cairn/v1/resolve-redirect`. The hosts are the real short-link hosts,
 * resolved by a stand-in DNS and answered through WordPress's own
 * `pre_http_request` filter, since the test sites cannot reach the internet.
 */
final class Test_Resolve_Redirect extends Test_Case {

	/**
	 * What each URL answers: status, and Location for a redirect.
	 *
	 * @var array<string,array{0:int,1?:string}>
	 */
	private $answers = array();

	/**
	 * The requests made, as "METHOD URL".
	 *
	 * @var string[]
	 */
	private $requests = array();

	/**
	 * A stand-in DNS: public addresses, except the names the tests point elsewhere.
	 */
	protected function setUp(): void {
		parent::setUp();
		Outgoing_Request::set_resolver(
			static function ( string $host ): array {
				$private = array(
					'internal.pinterest.com' => '10.0.0.5',
					'loop.pinterest.com'     => '127.0.0.1',
				);
				return array( $private[ $host ] ?? '93.184.216.34' );
			}
		);
		add_filter( 'pre_http_request', array( $this, 'answer' ), 10, 3 );
		$this->act_as( 'author' );
	}

	/**
	 * Restores the DNS and the HTTP API.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'answer' ), 10 );
		Outgoing_Request::set_resolver( null );
		parent::tearDown();
	}

	/**
	 * Answers a request from $this->answers.
	 *
	 * @param mixed               $pre  False, or another filter's answer.
	 * @param array<string,mixed> $args Request arguments.
	 * @param string              $url  URL.
	 * @return array<string,mixed>
	 */
	public function answer( $pre, array $args, string $url ): array {
		$this->requests[] = $args['method'] . ' ' . $url;
		$answer           = $this->answers[ $url ] ?? array( 404 );
		if ( 'HEAD' === $args['method'] && isset( $answer[2] ) ) {
			$answer = array( 405 );
		}
		return array(
			'headers'  => isset( $answer[1] ) && '' !== $answer[1] ? array( 'location' => $answer[1] ) : array(),
			'body'     => '',
			'response' => array(
				'code'    => $answer[0],
				'message' => '',
			),
			'cookies'  => array(),
		);
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
		$this->answers = array(
			'https://pin.it/abc123'                   => array( 301, 'https://www.pinterest.com/pin/99/' ),
			'https://www.pinterest.com/pin/99/'       => array( 302, '/pin/99/?utm=x' ),
			'https://www.pinterest.com/pin/99/?utm=x' => array( 200 ),
		);
		$response      = $this->resolve( 'https://pin.it/abc123' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'status' => 200,
				'url'    => 'https://www.pinterest.com/pin/99/?utm=x',
			),
			$response->get_data()
		);
		$this->assertSame( 'HEAD https://pin.it/abc123', $this->requests[0] );
	}

	public function test_a_page_that_refuses_head_is_asked_with_get(): void {
		$this->answers = array( 'https://gph.is/g/xyz' => array( 200, '', 'no HEAD' ) );
		$response      = $this->resolve( 'https://gph.is/g/xyz' );
		$this->assertSame( 200, $response->get_data()['status'] );
		$this->assertSame( array( 'HEAD https://gph.is/g/xyz', 'GET https://gph.is/g/xyz' ), $this->requests );
	}

	public function test_the_status_of_a_missing_page_is_passed_on(): void {
		$response = $this->resolve( 'https://www.pinterest.com/pin/gone/' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 404, $response->get_data()['status'] );
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
		$this->assertSame( array(), $this->requests );
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
			$this->answers  = array( 'https://pin.it/hop' => array( 301, $target ) );
			$this->requests = array();
			$response       = $this->resolve( 'https://pin.it/hop' );
			$this->assertSame( 400, $response->get_status(), $target );
			$this->assertSame( array( 'HEAD https://pin.it/hop' ), $this->requests, $target );
		}
	}

	public function test_a_redirect_loop_stops(): void {
		$this->answers = array(
			'https://pin.it/a' => array( 301, 'https://pin.it/b' ),
			'https://pin.it/b' => array( 301, 'https://pin.it/a' ),
		);
		$response      = $this->resolve( 'https://pin.it/a' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'The address redirects too many times.', $response->get_data()['message'] );
		$this->assertCount( 6, $this->requests );
	}

	public function test_blocks_add_their_hosts(): void {
		$this->assertSame( 400, $this->resolve( 'https://booking.example.org/me' )->get_status() );
		$hosts = static function ( array $hosts ): array {
			$hosts[] = 'booking.example.org';
			return $hosts;
		};
		add_filter( 'cairn_resolve_redirect_hosts', $hosts );
		try {
			$this->answers = array( 'https://booking.example.org/me' => array( 200 ) );
			$this->assertSame( 200, $this->resolve( 'https://booking.example.org/me' )->get_data()['status'] );
		} finally {
			remove_filter( 'cairn_resolve_redirect_hosts', $hosts );
		}
	}

	public function test_only_those_who_write_posts_may_resolve(): void {
		$this->answers = array( 'https://pin.it/abc' => array( 200 ) );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->resolve( 'https://pin.it/abc' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->resolve( 'https://pin.it/abc' )->get_status() );
		$this->assertSame( array(), $this->requests );
	}
}
