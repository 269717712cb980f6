<?php
/**
 * Per-user AI limits.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Budget;
use Cairn\AI\Token;
use Cairn\AI\User_Limits;
use Cairn\Settings;
use WP_REST_Response;

require_once __DIR__ . '/trait-uses-openai-test-server.php';
require_once __DIR__ . '/class-ai-test-session.php';
require_once __DIR__ . '/trait-runs-php-processes.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Requests per hour and per month by role, exact under concurrent requests;
 * smaller prompts for roles that cannot publish; refusals that name the limit
 * and count nothing.
 *
 * @group database
 */
final class Test_AI_User_Limits extends Test_Case {

	use Uses_OpenAI_Test_Server;
	use Runs_PHP_Processes;

	protected function setUp(): void {
		parent::setUp();
		update_option(
			Settings::SERVICES,
			array(
				'ai_base_url'    => self::$server->url,
				'ai_model_text'  => 'test-model',
				'ai_allow_local' => '1',
			)
		);
		$this->use_test_server_key();
	}

	protected function tearDown(): void {
		AI_Test_Session::close();
		parent::tearDown();
	}

	/**
	 * Sets role limits as the budget manager would.
	 *
	 * @param array $limits Role limits.
	 * @param array $extra  Other budget values.
	 */
	private function limits( array $limits, array $extra = array() ): void {
		$this->act_as( 'administrator' );
		update_option( AI_Settings::OPTION, array_merge( AI_Settings::get(), array( 'role_limits' => $limits ), $extra ) );
		wp_set_current_user( 0 );
	}

	/**
	 * A token for a user, logged out afterwards.
	 *
	 * @param int $user_id User.
	 */
	private function token( int $user_id ): string {
		$token = Token::issue( $user_id, AI_Test_Session::open( $user_id ) );
		wp_set_current_user( 0 );
		return $token;
	}

	/**
	 * Posts a whole query.
	 *
	 * @param string $token Token.
	 * @param string $text  Prompt.
	 */
	private function query( string $token, string $text = 'Write about owls.' ): WP_REST_Response {
		return $this->rest(
			'POST',
			'/cairn/v1/ai/query',
			array(
				'stream'   => false,
				'messages' => array(
					array(
						'role'    => 'cairn-ai',
						'content' => '',
						'context' => array(
							'type'    => 'userPrompt',
							'request' => $text,
						),
					),
				),
			),
			array( 'Authorization' => 'Bearer ' . $token )
		);
	}

	public function test_contributors_and_authors_have_limits_by_default_editors_none(): void {
		$this->assertSame(
			array(
				'hourly'  => 10,
				'monthly' => 50,
			),
			User_Limits::for_user( $this->create_user( 'contributor' ) )
		);
		$this->assertSame(
			array(
				'hourly'  => 30,
				'monthly' => 300,
			),
			User_Limits::for_user( $this->create_user( 'author' ) )
		);
		$this->assertSame(
			array(
				'hourly'  => 0,
				'monthly' => 0,
			),
			User_Limits::for_user( $this->create_user( 'editor' ) )
		);
	}

	public function test_a_user_with_several_roles_gets_the_most_generous(): void {
		$user_id = $this->create_user( 'contributor' );
		get_userdata( $user_id )->add_role( 'author' );
		$this->assertSame(
			array(
				'hourly'  => 30,
				'monthly' => 300,
			),
			User_Limits::for_user( $user_id )
		);
	}

