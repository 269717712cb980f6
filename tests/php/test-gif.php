<?php
/**
 * Tests for the GIF routes, their cache and the block's render, against the
 * local Giphy server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Gif;
use Cairn\Http\Outgoing_Request;
use Cairn\Settings;

require_once __DIR__ . '/class-giphy-test-server.php';

/**
 * GIF: search, lookup, cache, render, settings.
 */
final class Test_Gif extends Test_Case {

	/**
	 * The test server.
	 *
	 * @var Giphy_Test_Server
	 */
	private static $giphy;

	/**
	 * Starts the server before the class's first test.
	 */
	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$giphy = new Giphy_Test_Server();
	}

	/**
	 * Stops the server after the class's last test.
	 */
	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$giphy->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * Connects the test server through the owner's settings, as an author.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$giphy->reset();
		$this->connect( Giphy_Test_Server::KEY );
		$this->act_as( 'author' );
	}

	/**
	 * Sets the key and the API base URL (the local server).
	 *
	 * @param string $key API key; '' for none.
	 */
	private function connect( string $key ): void {
		update_option( Settings::SERVICES, array( 'giphy_api_base_url' => self::$giphy->url ) );
		update_option( Settings::SECRETS, '' === $key ? array() : array( 'giphy_key' => $key ) );
	}

	/**
	 * A GET on a route; the answer never carries the key.
	 *
	 * @param string               $route  Route.
	 * @param array<string,string> $params Query.
	 */
	private function get( string $route, array $params = array() ): \WP_REST_Response {
		$response = $this->rest( 'GET', $route, $params );
		$this->assertStringNotContainsString( Giphy_Test_Server::KEY, (string) wp_json_encode( $response->get_data() ), 'No answer carries the key.' );
		return $response;
	}

	public function test_routes_are_for_users_who_write_posts(): void {
		foreach ( array( '/cairn/v1/gif/search', '/cairn/v1/gif/' . Giphy_Test_Server::GIF_ID ) as $route ) {
			$this->act_as( '' );
			$this->assertSame( 401, $this->get( $route, array( 'q' => 'cat' ) )->get_status(), $route );
			$this->act_as( 'subscriber' );
			$this->assertSame( 403, $this->get( $route, array( 'q' => 'cat' ) )->get_status(), $route );
		}
		$this->assertSame( 0, self::$giphy->calls() );
	}

	public function test_search_answers_giphy_gifs_in_giphy_shape(): void {
		$response = $this->get( '/cairn/v1/gif/search', array( 'q' => 'cat' ) );
		$this->assertSame( 200, $response->get_status() );
		$gifs = $response->get_data()['data'];
		$this->assertCount( 3, $gifs );
		$first = $gifs[0];
		$this->assertSame( Giphy_Test_Server::GIF_ID, $first['id'] );
		$this->assertSame( 'Cat Typing GIF', $first['title'] );
		$this->assertSame( 'https://giphy.com/embed/' . Giphy_Test_Server::GIF_ID, $first['embed_url'] );
		$this->assertSame( 480, $first['images']['original']['width'] );
		$this->assertSame( 270, $first['images']['original']['height'] );
		$this->assertStringStartsWith( self::$giphy->url . '/media/', $first['images']['original']['url'] );
		$this->assertArrayHasKey( 'fixed_height_small', $first['images'] );
	}

	public function test_answers_are_cached_so_giphy_is_asked_once(): void {
		$this->get( '/cairn/v1/gif/search', array( 'q' => 'cat' ) );
		$this->get( '/cairn/v1/gif/search', array( 'q' => ' cat ' ) );
		$this->get( '/cairn/v1/gif/' . Giphy_Test_Server::GIF_ID );
		$this->get( '/cairn/v1/gif/' . Giphy_Test_Server::GIF_ID );
		$this->assertSame( 2, self::$giphy->calls() );
	}

	public function test_one_gif_and_an_unknown_one(): void {
		$data = $this->get( '/cairn/v1/gif/' . Giphy_Test_Server::GIF_ID )->get_data()['data'];
		$this->assertSame( Giphy_Test_Server::GIF_ID, $data['id'] );
		$this->assertSame( 404, $this->get( '/cairn/v1/gif/Unknown123' )->get_status() );
		// Not an id: no route.
		$this->assertSame( 404, $this->get( '/cairn/v1/gif/..%2Fsecret' )->get_status() );
	}

	public function test_an_empty_search_is_refused_without_asking_giphy(): void {
		$this->assertSame( 400, $this->get( '/cairn/v1/gif/search', array( 'q' => '' ) )->get_status() );
		$this->assertSame( 400, $this->get( '/cairn/v1/gif/search', array( 'q' => '   ' ) )->get_status() );
		$this->assertSame( 0, self::$giphy->calls() );
	}

	public function test_without_a_key_the_routes_say_not_connected(): void {
		$this->connect( '' );
		$response = $this->get( '/cairn/v1/gif/search', array( 'q' => 'cat' ) );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'cairn_giphy_not_connected', $response->get_data()['code'] );
		$this->assertSame( 0, self::$giphy->calls() );
	}

	public function test_a_refused_key_is_reported_and_not_cached(): void {
		$this->connect( 'wrong-key' );
		$response = $this->get( '/cairn/v1/gif/search', array( 'q' => 'cat' ) );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'cairn_giphy_bad_key', $response->get_data()['code'] );
		$this->connect( Giphy_Test_Server::KEY );
		$this->assertSame( 200, $this->get( '/cairn/v1/gif/search', array( 'q' => 'cat' ) )->get_status() );
		$this->assertSame( 2, self::$giphy->calls() );
	}

	public function test_without_a_base_url_only_giphy_is_asked(): void {
		update_option( Settings::SERVICES, array() );
		$asked = array();
		Outgoing_Request::set_resolver(
			static function (): array {
				return array( '151.101.1.1' );
			}
		);
		$answer = static function ( $pre, $args, $url ) use ( &$asked ) {
			$asked[] = $url;
			return array(
				'headers'  => array(),
				'body'     => '{"data":[],"pagination":{"total_count":0,"count":0,"offset":0},"meta":{"status":200,"msg":"OK","response_id":"abc"}}',
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
			);
		};
		add_filter( 'pre_http_request', $answer, 10, 3 );
		$response = $this->get( '/cairn/v1/gif/search', array( 'q' => 'cat & dog' ) );
		remove_filter( 'pre_http_request', $answer, 10 );
		Outgoing_Request::set_resolver( null );
		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 1, $asked );
		$this->assertSame( 'https://api.giphy.com/v1/gifs/search?api_key=' . Giphy_Test_Server::KEY . '&q=cat%20%26%20dog&limit=10', $asked[0] );
	}

	public function test_media_urls_off_giphy_are_dropped(): void {
		update_option( Settings::SERVICES, array() );
		Outgoing_Request::set_resolver(
			static function (): array {
				return array( '151.101.1.1' );
			}
		);
		$image  = static function ( string $url ): array {
			return array(
				'url'    => $url,
				'width'  => '480',
				'height' => '270',
			);
		};
		$gifs   = array(
			array(
				'id'     => 'good1',
				'images' => array( 'original' => $image( 'https://media2.giphy.com/media/good1/giphy.gif' ) ),
			),
			array(
				'id'     => 'evil1',
				'images' => array( 'original' => $image( 'https://evil.test/media/evil1/giphy.gif' ) ),
			),
			array(
				'id'     => 'evil2',
				'images' => array( 'original' => $image( 'javascript:alert(1)//media.giphy.com/x.gif' ) ),
			),
			array(
				'id'     => 'evil3',
				'images' => array( 'original' => $image( 'http://media.giphy.com/media/evil3/giphy.gif' ) ),
			),
			array(
				'id'     => 'evil4',
				'images' => array( 'original' => $image( 'https://media.giphy.com.evil.test/evil4.gif' ) ),
			),
			array(
				'id'     => '../bad',
				'images' => array( 'original' => $image( 'https://media.giphy.com/media/bad/giphy.gif' ) ),
			),
		);
		$answer = static function () use ( $gifs ) {
			return array(
				'headers'  => array(),
				'body'     => (string) wp_json_encode(
					array(
						'data' => $gifs,
						'meta' => array(
							'status'      => 200,
							'msg'         => 'OK',
							'response_id' => 'abc',
						),
					)
				),
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
			);
		};
		add_filter( 'pre_http_request', $answer, 10, 3 );
		$response = $this->get( '/cairn/v1/gif/search', array( 'q' => 'anything' ) );
		remove_filter( 'pre_http_request', $answer, 10 );
		Outgoing_Request::set_resolver( null );
		$this->assertSame( array( 'good1' ), wp_list_pluck( $response->get_data()['data'], 'id' ) );
	}

	public function test_a_synthetic_answer_is_an_error_and_not_cached(): void {
		update_option( Settings::SERVICES, array() );
		Outgoing_Request::set_resolver(
			static function (): array {
				return array( '151.101.1.1' );
			}
		);
		$asked  = 0;
		$answer = static function () use ( &$asked ) {
			++$asked;
			return array(
				'headers'  => array(),
				'body'     => '{"data":[],"meta":{"status":200,"msg":"OK","response_id":""}}',
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
			);
		};
		add_filter( 'pre_http_request', $answer, 10, 3 );
		$first  = $this->get( '/cairn/v1/gif/search', array( 'q' => 'cat' ) );
		$second = $this->get( '/cairn/v1/gif/search', array( 'q' => 'cat' ) );
		remove_filter( 'pre_http_request', $answer, 10 );
		Outgoing_Request::set_resolver( null );
		$this->assertSame( 502, $first->get_status() );
		$this->assertSame( 502, $second->get_status() );
		$this->assertSame( 2, $asked );
	}

	public function test_the_key_is_a_secret_masked_over_rest(): void {
		$this->act_as( 'administrator' );
		$secrets = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Settings::SECRETS ];
		$this->assertSame( Settings::SECRET_SET, $secrets['giphy_key'] );
		$services = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Settings::SERVICES ];
		$this->assertArrayNotHasKey( 'giphy_key', $services );
		$this->assertSame( self::$giphy->url, $services['giphy_api_base_url'] );
	}

	public function test_ids_come_only_from_giphy_urls(): void {
		$id = Giphy_Test_Server::GIF_ID;
		foreach ( array(
			'https://giphy.com/embed/' . $id,
			'https://giphy.com/gifs/cat-typing-' . $id,
			'https://giphy.com/gifs/' . $id . '/',
			'https://media.giphy.com/media/' . $id . '/giphy.gif',
			'https://media2.giphy.com/media/v1.Y2lkPTc5/' . $id . '/giphy.webp',
			'https://i.giphy.com/' . $id . '.webp',
		) as $url ) {
			$this->assertSame( $id, Gif::id_from_url( $url ), $url );
		}
		foreach ( array(
			'javascript:alert(1)//giphy.com/embed/' . $id,
			'https://giphy.com.evil.test/embed/' . $id,
			'https://evilgiphy.com/embed/' . $id,
			'https://user:pass@giphy.com/embed/' . $id,
			'https://giphy.com@evil.test/embed/' . $id,
			'https://giphy.com:8080/embed/' . $id,
			'https://127.0.0.1/embed/' . $id,
			'https://169.254.169.254/embed/' . $id,
			'ftp://giphy.com/embed/' . $id,
			'https://giphy.com/embed/' . $id . '/../../wp-admin',
			'https://giphy.com/search/cats',
			'cat',
		) as $url ) {
			$this->assertSame( '', Gif::id_from_url( $url ), $url );
		}
	}

	/**
	 * The block rendered as on a page, so that its wrapper gets the block supports.
	 *
	 * @param array<string,mixed> $attributes Attributes.
	 */
	private function render_gif( array $attributes ): string {
		return do_blocks( '<!-- wp:cairn/gif ' . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	public function test_visitors_get_the_gif_itself_lazily_with_its_caption(): void {
		$this->act_as( '' );
		$html = $this->render_gif(
			array(
				'giphyUrl'   => 'https://giphy.com/embed/' . Giphy_Test_Server::GIF_ID,
				'paddingTop' => '56.25%',
				'caption'    => 'Typing <strong>fast</strong><script>alert(1)</script>',
			)
		);
		$this->assertStringContainsString( '<img class="wp-block-cairn-gif__media" src="' . self::$giphy->url . '/media/', $html );
		$this->assertStringContainsString( 'loading="lazy"', $html );
		$this->assertStringContainsString( 'width="480" height="270"', $html );
		$this->assertStringContainsString( 'padding-top:56.25%', $html );
		$this->assertStringContainsString( '<figcaption class="wp-block-cairn-gif__caption">Typing <strong>fast</strong>alert(1)</figcaption>', $html );
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( Giphy_Test_Server::KEY, $html );
	}

	public function test_render_refuses_bad_values_and_falls_back_to_a_link(): void {
		$this->assertSame( '', $this->render_gif( array( 'giphyUrl' => 'https://evil.test/embed/' . Giphy_Test_Server::GIF_ID ) ) );
		$html = $this->render_gif(
			array(
				'giphyUrl'   => 'https://giphy.com/embed/' . Giphy_Test_Server::GIF_ID,
				'paddingTop' => '1%;background:url(https://evil.test/)',
			)
		);
		$this->assertStringContainsString( 'padding-top:56.2%', $html );
		$this->assertStringNotContainsString( 'evil.test', $html );
		// Giphy does not know the GIF: a link to its page.
		$html = $this->render_gif( array( 'giphyUrl' => 'https://giphy.com/embed/Unknown123' ) );
		$this->assertStringContainsString( 'href="https://giphy.com/gifs/Unknown123"', $html );
		$this->assertStringNotContainsString( '<img', $html );
	}
}
