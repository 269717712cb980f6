<?php
/**
 * Tests for MapKit sites' static map image: Apple's Maps Web Snapshots,
 * signed by the site, through the same route and cache as Mapbox's image.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Maps\Image_Cache;
use Cairn\Maps\Static_Map;
use Cairn\Maps\Static_Snapshot;
use Cairn\Settings;

require_once __DIR__ . '/trait-uses-apple-snapshot-test-server.php';

/**
 * Map snapshot: Apple's image through the site, signed ES256, cached.
 */
final class Test_Map_Snapshot extends Test_Case {

	use Uses_Apple_Snapshot_Test_Server;

	/** The PNG signature. */
	private const PNG = "\x89PNG\r\n\x1a\n";

	/**
	 * MapKit connected with the server's key, as a visitor.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$apple->reset();
		Image_Cache::clear();
		self::connect_apple();
		$flag = new \ReflectionProperty( \Cairn\Blocks\Map::class, 'interactive' );
		$flag->setAccessible( true );
		$flag->setValue( null, false );
		$this->act_as( '' );
	}

	/**
	 * The route's query for a MapKit map, signed as the block's render signs it.
	 *
	 * @param array<string,string> $params Parameters.
	 * @return array<string,string>
	 */
	private function signed( array $params ): array {
		$url = Static_Map::url( $params + array( 'provider' => 'mapkit' ) );
		$this->assertNotSame( '', $url );
		$query = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( 'mapkit', $query['provider'] );
		$this->assertNotEmpty( $query['sig'] );
		return $query;
	}

	/**
	 * What a PEM's body begins with, to look for it in a page.
	 *
	 * @param string $pem PEM.
	 */
	private static function pem_line( string $pem ): string {
		return explode( "\n", trim( $pem ) )[1];
	}

	public function test_one_marker_is_signed_for_apple_verified_and_cached(): void {
		$query    = $this->signed(
			array(
				'lon'     => '2.3522',
				'lat'     => '48.8566',
				'zoom'    => '13',
				'width'   => '640',
				'height'  => '480',
				'style'   => 'black_and_white',
				'color'   => '#0A3',
				'markers' => '2.3522,48.8566',
			)
		);
		$response = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'image/png', $response->get_headers()['Content-Type'] );
		$this->assertSame( 'miss', $response->get_headers()['X-Cairn-Cache'] );
		$this->assertStringStartsWith( self::PNG, $response->get_data()['bytes'] );
		$calls = self::$apple->calls();
		$this->assertSame( 1, $calls['calls'] );
		$this->assertSame( 1, $calls['verified'], "The server verified the site's ES256 signature with the public key." );
		$this->assertStringStartsWith( '/api/v1/snapshot?center=48.8566,2.3522&z=13&size=640x480&scale=2&t=mutedStandard&annotations=', $calls['last'] );
		$this->assertSame(
			array(
				array(
					'point'       => '48.8566,2.3522',
					'color'       => '00aa33',
					'markerStyle' => 'balloon',
				),
			),
			$calls['annotations']
		);

