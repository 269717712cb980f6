<?php
/**
 * Signing up through the Mailchimp block, as visitors and editors do, for
 * the tests of a class that uses the local Mailchimp server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Mailchimp;
use Cairn\Settings;
use WP_REST_Response;

require_once __DIR__ . '/trait-uses-mailchimp-test-server.php';

/**
 * Connects the site to the test audience, builds signup blocks and sends
 * their forms (REST, or the plain post without JavaScript).
 */
trait Mailchimp_Signups {

	use Uses_Mailchimp_Test_Server;

	/**
	 * Connects the test audience through the owner's settings, and gives
	 * each test its own visitor address (the per-IP limit).
	 */
	private function set_up_signups(): void {
		self::$mailchimp->reset();
		$this->connect( Mailchimp_Test_Server::KEY, Mailchimp_Test_Server::LIST_ID );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * Sets the key, audience and the API base URL (the local server).
	 *
	 * @param string $key  API key.
	 * @param string $list Audience id.
	 */
	private function connect( string $key, string $list ): void {
		update_option(
			Settings::SERVICES,
			array(
				'mailchimp_list_id'      => $list,
				'mailchimp_api_base_url' => self::$mailchimp->url,
			)
		);
		update_option( Settings::SECRETS, array( 'mailchimp_api_key' => $key ) );
	}

	/**
	 * A subscribe request as a visitor.
	 *
	 * @param array<string,mixed> $params Body.
	 */
	private function subscribe( array $params ): WP_REST_Response {
		wp_set_current_user( 0 );
		$response = $this->rest( 'POST', '/cairn/v1/mailchimp/subscribe', $params );
		$this->assertStringNotContainsString( Mailchimp_Test_Server::KEY, (string) wp_json_encode( $response->get_data() ), 'No answer carries the key.' );
		$this->assertStringNotContainsString( 'test0123456789abcdef', (string) wp_json_encode( $response->get_data() ) );
		return $response;
	}

	/**
	 * The member the server holds for an address, or null.
	 *
	 * @param string $email Address.
	 * @return array<string,mixed>|null
	 */
	private function member( string $email ): ?array {
		return self::$mailchimp->members()[ md5( strtolower( $email ) ) ] ?? null;
	}

	/**
	 * A post holding a signup block.
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 * @param array<string,mixed> $post       Other wp_insert_post() fields.
	 */
	private function signup_post( array $attributes, array $post = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_title'   => 'Newsletter',
					'post_status'  => 'publish',
					'post_content' => '<!-- wp:cairn/mailchimp ' . wp_json_encode( (object) $attributes ) . ' /-->',
				),
				$post
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The hidden fields of a post's signup form as the current user's page
	 * shows it (a visitor's page, or an author's preview).
	 *
	 * @param int $post_id The post.
	 * @return array<string,string>
	 */
	private function form_fields( int $post_id ): array {
		$html = '';
		foreach ( parse_blocks( (string) get_post( $post_id )->post_content ) as $parsed ) {
			if ( 'cairn/mailchimp' === $parsed['blockName'] ) {
				$html .= ( new \WP_Block( $parsed, array( 'postId' => $post_id ) ) )->render();
			}
		}
		return $this->hidden_fields( $html );
	}

	/**
	 * The hidden fields of rendered forms, but the admin-post ones.
	 *
	 * @param string $html The markup.
	 * @return array<string,string>
	 */
	private function hidden_fields( string $html ): array {
		preg_match_all( '/<input type="hidden" name="([^"]+)" value="([^"]*)"/', $html, $matches, PREG_SET_ORDER );
		$fields = array();
		foreach ( $matches as $match ) {
			$fields[ $match[1] ] = html_entity_decode( $match[2], ENT_QUOTES );
		}
		$this->assertNotEmpty( $fields, 'The form is on the page.' );
		unset( $fields['action'], $fields['cairn_return'] );
		return $fields;
	}

	/**
	 * Posts the form without JavaScript, as the current user's browser does.
	 *
	 * @param array<string,string> $fields The form's fields.
	 * @return string Where the visitor is sent back to.
	 */
	private function plain_post( array $fields ): string {
		$user  = get_current_user_id();
		$_POST = wp_slash( array_merge( $fields, array( 'cairn_return' => home_url( '/newsletter/' ) ) ) );
		$stop  = static function ( string $location ): string {
			throw new \RuntimeException( $location );
		};
		add_filter( 'wp_redirect', $stop );
		try {
			Mailchimp::handle_post();
			$this->fail( 'The plain post sends the visitor back.' );
		} catch ( \RuntimeException $redirect ) {
			return $redirect->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $stop );
			$_POST = array();
			wp_set_current_user( $user );
		}
	}
}
