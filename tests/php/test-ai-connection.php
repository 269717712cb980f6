<?php
/**
 * Settings → Cairn's AI connection test and model list.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\Budget;
use Cairn\Settings;

require_once __DIR__ . '/trait-uses-openai-test-server.php';

/**
 * `GET /cairn/v1/ai/models` and the saved settings' test through
 * `POST /cairn/v1/services/ai/test` against tests/servers/openai-compatible.mjs.
 */
final class Test_AI_Connection extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/** The key the server requires. */
	private const KEY = 'sk-test-connection-key';

	/**
	 * The API key the server requires.
	 */
	protected static function test_server_key(): string {
		return self::KEY;
	}

	/**
	 * Points every task at the test server, as an owner would.
	 *
	 * @param array<string,string> $services Service settings to add or override.
	 * @param string               $key      The stored API key.
	 */
	private function configure( array $services = array(), string $key = self::KEY ): void {
		update_option(
			Settings::SERVICES,
			array_merge(
				array(
					'ai_base_url'        => self::$server->url,
					'ai_allow_local'     => '1',
					'ai_model_text'      => 'test-model',
					'ai_model_vision'    => 'test-model',
					'ai_model_image'     => 'test-image',
					'ai_model_audio'     => 'test-audio',
					'ai_provider_text'   => 'openai',
					'ai_provider_vision' => 'openai',
					'ai_provider_image'  => 'openai',
					'ai_provider_audio'  => 'openai',
				),
				$services
			)
		);
		update_option( Settings::SECRETS, array( 'ai_api_key' => $key ) );
	}

	/**
	 * Runs the test of the saved settings (nothing entered) as an administrator.
	 *
	 * @return array<string,array{label:string,status:string,message:string}> Rows by task.
	 */
	private function test_results(): array {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/cairn/v1/services/ai/test' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringNotContainsString( 'sk-', (string) wp_json_encode( $response->get_data() ) );
		$rows = array();
		foreach ( $response->get_data()['checks'] as $row ) {
			$rows[ strtolower( $row['label'] ) ] = $row;
		}
		$this->assertSame( array( 'text', 'vision', 'image', 'audio' ), array_keys( $rows ) );
		return $rows;
	}

	public function test_every_configured_task_works_without_counting_against_the_budget(): void {
		$this->configure();
		$before = Budget::count();
		$rows   = $this->test_results();
		foreach ( $rows as $row ) {
			$this->assertSame( 'ok', $row['status'], $row['message'] );
		}
		$this->assertSame( 'Answered a short request.', $rows['text']['message'] );
		$this->assertSame( $before, Budget::count() );
		// One tiny completion each for text and vision, capped at a few tokens.
		$this->assertSame( 5, self::$server->stats()['lastRequest']['maxTokens'] ?? null );
	}

	public function test_a_refused_key_is_named(): void {
		$this->configure( array(), 'sk-wrong' );
		$rows = $this->test_results();
		foreach ( $rows as $row ) {
			$this->assertSame( 'failed', $row['status'] );
			$this->assertSame( 'The server refused the API key. Check “API key”.', $row['message'] );
		}
	}

	public function test_an_unknown_model_is_named(): void {
		$this->configure(
			array(
				'ai_model_text'  => 'gpt-nonexistent',
				'ai_model_image' => 'dall-e-9',
			)
		);
		$rows = $this->test_results();
		$this->assertSame( 'failed', $rows['text']['status'] );
		$this->assertSame( 'The server does not know the model “gpt-nonexistent”. Check the model’s name.', $rows['text']['message'] );
		$this->assertSame( 'failed', $rows['image']['status'] );
		$this->assertSame( 'The server does not offer the model “dall-e-9”. Pick one of its models.', $rows['image']['message'] );
		$this->assertSame( 'ok', $rows['vision']['status'] );
	}

	public function test_a_base_url_that_is_not_the_api_is_named(): void {
		$wrong = preg_replace( '#/v1$#', '/api', self::$server->url );
		$this->configure( array( 'ai_base_url' => $wrong ) );
		$rows = $this->test_results();
		$this->assertSame( 'failed', $rows['text']['status'] );
		$this->assertSame(
			'Nothing at ' . $wrong . '/chat/completions answers like an OpenAI-compatible API. Check the base URL: it usually ends in /v1.',
			$rows['text']['message']
		);
		$this->assertStringStartsWith( 'Nothing at ' . $wrong . '/models', $rows['image']['message'] );
	}

	public function test_a_server_that_does_not_answer_is_named(): void {
		$this->configure( array( 'ai_base_url' => 'http://127.0.0.1:9/v1' ) );
		$rows = $this->test_results();
		$this->assertSame( 'failed', $rows['text']['status'] );
		$this->assertStringStartsWith( 'The server could not be reached: ', $rows['text']['message'] );
		$this->assertStringEndsWith( ' Check the base URL.', $rows['text']['message'] );
	}

	public function test_tasks_not_set_up_are_skipped(): void {
		$this->configure(
			array(
				'ai_model_image' => '',
				'ai_model_audio' => '',
			)
		);
		$rows = $this->test_results();
		$this->assertSame( 'ok', $rows['text']['status'] );
		$this->assertSame( 'skipped', $rows['image']['status'] );
		$this->assertSame( 'Not set up.', $rows['audio']['message'] );
	}

	public function test_the_model_list_is_the_servers_sorted(): void {
		$this->configure();
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/cairn/v1/ai/models' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'test-audio', 'test-image', 'test-model', 'test-slow' ), $response->get_data()['models'] );
	}

	public function test_the_model_list_says_what_is_wrong(): void {
		$this->configure( array(), 'sk-wrong' );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/cairn/v1/ai/models' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'The server refused the API key. Check “API key”.', $response->get_data()['message'] );

		update_option( Settings::SERVICES, array() );
		$response = $this->rest( 'GET', '/cairn/v1/ai/models' );
		$this->assertSame( 400, $response->get_status() );
	}

	public function test_only_administrators_may_test_or_list(): void {
		$this->configure();
		foreach ( array( 'editor', 'author' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/services/ai/test' )->get_status() );
			$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/ai/models' )->get_status() );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', '/cairn/v1/services/ai/test' )->get_status() );
	}
}
