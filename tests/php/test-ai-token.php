<?php
/**
 * AI tokens: signed, short-lived, bound to the user, blog and site.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Token;
use WP_Error;

require_once __DIR__ . '/class-ai-test-session.php';

/**
 * Token::issue/verify and POST /cairn/v1/ai/jwt.
 */
final class Test_AI_Token extends Test_Case {

	protected function tearDown(): void {
		AI_Test_Session::close();
		parent::tearDown();
	}

	/**
	 * Base64url without padding, as JWTs spell it.
	 *
	 * @param string $data Bytes.
	 */
	private function b64( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' );
	}

	/**
	 * Valid claims for a user, to alter one at a time.
	 *
	 * @param int $user_id User id.
	 */
	private function claims( int $user_id ): array {
		return array(
			'sub'     => $user_id,
			'blog_id' => get_current_blog_id(),
			'site'    => home_url(),
			'iat'     => time(),
			'exp'     => time() + 300,
			'jti'     => 'test',
		);
	}

	private function assert_unauthorized( $result ): void {
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 401, $result->get_error_data()['status'] );
	}

	public function test_an_issued_token_verifies_to_its_user(): void {
		$user_id = $this->create_user( 'editor' );
		$token   = Token::issue( $user_id, AI_Test_Session::open( $user_id ) );

		$this->assertSame( 2, substr_count( $token, '.' ) );
		$this->assertSame( $user_id, Token::verify( $token ) );

		$claims = json_decode( base64_decode( strtr( explode( '.', $token )[1], '-_', '+/' ) ), true );
		$this->assertSame( $user_id, $claims['sub'] );
		$this->assertSame( get_current_blog_id(), $claims['blog_id'] );
		$this->assertSame( home_url(), $claims['site'] );
		$this->assertSame( 300, $claims['exp'] - $claims['iat'] );
		$this->assertNotEmpty( $claims['jti'] );
	}

	public function test_a_tampered_payload_is_refused(): void {
		$editor = $this->create_user( 'editor' );
		$admin  = $this->create_user( 'administrator' );
		$parts  = explode( '.', Token::issue( $editor ) );

		$parts[1] = $this->b64( (string) wp_json_encode( $this->claims( $admin ) ) );
		$this->assert_unauthorized( Token::verify( implode( '.', $parts ) ) );
	}

	public function test_a_tampered_signature_is_refused(): void {
		$parts    = explode( '.', Token::issue( $this->create_user( 'editor' ) ) );
		$parts[2] = $this->b64( str_repeat( "\0", 32 ) );
		$this->assert_unauthorized( Token::verify( implode( '.', $parts ) ) );

		$parts[2] = '';
		$this->assert_unauthorized( Token::verify( implode( '.', $parts ) ) );
	}

	public function test_alg_none_is_refused(): void {
		$claims = $this->claims( $this->create_user( 'editor' ) );
		$header = $this->b64(
			(string) wp_json_encode(
				array(
					'alg' => 'none',
					'typ' => 'JWT',
				)
			)
		);
		$body   = $this->b64( (string) wp_json_encode( $claims ) );

		$this->assert_unauthorized( Token::verify( $header . '.' . $body . '.' ) );
		$this->assert_unauthorized( Token::verify( $header . '.' . $body ) );

		// The right signature under a header that says none is still refused.
		$signed = explode( '.', Token::sign( $claims ) );
		$this->assert_unauthorized( Token::verify( $header . '.' . $signed[1] . '.' . $signed[2] ) );
	}

	public function test_an_expired_token_is_refused(): void {
		$claims        = $this->claims( $this->create_user( 'editor' ) );
		$claims['iat'] = time() - 400;
		$claims['exp'] = time() - 100;
		$result        = Token::verify( Token::sign( $claims ) );

		$this->assert_unauthorized( $result );
		$this->assertSame( 'cairn_ai_token_expired', $result->get_error_code() );
	}

	public function test_a_token_for_another_blog_is_refused(): void {
		$claims            = $this->claims( $this->create_user( 'editor' ) );
		$claims['blog_id'] = get_current_blog_id() + 1;
		$this->assert_unauthorized( Token::verify( Token::sign( $claims ) ) );
	}

	public function test_a_token_for_another_site_is_refused(): void {
		$editor = $this->create_user( 'editor' );
		$token  = Token::issue( $editor, AI_Test_Session::open( $editor ) );
		$filter = static function (): string {
			return 'https://another.example';
		};
		add_filter( 'home_url', $filter );
		try {
			$this->assert_unauthorized( Token::verify( $token ) );
		} finally {
			remove_filter( 'home_url', $filter );
		}
		$this->assertIsInt( Token::verify( $token ) );
	}

	public function test_malformed_tokens_are_refused(): void {
		foreach ( array( '', 'abc', 'a.b', 'a.b.c.d', '!!.??.**' ) as $token ) {
			$this->assert_unauthorized( Token::verify( $token ) );
		}
	}

	public function test_the_route_gives_an_editor_a_token(): void {
		$user_id = $this->act_as( 'editor' );
		AI_Test_Session::open( $user_id );
		$response = $this->rest( 'POST', '/cairn/v1/ai/jwt' );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( get_current_blog_id(), $data['blog_id'] );
		$this->assertSame( $user_id, Token::verify( $data['token'] ) );
	}

	public function test_the_route_refuses_a_user_without_a_login_session(): void {
		$this->act_as( 'editor' );
		$response = $this->rest( 'POST', '/cairn/v1/ai/jwt' );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'cairn_ai_no_session', $response->get_data()['code'] );
	}

	public function test_the_route_refuses_a_logged_out_visitor(): void {
		$this->act_as( '' );
		$this->assertSame( 401, $this->rest( 'POST', '/cairn/v1/ai/jwt' )->get_status() );
	}

	public function test_the_route_refuses_a_subscriber(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/ai/jwt' )->get_status() );
	}

	public function test_the_route_refuses_when_ai_is_off_site_wide(): void {
		AI_Test_Session::open( $this->act_as( 'administrator' ) );
		update_option( AI_Settings::OPTION, array( 'enabled' => false ) );

		$response = $this->rest( 'POST', '/cairn/v1/ai/jwt' );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'cairn_ai_disabled', $response->get_data()['code'] );
	}
	public function test_a_token_ends_when_its_user_logs_out(): void {
		$user_id = $this->create_user( 'author' );
		$session = AI_Test_Session::open( $user_id );
		$token   = Token::issue( $user_id, $session );
		$this->assertSame( $user_id, Token::verify( $token ) );

		// Logging out destroys the session the token was issued in.
		\WP_Session_Tokens::get_instance( $user_id )->destroy( $session );

		$result = Token::verify( $token );
		$this->assert_unauthorized( $result );
		$this->assertSame( 'Your login session has ended. Please log in again.', $result->get_error_message() );
	}

	public function test_a_token_ends_when_its_user_changes_password(): void {
		$user_id = $this->create_user( 'author' );
		$token   = Token::issue( $user_id, AI_Test_Session::open( $user_id ) );
		$this->assertSame( $user_id, Token::verify( $token ) );

		// Even with a session manager that kept the session, the password binding ends it.
		$sessions = get_user_meta( $user_id, 'session_tokens', true );
		wp_set_password( 'a new password', $user_id );
		update_user_meta( $user_id, 'session_tokens', $sessions );

		$this->assert_unauthorized( Token::verify( $token ) );
	}

	public function test_a_token_of_another_session_of_the_same_user_is_refused_after_that_logout(): void {
		$user_id = $this->create_user( 'author' );
		$first   = AI_Test_Session::open( $user_id );
		$second  = AI_Test_Session::open( $user_id );
		$token   = Token::issue( $user_id, $first );

		\WP_Session_Tokens::get_instance( $user_id )->destroy( $second );
		$this->assertSame( $user_id, Token::verify( $token ), 'Logging out elsewhere leaves this session.' );

		\WP_Session_Tokens::get_instance( $user_id )->destroy( $first );
		$this->assert_unauthorized( Token::verify( $token ) );
	}

	public function test_a_token_issued_outside_a_login_session_is_never_valid(): void {
		$user_id = $this->create_user( 'editor' );
		$this->assert_unauthorized( Token::verify( Token::issue( $user_id, '' ) ) );

		// Claims without a session, signed with the right key, are refused too.
		$this->assert_unauthorized( Token::verify( Token::sign( $this->claims( $user_id ) ) ) );
	}

	public function test_the_login_page_after_logout_forgets_the_cached_token(): void {
		$_GET['loggedout'] = 'true';
		ob_start();
		AI_Settings::print_logout_cleanup();
		$html = (string) ob_get_clean();
		unset( $_GET['loggedout'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets and clears the login page's query flag.

		$this->assertStringContainsString( 'localStorage.removeItem("cairn-ai-jwt")', $html );
	}
}
