<?php
/**
 * Tests for the static map image route against the local Mapbox server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Maps\Image_Cache;
use Cairn\Maps\Static_Map;
use Cairn\Settings;

require_once __DIR__ . '/trait-uses-mapbox-test-server.php';

/**
 * Map image: Mapbox's Static Images API through the site, cached.
 */
final class Test_Map_Image extends Test_Case {

	use Uses_Mapbox_Test_Server;

	/** The PNG signature. */
	private const PNG = "\x89PNG\r\n\x1a\n";

	/**
	 * Connects the local server through the owner's settings, as a visitor.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$mapbox->reset();
		Image_Cache::clear();
		update_option(
			Settings::SERVICES,
			array(
				'mapbox_token'        => Mapbox_Test_Server::TOKEN,
				'mapbox_api_base_url' => self::$mapbox->url,
			)
		);
		$this->act_as( '' );
	}

	/**
	 * The route's query for a map, signed as the block's render signs it.
	 *
	 * @param array<string,string> $params Parameters.
	 * @return array<string,string>
	 */
	private function signed( array $params ): array {
		$query = array();
		wp_parse_str( (string) wp_parse_url( Static_Map::url( $params ), PHP_URL_QUERY ), $query );
		$this->assertNotEmpty( $query['sig'] );
		return $query;
	}

	public function test_one_marker_is_a_pin_at_the_blocks_zoom_and_is_cached(): void {
		$query    = $this->signed(
			array(
				'lon'     => '2.3522',
				'lat'     => '48.8566',
				'zoom'    => '13',
				'width'   => '640',
				'height'  => '480',
				'style'   => 'black_and_white',
				'color'   => '#00AA33',
				'markers' => '2.3522,48.8566',
			)
		);
		$response = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'image/png', $response->get_headers()['Content-Type'] );
		$this->assertSame( 'miss', $response->get_headers()['X-Cairn-Cache'] );
		$this->assertStringStartsWith( self::PNG, $response->get_data()['bytes'] );
		$calls = self::$mapbox->calls();
		$this->assertSame( 1, $calls['calls'] );
		$this->assertSame( '/styles/v1/mapbox/light-v11/static/pin-s+00aa33(2.3522,48.8566)/2.3522,48.8566,13/640x480@2x', $calls['last'], 'The token is checked by the server and is not in what it records.' );

