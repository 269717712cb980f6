<?php
/**
 * What the editor learns about the site.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Editor_Data;

/**
 * `Editor_Data::get()`, printed as `window.cairnEditorData`.
 */
final class Test_Editor_Data extends Test_Case {

	public function test_the_editor_learns_the_site_locale(): void {
		$this->act_as( 'editor' );
		$this->assertSame( get_locale(), Editor_Data::get()['siteLocale'] );

		$filter = static function (): string {
			return 'fr_FR';
		};
		add_filter( 'locale', $filter );
		try {
			$this->assertSame( 'fr_FR', Editor_Data::get()['siteLocale'] );
		} finally {
			remove_filter( 'locale', $filter );
		}
	}

	public function test_the_editor_learns_the_current_user_id(): void {
		$user_id = $this->act_as( 'author' );
		$this->assertSame( $user_id, Editor_Data::get()['userId'] );

		wp_set_current_user( 0 );
		$this->assertSame( 0, Editor_Data::get()['userId'] );
	}

	public function test_the_map_block_learns_its_provider_api_and_public_token(): void {
		update_option(
			'cairn_services',
			array(
				'map_provider'        => 'mapkit',
				'mapbox_api_base_url' => 'http://127.0.0.1:9/',
				'mapbox_token'        => 'pk.eyJ1IjoiYSJ9.b',
			)
		);
		$this->act_as( 'author' );
		$this->assertSame(
			array(
				'provider'         => 'mapkit',
				'mapboxApiBaseUrl' => 'http://127.0.0.1:9',
				'mapboxToken'      => 'pk.eyJ1IjoiYSJ9.b',
				'mapkitSnapshots'  => false,
			),
			Editor_Data::get()['maps']
		);

		wp_set_current_user( 0 );
		$this->assertSame( '', Editor_Data::get()['maps']['mapboxToken'] );

		// A secret token stored by other means (the settings refuse it) is
		// never printed.
		$stored = static function (): array {
			return array( 'mapbox_token' => 'sk.eyJ1IjoiYSJ9.b' );
		};
		add_filter( 'pre_option_cairn_services', $stored );
		try {
			$this->act_as( 'author' );
			$this->assertSame( '', Editor_Data::get()['maps']['mapboxToken'] );
		} finally {
			remove_filter( 'pre_option_cairn_services', $stored );
		}
	}
}