	public function test_the_monthly_limit_refuses_in_plain_words_and_counts_nothing(): void {
		$this->limits(
			array(
				'contributor' => array(
					'hourly'  => 0,
					'monthly' => 2,
				),
			)
		);
		$token = $this->token( $this->create_user( 'contributor' ) );

		$this->assertSame( 200, $this->query( $token )->get_status() );
		$this->assertSame( 200, $this->query( $token )->get_status() );
		$refused = $this->query( $token );

		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'cairn_ai_user_limit', $refused->get_data()['code'] );
		$this->assertSame( 'monthly', $refused->get_data()['data']['limit'] );
		$this->assertStringStartsWith( 'You have reached your limit of 2 AI requests this month. It resets on ', $refused->get_data()['message'] );
		$this->assertSame( 2, Budget::count(), 'The refusal took nothing from the site.' );
	}

	public function test_the_hourly_limit_names_the_hour(): void {
		$this->limits(
			array(
				'author' => array(
					'hourly'  => 1,
					'monthly' => 0,
				),
			)
		);
		$token = $this->token( $this->create_user( 'author' ) );

		$this->assertSame( 200, $this->query( $token )->get_status() );
		$refused = $this->query( $token );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'hourly', $refused->get_data()['data']['limit'] );
		$this->assertStringStartsWith( 'You have reached your limit of 1 AI request per hour. You can make more after ', $refused->get_data()['message'] );
	}

	public function test_an_editor_is_not_held_by_a_contributors_limit(): void {
		$this->limits(
			array(
				'contributor' => array(
					'hourly'  => 0,
					'monthly' => 1,
				),
			)
		);
		$contributor = $this->token( $this->create_user( 'contributor' ) );
		$editor      = $this->token( $this->create_user( 'editor' ) );

		$this->assertSame( 200, $this->query( $contributor )->get_status() );
		$this->assertSame( 429, $this->query( $contributor )->get_status() );
		$this->assertSame( 200, $this->query( $editor )->get_status() );
	}

	public function test_a_site_budget_refusal_takes_nothing_from_the_user(): void {
		$this->limits(
			array(
				'author' => array(
					'hourly'  => 5,
					'monthly' => 5,
				),
			),
			array( 'free_limit' => 1 )
		);
		$user_id = $this->create_user( 'author' );
		$token   = $this->token( $user_id );

		$this->assertSame( 200, $this->query( $token )->get_status() );
		$this->assertSame( 429, $this->query( $token )->get_status() );
		$this->assertSame( 1, User_Limits::count( $user_id, 'hourly' ) );
		$this->assertSame( 1, User_Limits::count( $user_id, 'monthly' ) );
	}

	public function test_roles_that_cannot_publish_send_smaller_prompts(): void {
		$long = str_repeat( 'owl ', 6000 );
		$this->assertSame( User_Limits::RESTRICTED_CHARACTERS, User_Limits::max_characters( $this->create_user( 'contributor' ) ) );

		$refused = $this->query( $this->token( $this->create_user( 'contributor' ) ), $long );
		$this->assertSame( 413, $refused->get_status() );
		$this->assertSame( 'prompt', $refused->get_data()['data']['limit'] );
		$this->assertStringContainsString( '20,000 characters', $refused->get_data()['message'] );
		$this->assertSame( 0, Budget::count() );

		$this->assertSame( 200, $this->query( $this->token( $this->create_user( 'author' ) ), $long )->get_status() );
	}

	public function test_only_a_budget_manager_sets_role_limits(): void {
		$this->act_as( 'administrator' );
		$this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				AI_Settings::OPTION => array(
					'role_limits' => array(
						'contributor' => array(
							'hourly'  => 3,
							'monthly' => 7,
						),
					),
				),
			)
		);
		$this->assertSame(
			array(
				'hourly'  => 3,
				'monthly' => 7,
			),
			AI_Settings::get()['role_limits']['contributor']
		);

		add_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		try {
			$this->rest(
				'POST',
				'/wp/v2/settings',
				array(
					AI_Settings::OPTION => array(
						'role_limits' => array(
							'contributor' => array(
								'hourly'  => 0,
								'monthly' => 0,
							),
						),
					),
				)
			);
		} finally {
			remove_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		}
		$this->assertSame(
			array(
				'hourly'  => 3,
				'monthly' => 7,
			),
			AI_Settings::get()['role_limits']['contributor']
		);
	}

	public function test_the_hourly_limit_is_exact_under_concurrent_requests(): void {
		global $wpdb;
		// The other processes must see committed rows, and on SQLite the
		// test's open transaction would lock them out: end it for this test.
		$wpdb->query( 'ROLLBACK' );
		$runs = 12;
		$now  = time();
		$user = (int) $this->php( 'echo wp_insert_user( array( "user_login" => "limits_" . wp_generate_password( 6, false ), "user_pass" => "x", "role" => "contributor" ) );' );
		$this->assertGreaterThan( 0, $user );
		try {
			// One hour for every process ($now), whatever the clock does meanwhile.
			$answers = $this->race( $runs, '$r = Cairn\AI\User_Limits::reserve( ' . $user . ', 1, ' . $now . ' ); echo is_wp_error( $r ) ? $r->get_error_code() : "ok";' );
			$counts  = array_count_values( $answers );
			$this->assertSame( 10, $counts['ok'] ?? 0, implode( ', ', $answers ) );
			$this->assertSame( $runs - 10, $counts['cairn_ai_user_limit'] ?? 0, implode( ', ', $answers ) );
			$this->assertSame( '10', trim( $this->php( 'echo Cairn\AI\User_Limits::count( ' . $user . ', "hourly", ' . $now . ' );' ) ) );
		} finally {
			$this->php( 'require_once ABSPATH . "wp-admin/includes/user.php"; wp_delete_user( ' . $user . ' ); foreach ( array( "hourly", "monthly" ) as $p ) { delete_option( Cairn\AI\User_Limits::option_name( ' . $user . ', $p, ' . $now . ' ) ); }' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}
