<?php
/**
 * Which Pinterest URLs the server takes.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Pinterest;
use Cairn\Http\Redirect_Resolver;
use Cairn\Settings;

require_once __DIR__ . '/class-pinterest-test-server.php';

/**
 * The server reads Pinterest URLs as the editor does, on the same cases,
 * and previews pins, boards and profiles for the editor from Pinterest's
 * widget API (a local stand-in here).
 */
final class Test_Pinterest extends Test_Case {

	/**
	 * Pinterest's widget API.
	 *
	 * @var Pinterest_Test_Server
	 */
	private static $pinterest;

	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$pinterest = new Pinterest_Test_Server();
	}

	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$pinterest->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * The widget API at the local server, through the owner's setting.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$pinterest->reset();
		update_option( Settings::SERVICES, array( 'pinterest_api_base_url' => self::$pinterest->url ) );
	}

	/**
	 * Asks the preview route as a user.
	 *
	 * @param string $role The user's role ('' logged out).
	 * @param string $url  The Pinterest URL.
	 */
	private function preview( string $role, string $url ): \WP_REST_Response {
		$this->act_as( $role );
		return $this->rest( 'GET', '/cairn/v1/pinterest/preview', array( 'url' => $url ) );
	}

	public function test_a_pin_previews_with_its_image_board_and_pinner_as_text(): void {
		$response = $this->preview( 'author', 'https://www.pinterest.com.mx/pin/1234567890/?utm=x' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'embedPin', $data['type'] );
		$this->assertSame( 'https://www.pinterest.com.mx/pin/1234567890/', $data['url'] );
		$this->assertSame( 'Recipes', $data['title'] );
		$this->assertSame( 'Mushroom risotto with thyme', $data['description'], 'Plain text, never markup.' );
		$this->assertSame( 'Cairn Kitchen', $data['author']['name'] );
		$this->assertSame( 'https://www.pinterest.com/cairn/', $data['author']['url'] );
		$this->assertCount( 1, $data['images'] );
		$this->assertSame( self::$pinterest->url . '/i/564x/1234567890.jpg', $data['images'][0]['url'] );
		$this->assertSame( 564, $data['images'][0]['width'] );

		$this->preview( 'author', 'https://www.pinterest.com.mx/pin/1234567890/' );
		$this->assertSame( 1, self::$pinterest->calls(), 'A second preview comes from the cache.' );
	}

	public function test_a_board_and_a_profile_preview_with_their_pins(): void {
		$board = $this->preview( 'contributor', 'https://www.pinterest.com/cairn/recipes/' )->get_data();
		$this->assertSame( 'embedBoard', $board['type'] );
		$this->assertSame( 'Recipes', $board['title'] );
		$this->assertSame( 'Weeknight dinners', $board['description'] );
		$this->assertCount( 2, $board['images'] );

		$profile = $this->preview( 'contributor', 'https://nz.pinterest.com/cairn/' )->get_data();
		$this->assertSame( 'embedUser', $profile['type'] );
		$this->assertSame( 'Cairn Kitchen', $profile['title'] );
		$this->assertSame( 'Recipes from the hills', $profile['description'] );
		$this->assertCount( 2, $profile['images'] );
		$this->assertStringEndsWith( '/i/30x30/cairn.jpg', $profile['author']['image'] );
	}

	public function test_unknown_refused_and_unauthorised_previews(): void {
		$this->assertSame( 404, $this->preview( 'author', 'https://www.pinterest.com/pin/999/' )->get_status() );
		$this->assertSame( 400, $this->preview( 'author', 'https://evil.test/pin/1234567890/' )->get_status() );
		$this->assertSame( 0, self::$pinterest->calls() - 1, 'A refused URL is never fetched.' );
		$this->assertSame( 401, $this->preview( '', 'https://www.pinterest.com/pin/1234567890/' )->get_status() );
		$this->assertSame( 403, $this->preview( 'subscriber', 'https://www.pinterest.com/pin/1234567890/' )->get_status() );
	}

	public function test_without_the_developer_setting_only_pinterest_is_asked(): void {
		delete_option( Settings::SERVICES );
		$this->assertSame( 'https://widgets.pinterest.com', \Cairn\Pinterest\Widgets::base_url() );
	}

	/**
	 * The shared cases (src/pinterest/test/url-cases.json).
	 *
	 * @return array{domains:array<int,string>,cases:array<int,array{input:string,embed:array{type:string,url:string}|null}>}
	 */
	private static function shared(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/pinterest/test/url-cases.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * The cases as a data provider.
	 *
	 * @return array<string,array{0:string,1:array{type:string,url:string}|null}>
	 */
	public function cases(): array {
		$cases = array();
		foreach ( self::shared()['cases'] as $case ) {
			$cases[ $case['input'] ] = array( $case['input'], $case['embed'] );
		}
		return $cases;
	}

	public function test_it_knows_every_country_domain_the_editor_knows(): void {
		$editor = self::shared()['domains'];
		$server = Pinterest::DOMAINS;
		sort( $editor );
		sort( $server );
		$this->assertSame( $editor, $server );
	}

	/**
	 * Each case reads as in the editor.
	 *
	 * @dataProvider cases
	 *
	 * @param string                             $input    The URL.
	 * @param array{type:string,url:string}|null $expected The embed, or null.
	 */
	public function test_each_case_reads_as_in_the_editor( string $input, ?array $expected ): void {
		$this->assertSame( $expected, Pinterest::embed( $input ) );
	}

	public function test_short_links_may_lead_to_every_country_domain(): void {
		$hosts = Redirect_Resolver::hosts();
		$this->assertContains( 'pin.it', $hosts );
		foreach ( Pinterest::DOMAINS as $domain ) {
			$this->assertContains( '.' . $domain, $hosts, $domain );
		}
	}
}
