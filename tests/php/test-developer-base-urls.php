<?php
/**
 * The developer base URLs: honoured only when wp-config.php allows them, and
 * on multisite set only by a network administrator.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\Assets;
use Cairn\Developer_Base_Urls;
use Cairn\Giphy\Client as Giphy;
use Cairn\Http\Outgoing_Request;
use Cairn\Instagram\Client as Instagram;
use Cairn\Mailchimp\Client as Mailchimp;
use Cairn\Maps\Static_Map;
use Cairn\Maps\Static_Snapshot;
use Cairn\Settings;
use Cairn\Stripe\Client as Stripe;

require_once __DIR__ . '/class-mapbox-test-server.php';

/**
 * Where the owner's keys go.
 */
final class Test_Developer_Base_Urls extends Test_Case {

	/** A loopback address where a site administrator would send the keys. */
	private const ELSEWHERE = 'http://127.0.0.1:9';

	/**
	 * The URLs the HTTP API was asked for.
	 *
	 * @var string[]
	 */
	private $requested = array();

	/**
	 * A stand-in DNS (every vendor host is public) and an HTTP API that
	 * records each request and answers none.
	 */
	protected function setUp(): void {
		parent::setUp();
		Outgoing_Request::set_resolver(
			static function ( string $host ): array {
				return array( false !== filter_var( $host, FILTER_VALIDATE_IP ) ? $host : '93.184.216.34' );
			}
		);
		add_filter( 'pre_http_request', array( $this, 'record' ), 10, 3 );
	}

	/**
	 * Restores the DNS, the HTTP API and the filters a test added.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'record' ), 10 );
		remove_all_filters( 'cairn_developer_base_urls_allowed' );
		remove_all_filters( 'cairn_developer_base_urls_network_managed' );
		Outgoing_Request::set_resolver( null );
		parent::tearDown();
	}

	/**
	 * Records a request and fails it.
	 *
	 * @param mixed  $pre  Null so far.
	 * @param array  $args Request arguments.
	 * @param string $url  URL.
	 */
	public function record( $pre, $args, $url ): \WP_Error {
		$this->requested[] = $url;
		return new \WP_Error( 'cairn_test_offline', 'Not sent.' );
	}

	/**
	 * Every service set up with its keys, and every developer base URL
	 * pointed at this machine, as a site administrator would point them.
	 */
	private function store_everything_pointing_elsewhere(): void {
		$services = array(
			'mailchimp_list_id' => 'list1',
			'mapbox_token'      => Mapbox_Test_Server::TOKEN,
			'instagram_app_id'  => '123',
		);
		foreach ( Developer_Base_Urls::FIELDS as $field ) {
			$services[ $field ] = self::ELSEWHERE;
		}
		update_option( Settings::SERVICES, $services );
		update_option(
			Settings::SECRETS,
			array(
				'stripe_secret_key'    => 'sk_test_owner',
				'mailchimp_api_key'    => 'owner0123456789-us6',
				'giphy_key'            => 'owner-giphy-key',
				'instagram_app_secret' => 'owner-app-secret',
			)
		);
		$this->assertSame( self::ELSEWHERE, Settings::get( 'stripe_api_base_url' ), 'Stored where wp-config.php allows developer base URLs.' );
		// Saving the Stripe key read the account: only what follows counts.
		$this->requested = array();
	}

	/**
	 * Hosts the recorded requests went to, as `host:port`.
	 *
	 * @return string[]
	 */
	private function requested_hosts(): array {
		return array_map(
			static function ( string $url ): string {
				return wp_parse_url( $url, PHP_URL_HOST ) . ':' . ( wp_parse_url( $url, PHP_URL_PORT ) ?? '' );
			},
			$this->requested
		);
	}

	public function test_the_test_site_allows_them_in_wp_config_as_an_owner_would(): void {
		$this->assertTrue( defined( 'CAIRN_DEVELOPER_BASE_URLS' ) && CAIRN_DEVELOPER_BASE_URLS, 'tools/wp/site.mjs writes the constant into wp-config.php.' );
		$this->assertTrue( Developer_Base_Urls::allowed() );
	}

	public function test_without_the_constant_every_client_calls_the_vendor_and_no_key_goes_elsewhere(): void {
		$this->store_everything_pointing_elsewhere();
		add_filter( 'cairn_developer_base_urls_allowed', '__return_false' );

		Stripe::call( 'GET', '/v1/account' );
		Mailchimp::subscribe( 'visitor@example.com', array(), array() );
		Giphy::search( 'cairns' );
		Instagram::username( 'owner-token' );
		Static_Map::image( Static_Map::normalize( array() ) );

		$this->assertSame(
			array( 'api.stripe.com:', 'us6.api.mailchimp.com:', 'api.giphy.com:', 'graph.instagram.com:', 'api.mapbox.com:' ),
			$this->requested_hosts()
		);
		$this->assertSame( 'https://snapshot.apple-mapkit.com', Static_Snapshot::base_url() );
		$this->assertSame( '', $this->rendered_map_config()['mapbox']['apiBaseUrl'], "The visitor's map asks Mapbox." );
		$this->assertSame( '', Settings::get( 'stripe_api_base_url' ), 'A stored value is ignored.' );
		$stored = get_option( Settings::SERVICES );
		$this->assertSame( self::ELSEWHERE, $stored['stripe_api_base_url'], 'and kept for when the constant comes back.' );
	}

