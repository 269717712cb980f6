<?php
/**
 * Tests for what visitors get of the map block: the static image, the
 * places' list and the data of the view script.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;

require_once __DIR__ . '/trait-uses-mapbox-test-server.php';

/**
 * Map render: static image, places list, view data.
 */
final class Test_Map_Render extends Test_Case {

	use Uses_Mapbox_Test_Server;

	/**
	 * The view script's handle.
	 */
	private static function view_script(): string {
		return generate_block_asset_handle( 'cairn/map', 'viewScript' );
	}

	/**
	 * Two places, one with a hostile title and caption.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private function points(): array {
		return array(
			array(
				'id'          => 'poi.1786706',
				'title'       => 'Golden Gate <script>alert(1)</script>',
				'caption'     => '"><img src=x onerror=alert(2)> & the bay',
				'placeTitle'  => 'Golden Gate Bridge, San Francisco, California 94129, United States',
				'coordinates' => array(
					'longitude' => -122.4783,
					'latitude'  => 37.8199,
				),
			),
			array(
				'id'          => 'place.292358',
				'title'       => 'City Hall',
				'caption'     => '',
				'placeTitle'  => 'San Francisco, California, United States',
				'coordinates' => array(
					'longitude' => -122.4194,
					'latitude'  => 37.7749,
				),
			),
		);
	}

	/**
	 * Mapbox connected through the owner's settings, to the local server; a visitor.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$mapbox->reset();
		\Cairn\Maps\Image_Cache::clear();
		update_option(
			Settings::SERVICES,
			array(
				'mapbox_token'        => Mapbox_Test_Server::TOKEN,
				'mapbox_api_base_url' => self::$mapbox->url,
			)
		);
		// As on a new page: no map rendered yet, nothing queued.
		$flag = new \ReflectionProperty( \Cairn\Blocks\Map::class, 'interactive' );
		$flag->setAccessible( true );
		$flag->setValue( null, false );
		wp_dequeue_script( self::view_script() );
		$this->act_as( '' );
	}

	/**
	 * The rendered block as a DOM.
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 * @return array{0:string,1:\DOMXPath}
	 */
	private function render( array $attributes ): array {
		$html = $this->render_saved_block( 'cairn/map', $attributes );
		$dom  = new \DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		return array( $html, new \DOMXPath( $dom ) );
	}

	/**
	 * The view script's data.
	 *
	 * @param \DOMXPath $xpath The render.
	 * @return array<string,mixed>
	 */
	private function data( \DOMXPath $xpath ): array {
		$figure = $xpath->query( '//figure[@data-cairn-map]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $figure );
		$data = json_decode( $figure->getAttribute( 'data-cairn-map' ), true );
		$this->assertIsArray( $data );
		return $data;
	}

	public function test_static_image_is_signed_sized_and_named_by_its_places(): void {
		list( , $xpath ) = $this->render( array( 'points' => $this->points() ) );
		$image           = $xpath->query( '//img[contains(@class,"wp-block-cairn-map__image")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $image );
		$this->assertSame( '640', $image->getAttribute( 'width' ) );
		$this->assertSame( '480', $image->getAttribute( 'height' ) );
		$this->assertSame( 'Map showing Golden Gate <script>alert(1)</script> and City Hall', $image->getAttribute( 'alt' ) );

		$src   = $image->getAttribute( 'src' );
		$query = array();
		wp_parse_str( (string) wp_parse_url( $src, PHP_URL_QUERY ), $query );
		$this->assertStringStartsWith( rest_url( 'cairn/v1/map-image' ), $src );
		$this->assertSame( '-122.4783,37.8199;-122.4194,37.7749', $query['markers'] );
		$this->assertSame( 'ff0000', $query['color'], 'The default red is drawn in hex.' );
		$this->assertNotEmpty( $query['sig'] );

		$response = $this->rest( 'GET', '/cairn/v1/map-image', $query );
		$this->assertSame( 200, $response->get_status(), 'A visitor may load the image the render signed.' );
		$this->assertSame( 'image/png', $response->get_headers()['Content-Type'] );
		$this->assertStringContainsString( 'pin-s+ff0000(-122.4783,37.8199),pin-s+ff0000(-122.4194,37.7749)/auto/640x480@2x', self::$mapbox->calls()['last'] );

		$query['markers'] = '-122.4783,37.8199';
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status(), 'A signature is for one image.' );
	}

	/**
	 * The static image's query, as the render wrote it.
	 *
	 * @param \DOMXPath $xpath The render.
	 * @return array<string,string>
	 */
	private function image_query( \DOMXPath $xpath ): array {
		$image = $xpath->query( '//img[contains(@class,"wp-block-cairn-map__image")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $image );
		$query = array();
		wp_parse_str( (string) wp_parse_url( $image->getAttribute( 'src' ), PHP_URL_QUERY ), $query );
		return $query;
	}

	public function test_with_one_marker_the_image_is_centred_on_it_as_the_interactive_map(): void {
		list( , $xpath ) = $this->render(
			array(
				'points'    => array_slice( $this->points(), 0, 1 ),
				'mapCenter' => array(
					'longitude' => 2.3522,
					'latitude'  => 48.8566,
				),
				'zoom'      => 11,
			)
		);
		$query           = $this->image_query( $xpath );
		$this->assertSame( '-122.4783', $query['lon'] );
		$this->assertSame( '37.8199', $query['lat'] );
		$this->assertSame( '11', $query['zoom'] );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status() );
		$this->assertStringContainsString( '/-122.4783,37.8199,11/640x480@2x', self::$mapbox->calls()['last'] );
	}

	public function test_show_labels_reaches_the_static_image(): void {
		list( , $xpath ) = $this->render(
			array(
				'points'     => $this->points(),
				'mapStyle'   => 'satellite',
				'mapDetails' => false,
			)
		);
		$query           = $this->image_query( $xpath );
		$this->assertSame( '0', $query['labels'] );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status() );
		// Mapbox's satellite imagery without the streets' labels.
		$this->assertStringStartsWith( '/styles/v1/mapbox/satellite-v9/static/', self::$mapbox->calls()['last'] );

		list( , $shown ) = $this->render( array( 'points' => $this->points() ) );
		$this->assertArrayNotHasKey( 'labels', $this->image_query( $shown ), 'Labels shown, the default, keeps earlier URLs.' );
		$query['labels'] = '1';
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/map-image', $query )->get_status(), 'The signature covers the labels.' );
	}

