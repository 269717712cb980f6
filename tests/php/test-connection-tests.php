<?php
/**
 * Settings → Cairn's "Test connection", service by service.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;

require_once __DIR__ . '/class-mailchimp-test-server.php';
require_once __DIR__ . '/class-giphy-test-server.php';
require_once __DIR__ . '/class-instagram-test-server.php';
require_once __DIR__ . '/class-mapbox-test-server.php';
require_once __DIR__ . '/class-apple-snapshot-test-server.php';
require_once __DIR__ . '/class-openai-test-server.php';

/**
 * `POST /cairn/v1/services/{service}/test` calls each service's local test
 * server with the values sent (not saved), says in plain words what works
 * and what does not, and stores nothing.
 */
final class Test_Connection_Tests extends Test_Case {

	/**
	 * The test servers, by service.
	 *
	 * @var array<string,Node_Test_Server>
	 */
	private static $servers = array();

	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$servers = array(
			'mailchimp' => new Mailchimp_Test_Server(),
			'giphy'     => new Giphy_Test_Server(),
			'instagram' => new Instagram_Test_Server(),
			'mapbox'    => new Mapbox_Test_Server(),
			'apple'     => new Apple_Snapshot_Test_Server(),
			'openai'    => new OpenAI_Test_Server(),
		);
	}

	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		foreach ( self::$servers as $server ) {
			$server->stop();
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	/**
	 * Runs a test with values as the page sends them.
	 *
	 * @param string $service  Service.
	 * @param array  $services Service values entered.
	 * @param array  $secrets  Secrets entered.
	 * @return array{ok:bool,checks:array<int,array{label:string,status:string,message:string}>}
	 */
	private function test_with( string $service, array $services, array $secrets = array() ): array {
		$response = $this->rest(
			'POST',
			'/cairn/v1/services/' . $service . '/test',
			array(
				'services' => $services,
				'secrets'  => $secrets,
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The rows, as "label: status".
	 *
	 * @param array $report A report.
	 * @return string[]
	 */
	private function statuses( array $report ): array {
		return array_map(
			static function ( array $check ): string {
				return $check['label'] . ': ' . $check['status'];
			},
			$report['checks']
		);
	}

	public function test_only_administrators_may_test_and_an_unknown_service_is_refused(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/services/giphy/test' )->get_status() );
		$this->act_as( 'administrator' );
		$this->assertSame( 404, $this->rest( 'POST', '/cairn/v1/services/nothing/test' )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/services/giphy/test', array( 'services' => array( 'not_a_key' => 'x' ) ) )->get_status() );
	}

	public function test_mailchimp_names_the_audience_with_entered_values_and_stores_nothing(): void {
		$before = array( get_option( Settings::SERVICES ), get_option( Settings::SECRETS ) );
		$report = $this->test_with(
			'mailchimp',
			array(
				'mailchimp_api_base_url' => self::$servers['mailchimp']->url,
				'mailchimp_list_id'      => Mailchimp_Test_Server::LIST_ID,
			),
			array( 'mailchimp_api_key' => Mailchimp_Test_Server::KEY )
		);

		$this->assertTrue( $report['ok'] );
		$this->assertSame( array( 'API key: ok', 'Audience: ok' ), $this->statuses( $report ) );
		$this->assertSame( 'Signups go to the audience “Cairn readers”.', $report['checks'][1]['message'] );
		$this->assertSame( $before, array( get_option( Settings::SERVICES ), get_option( Settings::SECRETS ) ), 'A test stores nothing.' );
		$this->assertStringNotContainsString( Mailchimp_Test_Server::KEY, wp_json_encode( $report ) );
	}

	public function test_mailchimp_says_a_wrong_audience_id_fails_although_the_key_is_good(): void {
		$report = $this->test_with(
			'mailchimp',
			array(
				'mailchimp_api_base_url' => self::$servers['mailchimp']->url,
				'mailchimp_list_id'      => 'wrong12345',
			),
			array( 'mailchimp_api_key' => Mailchimp_Test_Server::KEY )
		);

		$this->assertFalse( $report['ok'] );
		$this->assertSame( array( 'API key: ok', 'Audience: failed' ), $this->statuses( $report ) );
		$this->assertStringContainsString( 'no audience with the ID “wrong12345”', $report['checks'][1]['message'] );
	}

	public function test_mailchimp_says_a_wrong_key_is_refused(): void {
		$report = $this->test_with(
			'mailchimp',
			array(
				'mailchimp_api_base_url' => self::$servers['mailchimp']->url,
				'mailchimp_list_id'      => Mailchimp_Test_Server::LIST_ID,
			),
			array( 'mailchimp_api_key' => 'wrongkey0123456789abcdef012345678-us6' )
		);

		$this->assertSame( array( 'API key: failed', 'Audience: skipped' ), $this->statuses( $report ) );
		$this->assertSame( 'Mailchimp refused the API key. Copy it again, or make a new one.', $report['checks'][0]['message'] );
	}

	public function test_a_secret_left_untouched_is_the_stored_one(): void {
		update_option( Settings::SECRETS, array( 'mailchimp_api_key' => Mailchimp_Test_Server::KEY ) );
		$services = array(
			'mailchimp_api_base_url' => self::$servers['mailchimp']->url,
			'mailchimp_list_id'      => Mailchimp_Test_Server::LIST_ID,
		);

		$this->assertTrue( $this->test_with( 'mailchimp', $services )['ok'] );
		$this->assertTrue( $this->test_with( 'mailchimp', $services, array( 'mailchimp_api_key' => Settings::SECRET_SET ) )['ok'] );
		// Removed on the page but not saved: tested as removed.
		$this->assertSame( 'API key: failed', $this->statuses( $this->test_with( 'mailchimp', $services, array( 'mailchimp_api_key' => '' ) ) )[0] );
		$this->assertSame( Mailchimp_Test_Server::KEY, Settings::secret( 'mailchimp_api_key' ) );
	}

	public function test_giphy_runs_one_search_past_the_cache(): void {
		self::$servers['giphy']->reset();
		$services = array( 'giphy_api_base_url' => self::$servers['giphy']->url );

		$good = $this->test_with( 'giphy', $services, array( 'giphy_key' => Giphy_Test_Server::KEY ) );
		$this->assertSame( array( 'Search: ok' ), $this->statuses( $good ) );
		$this->assertStringStartsWith( 'Giphy answered a search:', $good['checks'][0]['message'] );

		$bad = $this->test_with( 'giphy', $services, array( 'giphy_key' => 'wrong-key' ) );
		$this->assertSame( array( 'Search: failed' ), $this->statuses( $bad ) );
		$this->assertStringStartsWith( 'Giphy refused the API key.', $bad['checks'][0]['message'] );
		$this->assertSame( 2, self::$servers['giphy']->calls(), 'Each test asks Giphy.' );
	}

	public function test_instagram_tells_an_unknown_app_from_a_wrong_secret(): void {
		$services = array(
			'instagram_api_base_url' => self::$servers['instagram']->url,
			'instagram_app_id'       => Instagram_Test_Server::APP_ID,
		);
		$good     = $this->test_with( 'instagram', $services, array( 'instagram_app_secret' => Instagram_Test_Server::APP_SECRET ) );
		$this->assertSame( array( 'App: ok' ), $this->statuses( $good ) );

		$secret = $this->test_with( 'instagram', $services, array( 'instagram_app_secret' => 'not-the-secret' ) );
		$this->assertStringStartsWith( 'Instagram knows the app ID but refused the app secret.', $secret['checks'][0]['message'] );

		$app = $this->test_with( 'instagram', array( 'instagram_app_id' => '1234567890' ) + $services, array( 'instagram_app_secret' => Instagram_Test_Server::APP_SECRET ) );
		$this->assertStringStartsWith( 'Instagram does not know this app ID.', $app['checks'][0]['message'] );
		$this->assertSame( '', Settings::get( 'instagram_app_id' ), 'A test stores nothing.' );
	}

	public function test_mapbox_checks_the_token_then_each_thing_the_map_does(): void {
		$services = array(
			'mapbox_api_base_url' => self::$servers['mapbox']->url,
			'mapbox_token'        => Mapbox_Test_Server::TOKEN,
		);
		$good     = $this->test_with( 'maps', $services );
		$this->assertSame(
			array( 'Mapbox token: ok', 'Map styles (styles:read): ok', 'Map images (styles:tiles): ok', 'Place search (geocoding): ok', 'Apple MapKit: skipped' ),
			$this->statuses( $good )
		);
		$this->assertSame( 'A valid public token of the Mapbox account “cairn-test”.', $good['checks'][0]['message'] );

		$other = 'pk.' . rtrim( strtr( base64_encode( '{"u":"someone","a":"x"}' ), '+/', '-_' ), '=' ) . '.c2lnbmF0dXJl'; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a token's payload.
		$bad   = $this->test_with( 'maps', array( 'mapbox_token' => $other ) + $services );
		$this->assertSame( array( 'Mapbox token: failed', 'Apple MapKit: skipped' ), $this->statuses( $bad ) );
		$this->assertStringStartsWith( 'Mapbox does not recognise this token.', $bad['checks'][0]['message'] );
	}

	public function test_mapkit_is_accepted_only_when_team_key_id_and_key_belong_together(): void {
		$services = array(
			'map_provider'             => 'mapkit',
			'mapkit_snapshot_base_url' => self::$servers['apple']->url,
			'mapkit_team_id'           => Apple_Snapshot_Test_Server::TEAM_ID,
			'mapkit_key_id'            => Apple_Snapshot_Test_Server::KEY_ID,
		);
		$good     = $this->test_with( 'maps', $services, array( 'mapkit_private_key' => self::$servers['apple']->private_key ) );
		$this->assertSame( array( 'Mapbox token: skipped', 'Apple MapKit: ok' ), $this->statuses( $good ) );
		$this->assertStringStartsWith( 'Apple accepted a map image signed with your key', $good['checks'][1]['message'] );

		$wrong = $this->test_with( 'maps', array( 'mapkit_key_id' => 'OTHERKEY12' ) + $services, array( 'mapkit_private_key' => self::$servers['apple']->private_key ) );
		$this->assertSame( array( 'Mapbox token: skipped', 'Apple MapKit: failed' ), $this->statuses( $wrong ) );
		$this->assertStringStartsWith( 'Apple refused the signature', $wrong['checks'][1]['message'] );

		$missing = $this->test_with( 'maps', $services );
		$this->assertStringStartsWith( 'Fill in Private key', $missing['checks'][1]['message'] );
	}

	public function test_ai_tests_the_entered_server_and_lists_its_models(): void {
		$report = $this->test_with(
			'ai',
			array(
				'ai_base_url'      => self::$servers['openai']->url,
				'ai_allow_local'   => '1',
				'ai_model_text'    => 'test-model',
				'ai_provider_text' => 'openai',
			),
			array( 'ai_api_key' => OpenAI_Test_Server::KEY )
		);

		$this->assertSame( 'Text: ok', $this->statuses( $report )[0] );
		$this->assertContains( 'test-model', $report['models'] );
		$this->assertSame( '', Settings::get( 'ai_base_url' ), 'A test stores nothing.' );
	}

	public function test_ai_says_why_a_base_url_is_refused(): void {
		$report = $this->test_with( 'ai', array( 'ai_base_url' => 'http://127.0.0.1:9/v1' ) );

		$this->assertSame( array( 'Base URL: failed' ), $this->statuses( $report ) );
		$this->assertStringContainsString( 'points to this machine or a private network', $report['checks'][0]['message'] );
	}
}