	public function test_with_the_constant_the_clients_call_the_developer_base_urls(): void {
		$this->store_everything_pointing_elsewhere();
		Stripe::call( 'GET', '/v1/account' );
		Mailchimp::subscribe( 'visitor@example.com', array(), array() );
		$this->assertSame( array( '127.0.0.1:9', '127.0.0.1:9' ), $this->requested_hosts() );
		$this->assertSame( self::ELSEWHERE, Static_Snapshot::base_url() );
		$this->assertSame( self::ELSEWHERE, $this->rendered_map_config()['mapbox']['apiBaseUrl'] );
	}

	public function test_without_the_constant_nobody_changes_them_and_the_page_does_not_offer_them(): void {
		$this->store_everything_pointing_elsewhere();
		add_filter( 'cairn_developer_base_urls_allowed', '__return_false' );
		$this->act_as( 'administrator' );
		$this->assertFalse( Developer_Base_Urls::can_set() );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'stripe_api_base_url' => 'http://127.0.0.1:8' ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertStringContainsString( "define( 'CAIRN_DEVELOPER_BASE_URLS', true );", $response->get_data()['message'] );

		update_option( Settings::SERVICES, array( 'stripe_api_base_url' => 'http://127.0.0.1:8' ) );
		$this->assertSame( self::ELSEWHERE, get_option( Settings::SERVICES )['stripe_api_base_url'], 'Any other write keeps the stored value.' );

		$this->assertFalse( $this->page_data()['canSetDeveloperBaseUrls'] );
	}

	public function test_on_multisite_a_site_administrator_cannot_set_them(): void {
		$this->store_everything_pointing_elsewhere();
		add_filter( 'cairn_developer_base_urls_network_managed', '__return_true' );
		$this->act_as( 'administrator' );
		$this->assertFalse( current_user_can( 'manage_network_options' ) );
		$this->assertFalse( Developer_Base_Urls::can_set() );

		$services = get_option( Settings::SERVICES );
		foreach ( Developer_Base_Urls::FIELDS as $field ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( $field => 'http://10.0.0.5:8080' ) + $services ) );
			$this->assertSame( 403, $response->get_status(), $field );
			$this->assertSame( 'Only a network administrator can change the developer base URLs.', $response->get_data()['message'] );
		}
		update_option( Settings::SERVICES, array( 'mailchimp_api_base_url' => 'http://10.0.0.5:8080' ) + $services );
		foreach ( Developer_Base_Urls::FIELDS as $field ) {
			$this->assertSame( self::ELSEWHERE, Settings::get( $field ), $field );
		}

		// The settings page posts every value back: unchanged ones are no change.
		$services['mailchimp_list_id'] = 'list2';
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => $services ) )->get_status() );
		$this->assertSame( 'list2', Settings::get( 'mailchimp_list_id' ) );
		$this->assertSame( self::ELSEWHERE, Settings::get( 'mailchimp_api_base_url' ) );
		$this->assertFalse( $this->page_data()['canSetDeveloperBaseUrls'] );
	}

	public function test_on_multisite_a_network_administrator_sets_them(): void {
		add_filter( 'cairn_developer_base_urls_network_managed', '__return_true' );
		$this->act_as( 'administrator' );
		wp_get_current_user()->add_cap( 'manage_network_options' );
		$this->assertTrue( Developer_Base_Urls::can_set() );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'giphy_api_base_url' => 'http://127.0.0.1:8/' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'http://127.0.0.1:8/', Settings::get( 'giphy_api_base_url' ) );
		$this->assertTrue( $this->page_data()['canSetDeveloperBaseUrls'] );
	}

	public function test_on_a_single_site_with_the_constant_the_administrator_sets_them(): void {
		$this->assertFalse( is_multisite() );
		$this->act_as( 'administrator' );
		$this->assertTrue( Developer_Base_Urls::can_set() );
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'stripe_api_base_url' => 'http://127.0.0.1:8' ) ) )->get_status() );
		$this->assertSame( 'http://127.0.0.1:8', Settings::get( 'stripe_api_base_url' ) );
		$this->assertTrue( $this->page_data()['canSetDeveloperBaseUrls'] );
	}

	/**
	 * What a map block hands its view script.
	 *
	 * @return array<string,mixed>
	 */
	private function rendered_map_config(): array {
		$this->assertSame( 1, preg_match( '/data-cairn-map="([^"]*)"/', $this->render_saved_block( 'cairn/map', array() ), $attribute ) );
		return json_decode( html_entity_decode( $attribute[1], ENT_QUOTES ), true );
	}

	/**
	 * What the settings page is told, as it prints it.
	 *
	 * @return array<string,mixed>
	 */
	private function page_data(): array {
		$scripts = wp_scripts();
		$before  = $scripts->get_data( Assets::SETTINGS, 'before' );
		$scripts->add_data( Assets::SETTINGS, 'before', array() );
		AI_Settings::print_page_data( 'settings_page_cairn' );
		$printed = (array) $scripts->get_data( Assets::SETTINGS, 'before' );
		$scripts->add_data( Assets::SETTINGS, 'before', $before );
		$this->assertCount( 1, $printed );
		$this->assertSame( 1, preg_match( '/^window\.cairnAiSettingsData = (.*);$/s', (string) end( $printed ), $json ) );
		return json_decode( $json[1], true );
	}
}