	public function test_places_list_shows_each_title_and_caption_only_escaped(): void {
		list( $html, $xpath ) = $this->render( array( 'points' => $this->points() ) );
		$items                = $xpath->query( '//ul[@class="wp-block-cairn-map__places"]/li' );
		$this->assertSame( 2, $items->length );
		$this->assertSame( 'Golden Gate <script>alert(1)</script>', $xpath->query( './/*[@class="wp-block-cairn-map__place-title"]', $items->item( 0 ) )->item( 0 )->textContent );
		$this->assertSame( '"><img src=x onerror=alert(2)> & the bay', $xpath->query( './/*[@class="wp-block-cairn-map__place-caption"]', $items->item( 0 ) )->item( 0 )->textContent );
		$this->assertSame( 'City Hall', trim( $items->item( 1 )->textContent ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertSame( 1, $xpath->query( '//img' )->length, 'Only the map image is an image.' );
		$this->assertStringNotContainsString( 'United States', $html, 'Place names from the geocoder are not shown.' );
		$this->assertStringNotContainsString( 'poi.1786706', $html );
	}

	public function test_view_data_holds_the_map_and_the_public_token_never_a_private_key(): void {
		$pem = '';
		$key = openssl_pkey_new(
			array(
				'private_key_type' => OPENSSL_KEYTYPE_EC,
				'curve_name'       => 'prime256v1',
			)
		);
		openssl_pkey_export( $key, $pem );
		update_option(
			Settings::SERVICES,
			array(
				'mapbox_token'        => Mapbox_Test_Server::TOKEN,
				'mapbox_api_base_url' => self::$mapbox->url,
				'map_provider'        => 'mapkit',
				'mapkit_team_id'      => 'ABCDE12345',
				'mapkit_key_id'       => 'KEY1234567',
			)
		);
		update_option( Settings::SECRETS, array( 'mapkit_private_key' => $pem ) );

		list( $html, $xpath ) = $this->render(
			array(
				'points'       => $this->points(),
				'zoom'         => 9,
				'mapStyle'     => 'satellite',
				'markerColor'  => '#00aa33',
				'scrollToZoom' => true,
			)
		);
		$data                 = $this->data( $xpath );
		$this->assertSame( 'mapkit', $data['provider'] );
		$this->assertSame( 'satellite', $data['mapStyle'] );
		$this->assertSame( '#00aa33', $data['markerColor'] );
		$this->assertEquals( 9, $data['zoom'] );
		$this->assertTrue( $data['scrollToZoom'] );
		$this->assertTrue( $data['showFullscreen'] );
		$this->assertSame(
			array(
				'accessToken' => Mapbox_Test_Server::TOKEN,
				'apiBaseUrl'  => self::$mapbox->url,
			),
			$data['mapbox']
		);
		$this->assertSame( rest_url( 'cairn/v1/mapkit' ), $data['mapkit']['tokenUrl'] );
		$this->assertSame( array( 'title', 'caption', 'coordinates' ), array_keys( $data['points'][0] ) );
		$this->assertSame( 'Golden Gate <script>alert(1)</script>', $data['points'][0]['title'] );
		$this->assertStringNotContainsString( 'PRIVATE KEY', $html );
		$this->assertStringNotContainsString( 'KEY1234567', $html );
		$pem_body = explode( "\n", trim( $pem ) )[1];
		$this->assertStringNotContainsString( $pem_body, $html );
		$this->assertTrue( wp_script_is( self::view_script(), 'enqueued' ), 'A map that can become interactive has its view script.' );
	}

	public function test_height_alignment_and_bad_points(): void {
		$points          = $this->points();
		$points[]        = array(
			'title'       => 'Nowhere',
			'coordinates' => array(
				'longitude' => 200,
				'latitude'  => 10,
			),
		);
		list( , $xpath ) = $this->render(
			array(
				'points'    => $points,
				'align'     => 'wide',
				'mapHeight' => 500,
			)
		);
		$image           = $xpath->query( '//img' )->item( 0 );
		$this->assertSame( '1280', $image->getAttribute( 'width' ) );
		$this->assertSame( '500', $image->getAttribute( 'height' ) );
		$this->assertSame( 'height:500px', $xpath->query( '//div[@class="wp-block-cairn-map__map"]' )->item( 0 )->getAttribute( 'style' ) );
		$this->assertSame( 2, $xpath->query( '//li' )->length, 'A point off the map is left out.' );
		$this->assertStringContainsString( 'alignwide', $xpath->query( '//figure' )->item( 0 )->getAttribute( 'class' ) );
	}

	public function test_without_a_provider_only_the_places_and_no_script(): void {
		update_option( Settings::SERVICES, array() );
		list( $html, $xpath ) = $this->render( array( 'points' => $this->points() ) );
		$this->assertSame( 0, $xpath->query( '//img' )->length );
		$this->assertSame( 0, $xpath->query( '//*[@data-cairn-map]' )->length );
		$this->assertSame( 2, $xpath->query( '//li' )->length );
		$this->assertStringContainsString( 'is-list-only', $html );
		$this->assertFalse( wp_script_is( self::view_script(), 'enqueued' ), 'A map that cannot become interactive loads no script.' );
	}

	public function test_a_map_without_points_shows_its_centre(): void {
		list( $html, $xpath ) = $this->render(
			array(
				'mapCenter' => array(
					'longitude' => 2.3522,
					'latitude'  => 48.8566,
				),
				'zoom'      => 11,
			)
		);
		$image                = $xpath->query( '//img' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $image );
		$this->assertSame( 'Map', $image->getAttribute( 'alt' ) );
		$query = array();
		wp_parse_str( (string) wp_parse_url( $image->getAttribute( 'src' ), PHP_URL_QUERY ), $query );
		$this->assertSame( '2.3522', $query['lon'] );
		$this->assertSame( '11', $query['zoom'] );
		$this->assertSame( '', $query['markers'] );
		$this->assertStringNotContainsString( '<ul', $html );
	}

	public function test_a_secret_token_is_never_published_and_an_empty_map_renders_nothing(): void {
		// The settings refuse to store one; as if an older version had.
		$stored = static function () {
			return array( 'mapbox_token' => 'sk.eyJ1IjoiY2Fpcm4ifQ.c2VjcmV0' );
		};
		add_filter( 'pre_option_' . Settings::SERVICES, $stored );
		$html = $this->render_saved_block( 'cairn/map', array( 'points' => $this->points() ) );
		remove_filter( 'pre_option_' . Settings::SERVICES, $stored );
		$this->assertStringNotContainsString( 'sk.eyJ1', $html );
		$this->assertStringNotContainsString( 'data-cairn-map', $html );
		$this->assertStringContainsString( 'City Hall', $html );

		update_option( Settings::SERVICES, array() );
		$this->assertSame( '', trim( $this->render_saved_block( 'cairn/map', array() ) ) );
	}
}