		$again = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 'hit', $again->get_headers()['X-Cairn-Cache'] );
		$this->assertSame( $response->get_data()['bytes'], $again->get_data()['bytes'] );
		$this->assertSame( 1, self::$apple->calls()['calls'], 'The second visitor costs no call to Apple.' );
	}

	public function test_several_markers_are_fitted_by_a_span_with_the_editors_padding(): void {
		$response = $this->rest(
			'GET',
			'/cairn/v1/map-image',
			$this->signed(
				array(
					'style'   => 'satellite',
					'zoom'    => '22',
					'markers' => '-122.4194,37.7749;-122.4783,37.8199',
				)
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$calls = self::$apple->calls();
		$this->assertSame( 1, $calls['verified'] );
		$this->assertStringStartsWith( '/api/v1/snapshot?center=37.7974,-122.44885&spn=0.075,0.067962&size=600x400&scale=2&t=satellite&annotations=', $calls['last'] );
		$this->assertCount( 2, $calls['annotations'] );
		$this->assertSame( '37.8199,-122.4783', $calls['annotations'][1]['point'] );
	}

	public function test_a_map_without_labels_asks_apple_for_no_points_of_interest(): void {
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $this->signed( array( 'labels' => '0' ) ) )->get_status() );
		$this->assertStringContainsString( '&t=standard&poi=0', self::$apple->calls()['last'] );
		$this->assertSame( 1, self::$apple->calls()['verified'] );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $this->signed( array( 'zoom' => '12' ) ) )->get_status() );
		$this->assertStringNotContainsString( 'poi=', self::$apple->calls()['last'], 'Labels shown is Apple\'s default.' );
	}

	public function test_zoom_is_kept_within_apples_levels(): void {
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $this->signed( array( 'zoom' => '0' ) ) )->get_status() );
		$this->assertStringContainsString( '&z=3&', self::$apple->calls()['last'] );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $this->signed( array( 'zoom' => '22' ) ) )->get_status() );
		$this->assertStringContainsString( '&z=20&', self::$apple->calls()['last'] );
		$this->assertSame( 2, self::$apple->calls()['verified'] );
	}

	public function test_visitors_need_the_renders_signature_and_it_covers_the_provider(): void {
		$query           = $this->signed( array( 'zoom' => '10' ) );
		$changed         = $query;
		$changed['zoom'] = '11';
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $changed )->get_status(), 'A changed parameter breaks the signature.' );
		$mapbox = $query;
		unset( $mapbox['provider'] );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $mapbox )->get_status(), 'The signature is for one provider.' );
		unset( $query['sig'] );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status(), 'An unsigned URL is refused.' );
		$query['sig'] = 'not-a-signature';
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status() );
		$this->assertSame( 0, self::$apple->calls()['calls'] );
		$this->act_as( 'author' );
		unset( $query['sig'] );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status(), "The editor's preview." );
	}

	public function test_apples_limits_are_validated_before_any_call(): void {
		$this->act_as( 'author' );
		$bad = array(
			'width'    => '641',
			'height'   => '49',
			'style'    => 'terrain',
			'provider' => 'google',
		);
		foreach ( $bad as $name => $value ) {
			$response = $this->rest( 'GET', '/cairn/v1/map-image', array( $name => $value ) + array( 'provider' => 'mapkit' ) );
			$this->assertSame( 400, $response->get_status(), $name );
			$this->assertStringContainsString( $name, $response->get_data()['message'] );
		}
		$this->assertSame( '', Static_Map::url( array( 'width' => '1280' ) + array( 'provider' => 'mapkit' ) ) );
		$this->assertSame( 0, self::$apple->calls()['calls'] );
	}

	public function test_a_wrong_key_fails_uncached_and_the_key_never_reaches_a_visitor(): void {
		$query = $this->signed( array( 'zoom' => '12' ) );
		$url   = Static_Map::url( array( 'zoom' => '12' ) + array( 'provider' => 'mapkit' ) );
		foreach ( array( 'teamId', 'keyId', 'signature', Apple_Snapshot_Test_Server::TEAM_ID, Apple_Snapshot_Test_Server::KEY_ID, self::pem_line( self::$apple->private_key ) ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $url );
		}

		$other = '';
		openssl_pkey_export(
			openssl_pkey_new(
				array(
					'private_key_type' => OPENSSL_KEYTYPE_EC,
					'curve_name'       => 'prime256v1',
				)
			),
			$other
		);
		update_option( Settings::SECRETS, array( 'mapkit_private_key' => $other ) );
		$response = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 502, $response->get_status(), 'Apple refuses a signature from another key.' );
		$this->assertStringNotContainsString( 'PRIVATE', (string) wp_json_encode( $response->get_data() ) );
		$this->rest( 'GET', '/cairn/v1/map-image', $query );
		$calls = self::$apple->calls();
		$this->assertSame( 2, $calls['calls'], 'A failure is not cached.' );
		$this->assertSame( 0, $calls['verified'] );

		update_option( Settings::SECRETS, array() );
		$this->assertSame( 503, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status() );
		$this->assertSame( 2, self::$apple->calls()['calls'] );
	}

	public function test_only_apples_host_is_called_by_default(): void {
		self::connect_apple( array( 'mapkit_snapshot_base_url' => '' ) );
		$this->assertSame( 'https://snapshot.apple-mapkit.com', Static_Snapshot::base_url() );
		$this->assertSame( array( 'snapshot.apple-mapkit.com' ), Static_Snapshot::policy()->allowed_hosts );
		$this->assertFalse( Static_Snapshot::policy()->allow_private );
		$map = Static_Map::normalize( array( 'provider' => 'mapkit' ) );
		$this->assertIsArray( $map );
		$url = Static_Snapshot::api_url( $map );
		$this->assertIsString( $url );
		$this->assertMatchesRegularExpression( '#^https://snapshot\.apple-mapkit\.com/api/v1/snapshot\?center=37\.7749%2C-122\.4194&z=13&size=600x400&scale=2&t=standard&teamId=ABCDE12345&keyId=KEY1234567&signature=[A-Za-z0-9_-]{86}$#', $url );
	}

	public function test_a_mapkit_site_renders_apples_image_and_never_its_key(): void {
		$html = $this->render_saved_block(
			'cairn/map',
			array(
				'points'      => array(
					array(
						'title'       => 'City Hall',
						'caption'     => '',
						'coordinates' => array(
							'longitude' => -122.4194,
							'latitude'  => 37.7749,
						),
					),
				),
				'align'       => 'wide',
				'mapStyle'    => 'black_and_white',
				'markerColor' => '#00aa33',
			)
		);
		$dom  = new \DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$image = ( new \DOMXPath( $dom ) )->query( '//img[contains(@class,"wp-block-cairn-map__image")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $image );
		$this->assertSame( '640', $image->getAttribute( 'width' ), "A wide map's image at Apple's largest size, its shape kept." );
		$this->assertSame( '480', $image->getAttribute( 'height' ) );
		$this->assertSame( 'Map showing City Hall', $image->getAttribute( 'alt' ) );
		$src = $image->getAttribute( 'src' );
		$this->assertStringStartsWith( rest_url( 'cairn/v1/map-image' ), $src );
		foreach ( array( 'PRIVATE KEY', Apple_Snapshot_Test_Server::TEAM_ID, Apple_Snapshot_Test_Server::KEY_ID, self::pem_line( self::$apple->private_key ), 'apple-mapkit.com', 'signature=' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $html );
		}

		$query = array();
		wp_parse_str( (string) wp_parse_url( $src, PHP_URL_QUERY ), $query );
		$this->assertSame( 'mapkit', $query['provider'] );
		$response = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 200, $response->get_status(), 'A visitor may load the image the render signed.' );
		$this->assertSame( 1, self::$apple->calls()['verified'] );
		$this->assertStringStartsWith( '/api/v1/snapshot?center=37.7749,-122.4194&z=13&size=640x480&scale=2&t=mutedStandard&annotations=', self::$apple->calls()['last'] );

		list( , $tall ) = $this->image_size(
			array(
				'align'     => 'full',
				'mapHeight' => 500,
			)
		);
		$this->assertSame( '250', $tall, 'A full-width map 500 high: 1280×500 drawn at 640×250.' );
	}

	public function test_a_pasted_token_or_terrain_keeps_the_map_box_without_apples_image(): void {
		self::connect_apple( array( 'mapkit_token' => 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln' ) );
		update_option( Settings::SECRETS, array() );
		$html = $this->render_saved_block( 'cairn/map', array() );
		$this->assertStringContainsString( 'data-cairn-map', $html, 'The map can still become interactive.' );
		$this->assertStringNotContainsString( '<img', $html, 'A pasted token cannot sign a snapshot.' );

		self::connect_apple();
		$this->assertStringNotContainsString( '<img', $this->render_saved_block( 'cairn/map', array( 'mapStyle' => 'terrain' ) ), 'Terrain is drawn by Mapbox, not set up here.' );
		$this->assertSame( 0, self::$apple->calls()['calls'] );
	}

	/**
	 * The width and height of a rendered map's image.
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 * @return array{0:string,1:string}
	 */
	private function image_size( array $attributes ): array {
		$html = $this->render_saved_block( 'cairn/map', $attributes );
		$this->assertSame( 1, preg_match( '/<img[^>]* width="(\d+)" height="(\d+)"/', $html, $match ) );
		return array( $match[1], $match[2] );
	}
}