		$again = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 'hit', $again->get_headers()['X-Cairn-Cache'] );
		$this->assertSame( $response->get_data()['bytes'], $again->get_data()['bytes'] );
		$this->assertSame( 1, self::$mapbox->calls()['calls'], 'The second visitor costs no Mapbox call.' );
	}

	public function test_images_are_files_in_cairns_folder_of_uploads_and_never_options(): void {
		global $wpdb;
		$query = $this->signed( array( 'zoom' => '9' ) );
		$miss  = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 'miss', $miss->get_headers()['X-Cairn-Cache'] );
		$bytes = $miss->get_data()['bytes'];

		$in_options = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s OR option_value LIKE %s",
				'%' . $wpdb->esc_like( 'map_img' ) . '%',
				'%' . $wpdb->esc_like( base64_encode( $bytes ) ) . '%' // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- how the options table would hold the image.
			)
		);
		$this->assertSame( 0, $in_options, 'Without an object cache, options would load megabytes on every cache miss.' );
		$files = glob( wp_upload_dir()['basedir'] . '/cairn/map-images/*.png' );
		$this->assertCount( 1, $files );
		$this->assertSame( $bytes, file_get_contents( $files[0] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the cached file.
		$this->assertFileExists( dirname( $files[0] ) . '/.htaccess', 'The web server hands out none of them: the signed route does.' );

		$hit = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 'hit', $hit->get_headers()['X-Cairn-Cache'] );
		$this->assertSame( $bytes, $hit->get_data()['bytes'] );
		$this->assertSame( 1, self::$mapbox->calls()['calls'] );

		touch( $files[0], time() - Static_Map::CACHE_TTL - 1 );
		clearstatcache();
		$this->assertSame( 'miss', $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_headers()['X-Cairn-Cache'], 'A week-old image is fetched again.' );
		$this->assertSame( 2, self::$mapbox->calls()['calls'] );
	}

	public function test_a_daily_cleanup_removes_expired_images(): void {
		$this->assertNotFalse( wp_next_scheduled( Image_Cache::CRON_HOOK ) );
		$this->rest( 'GET', '/cairn/v1/map-image', $this->signed( array( 'zoom' => '9' ) ) );
		$this->rest( 'GET', '/cairn/v1/map-image', $this->signed( array( 'zoom' => '10' ) ) );
		$files = glob( wp_upload_dir()['basedir'] . '/cairn/map-images/*.png' );
		$this->assertCount( 2, $files );
		touch( $files[0], time() - Static_Map::CACHE_TTL - 1 );
		clearstatcache();
		do_action( 'cairn_map_images_cleanup' );
		$this->assertSame( array( $files[1] ), glob( wp_upload_dir()['basedir'] . '/cairn/map-images/*.png' ) );
	}

	public function test_several_markers_fit_the_map_with_the_editors_padding(): void {
		$this->rest(
			'GET',
			'/cairn/v1/map-image',
			$this->signed(
				array(
					'style'   => 'terrain',
					'markers' => '-122.4194,37.7749;-122.4783,37.8199',
				)
			)
		);
		$this->assertSame( '/styles/v1/mapbox/outdoors-v12/static/pin-s+ff0000(-122.4194,37.7749),pin-s+ff0000(-122.4783,37.8199)/auto/600x400@2x?padding=80,40', self::$mapbox->calls()['last'] );
	}

	public function test_visitors_need_the_renders_signature_editors_do_not(): void {
		$query         = $this->signed( array( 'zoom' => '10' ) );
		$query['zoom'] = '11';
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status(), 'A changed parameter breaks the signature.' );
		unset( $query['sig'] );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status() );
		$this->assertSame( 0, self::$mapbox->calls()['calls'] );
		$this->act_as( 'author' );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status(), "The editor's preview." );
	}

	public function test_every_parameter_is_validated(): void {
		$this->act_as( 'author' );
		$bad = array(
			'lat'     => '86',
			'lon'     => '-181',
			'zoom'    => '23',
			'width'   => '1281',
			'height'  => '0',
			'style'   => 'streets',
			'color'   => 'red;x',
			'markers' => '1,2;3',
		);
		foreach ( $bad as $name => $value ) {
			$response = $this->rest( 'GET', '/cairn/v1/map-image', array( $name => $value ) );
			$this->assertSame( 400, $response->get_status(), $name );
			$this->assertStringContainsString( $name, $response->get_data()['message'] );
		}
		$this->assertSame( 400, $this->rest( 'GET', '/cairn/v1/map-image', array( 'markers' => implode( ';', array_fill( 0, 51, '1,2' ) ) ) )->get_status() );
		$this->assertSame( '', Static_Map::url( array( 'zoom' => '-1' ) ) );
		$this->assertSame( 0, self::$mapbox->calls()['calls'] );
	}

	public function test_failures_are_not_cached_and_say_nothing_of_the_token(): void {
		$this->act_as( 'author' );
		update_option(
			Settings::SERVICES,
			array(
				'mapbox_token'        => 'pk.eyJ1Ijoid3JvbmcifQ.d3Jvbmc',
				'mapbox_api_base_url' => self::$mapbox->url,
			)
		);
		$response = $this->rest( 'GET', '/cairn/v1/map-image', array() );
		$this->assertSame( 502, $response->get_status() );
		$this->assertStringNotContainsString( 'pk.', (string) wp_json_encode( $response->get_data() ) );
		$this->rest( 'GET', '/cairn/v1/map-image', array() );
		$this->assertSame( 2, self::$mapbox->calls()['calls'] );
		update_option( Settings::SERVICES, array() );
		$this->assertSame( 503, $this->rest( 'GET', '/cairn/v1/map-image', array() )->get_status() );
	}

	public function test_only_mapboxs_host_is_called_by_default(): void {
		update_option( Settings::SERVICES, array( 'mapbox_token' => Mapbox_Test_Server::TOKEN ) );
		$this->assertSame( 'https://api.mapbox.com', Static_Map::base_url() );
		$map = Static_Map::normalize( array() );
		$this->assertIsArray( $map );
		$this->assertStringStartsWith( 'https://api.mapbox.com/styles/v1/mapbox/streets-v12/static/-122.4194,37.7749,13/600x400@2x?access_token=', Static_Map::api_url( $map, Mapbox_Test_Server::TOKEN ) );
	}
}
