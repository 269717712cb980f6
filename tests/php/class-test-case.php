<?php
/**
 * Base class for Cairn's PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use PHPUnit\Framework\TestCase as PHPUnit_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Runs each test in a database transaction that is rolled back afterwards, so
 * that users, posts and options a test makes do not leak into the next one,
 * and offers helpers for users with roles and REST requests.
 *
 * @since 0.1.0
 */
abstract class Test_Case extends PHPUnit_Test_Case {

	/**
	 * Starts the test's transaction and logs out.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		wp_set_current_user( 0 );
	}

	/**
	 * Rolls the test's changes back and resets the REST server, so that
	 * routes registered during a test do not stay.
	 */
	protected function tearDown(): void {
		global $wpdb, $wp_rest_server;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$wp_rest_server = null; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own REST server global, reset so the next test builds a new one.
		parent::tearDown();
	}

	/**
	 * Creates a user with a role.
	 *
	 * @param string $role  Role name, such as 'administrator', 'editor', 'author', 'contributor' or 'subscriber'.
	 * @param array  $extra Other wp_insert_user() fields.
	 * @return int User ID.
	 */
	protected function create_user( string $role, array $extra = array() ): int {
		$login   = $role . '_' . wp_generate_password( 8, false );
		$user_id = wp_insert_user(
			array_merge(
				array(
					'user_login' => $login,
					'user_pass'  => 'password',
					'user_email' => $login . '@example.org',
					'role'       => $role,
				),
				$extra
			)
		);
		$this->assertIsInt( $user_id, 'The test user could not be created.' );
		return $user_id;
	}

	/**
	 * An image in the media library, with its file on disk.
	 *
	 * @return int Attachment id.
	 */
	protected function create_test_image(): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$uploads = wp_upload_dir();
		$file    = trailingslashit( $uploads['path'] ) . 'cairn-test-' . wp_generate_password( 6, false ) . '.png';
		$image   = imagecreatetruecolor( 40, 30 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 90, 120, 60 ) );
		imagepng( $image, $file );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Ridge',
				'post_status'    => 'inherit',
			),
			$file
		);
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		return $id;
	}

	/**
	 * A block rendered from its saved comment, as a page renders it (so that
	 * its wrapper gets the block supports, which WordPress 6.8 has only
	 * during a render).
	 *
	 * @param string              $name       Block name.
	 * @param array<string,mixed> $attributes Attributes.
	 */
	protected function render_saved_block( string $name, array $attributes ): string {
		return do_blocks( '<!-- wp:' . $name . ' ' . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	/**
	 * Creates a user with a role and makes it the current user.
	 *
	 * @param string $role Role name; '' logs out.
	 * @return int User ID (0 when logged out).
	 */
	protected function act_as( string $role ): int {
		$user_id = '' === $role ? 0 : $this->create_user( $role );
		wp_set_current_user( $user_id );
		return $user_id;
	}

	/**
	 * Dispatches a REST request inside PHP, as the current user.
	 *
	 * @param string $method HTTP method.
	 * @param string $route  Route, such as '/cairn/v1/modules/all'.
	 * @param array  $params Query parameters (GET) or body parameters.
	 * @param array  $headers Request headers.
	 * @return WP_REST_Response The response (errors become responses with their status).
	 */
	protected function rest( string $method, string $route, array $params = array(), array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( 'GET' === $method || 'DELETE' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( wp_json_encode( $params ) );
		}
		return rest_do_request( $request );
	}
}
