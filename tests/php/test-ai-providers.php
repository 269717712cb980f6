<?php
/**
 * AI providers: selection and the OpenAI-compatible client.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\OpenAI_Compatible_Provider;
use Cairn\AI\Providers;
use Cairn\AI\SSE_Parser;
use Cairn\AI\WordPress_AI_Provider;
use Cairn\Settings;
use WP_Error;

require_once __DIR__ . '/trait-uses-openai-test-server.php';

/**
 * `Providers::for_task()` per the settings, and `OpenAI_Compatible_Provider`
 * against tests/servers/openai-compatible.mjs: answers, streams, aborts and
 * the mapping of upstream errors.
 */
final class Test_AI_Providers extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * The API key the server requires.
	 */
	protected static function test_server_key(): string {
		return 'sk-test-key';
	}

	protected function setUp(): void {
		parent::setUp();
		WordPress_AI_Provider::reset();
	}

	/**
	 * Points the OpenAI-compatible client at the test server.
	 *
	 * @param array<string,string> $services Service settings to add or override.
	 */
	private function configure( array $services = array() ): void {
		update_option(
			Settings::SERVICES,
			array_merge(
				array(
					'ai_base_url'    => self::$server->url,
					'ai_allow_local' => '1',
					'ai_model_text'  => 'test-model',
				),
				$services
			)
		);
		update_option( Settings::SECRETS, array( 'ai_api_key' => 'sk-test-key' ) );
	}

	/**
	 * A conversation.
	 *
	 * @param string $text The user's text.
	 * @return array<int,array<string,string>>
	 */
	private function messages( string $text = 'hello brave new world' ): array {
		return array(
			array(
				'role'    => 'system',
				'content' => 'Be brief.',
			),
			array(
				'role'    => 'user',
				'content' => $text,
			),
		);
	}

	/**
	 * Streams with a model and collects the pieces.
	 *
	 * @param string   $model   Model.
	 * @param int|null $stop_at Return false from the callback at this piece.
	 * @param array    $options Provider options.
	 * @return array{0:true|WP_Error,1:string[]}
	 */
	private function stream( string $model, ?int $stop_at = null, array $options = array() ): array {
		$this->configure( array( 'ai_model_text' => $model ) );
		$pieces = array();
		$result = ( new OpenAI_Compatible_Provider() )->stream(
			$this->messages(),
			$options,
			static function ( string $text ) use ( &$pieces, $stop_at ): bool {
				$pieces[] = $text;
				return null === $stop_at || count( $pieces ) < $stop_at;
			}
		);
		return array( $result, $pieces );
	}

	public function test_nothing_set_up_names_the_settings_to_fill_in(): void {
		$error = Providers::for_task( 'text' );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 'cairn_ai_not_configured', $error->get_error_code() );
		$this->assertSame( 503, $error->get_error_data()['status'] );
		$this->assertSame( 'ai_base_url', $error->get_error_data()['setting'] );
		$this->assertSame(
			'No AI provider can write text. Fill in “AI → Base URL” and “Text model” in Settings → Cairn, or set up an AI connector under Settings → Connectors.',
			$error->get_error_message()
		);
	}

	public function test_not_configured_links_the_settings_only_for_those_who_manage_options(): void {
		$this->act_as( 'editor' );
		$this->assertSame( '', Providers::for_task( 'text' )->get_error_data()['settingsUrl'] );

		$this->act_as( 'administrator' );
		$this->assertSame(
			admin_url( 'options-general.php?page=cairn#cairn-ai' ),
			Providers::for_task( 'text' )->get_error_data()['settingsUrl']
		);
	}

	public function test_not_configured_names_the_missing_setting_by_its_id(): void {
		$this->configure( array( 'ai_model_text' => '' ) );
		$this->assertSame( 'ai_model_text', Providers::for_task( 'text' )->get_error_data()['setting'] );
		$this->assertSame( 'ai_model_vision', Providers::for_task( 'vision' )->get_error_data()['setting'] );

		$this->configure( array( 'ai_provider_text' => 'wordpress' ) );
		$this->assertSame( 'ai_provider_text', Providers::for_task( 'text' )->get_error_data()['setting'] );
	}

	public function test_each_task_names_its_own_model_setting(): void {
		$this->configure();
		$this->assertInstanceOf( OpenAI_Compatible_Provider::class, Providers::for_task( 'text' ) );

		$vision = Providers::for_task( 'vision' );
		$this->assertInstanceOf( WP_Error::class, $vision );
		$this->assertStringContainsString( '“Vision model”', $vision->get_error_message() );

		// WordPress's AI client has no speech-to-text: only Cairn's settings help.
		$audio = Providers::for_task( 'audio' );
		$this->assertStringContainsString( '“Audio model”', $audio->get_error_message() );
		$this->assertStringNotContainsString( 'Connectors', $audio->get_error_message() );
	}

	public function test_automatic_choice_falls_back_to_the_openai_compatible_client(): void {
		// No connector is set up on the test site, so WordPress's AI client cannot serve.
		$this->assertFalse( ( new WordPress_AI_Provider() )->supports( 'text' ) );
		$this->configure();
		$this->assertInstanceOf( OpenAI_Compatible_Provider::class, Providers::for_task( 'text' ) );
	}

	public function test_choosing_wordpress_without_a_connector_points_to_connectors(): void {
		$this->configure( array( 'ai_provider_text' => 'wordpress' ) );
		$error = Providers::for_task( 'text' );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 503, $error->get_error_data()['status'] );
		$this->assertStringContainsString( 'Settings → Connectors', $error->get_error_message() );
	}

	public function test_choosing_openai_without_a_model_names_the_model_setting(): void {
		$this->configure(
			array(
				'ai_provider_text' => 'openai',
				'ai_model_text'    => '',
			)
		);
		$error = Providers::for_task( 'text' );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertStringContainsString( '“AI → Base URL” and “Text model”', $error->get_error_message() );
		$this->assertStringNotContainsString( 'Connectors', $error->get_error_message() );
	}

	public function test_the_wordpress_client_is_not_used_when_ai_is_switched_off(): void {
		add_filter( 'wp_supports_ai', '__return_false' );
		$supports = ( new WordPress_AI_Provider() )->supports( 'text' );
		remove_filter( 'wp_supports_ai', '__return_false' );

		$this->assertFalse( $supports );
	}

	public function test_wordpress_client_errors_map_to_the_editors_codes(): void {
		$cases = array(
			array( new WP_Error( 'prompt_network_error', 'x', array( 'status' => 503 ) ), 'error_service_unavailable', 503 ),
			array( new WP_Error( 'prompt_prevented', 'x', array( 'status' => 503 ) ), 'error_service_unavailable', 503 ),
			// A connector's 429 is its provider's limit, not the site's budget.
			array( new WP_Error( 'prompt_client_error', 'Rate limit', array( 'status' => 429 ) ), 'error_service_unavailable', 503 ),
			array( new WP_Error( 'prompt_upstream_server_error', 'x', array( 'status' => 502 ) ), 'error_service_unavailable', 503 ),
			array( new WP_Error( 'prompt_token_limit_reached', 'x', array( 'status' => 400 ) ), 'error_context_too_large', 413 ),
			array( new WP_Error( 'prompt_client_error', 'Blocked by safety settings', array( 'status' => 400 ) ), 'error_moderation', 422 ),
			array( new WP_Error( 'prompt_invalid_argument', 'x', array( 'status' => 400 ) ), 'error_response', 400 ),
		);
		foreach ( $cases as list( $error, $code, $status ) ) {
			$mapped = WordPress_AI_Provider::map_error( $error );
			$this->assertSame( $code, $mapped->get_error_code(), $error->get_error_code() . ' ' . $error->get_error_message() );
			$this->assertSame( $status, $mapped->get_error_data()['status'] );
		}
	}

	public function test_completes_with_the_key_and_the_tasks_model(): void {
		$this->configure( array( 'ai_model_vision' => 'test-model-vision' ) );
		$provider = new OpenAI_Compatible_Provider();

		$this->assertSame( 'Echo: hello brave new world', $provider->complete( $this->messages(), array() ) );
		$request = self::$server->stats()['lastRequest'];
		$this->assertSame( 'test-model', $request['model'] );
		$this->assertFalse( $request['stream'] );
		$this->assertSame( 'Bearer sk-test-key', $request['authorization'] );
		$this->assertSame( 'system', $request['messages'][0]['role'] );

		$provider->complete( $this->messages(), array( 'task' => 'vision' ) );
		$this->assertSame( 'test-model-vision', self::$server->stats()['lastRequest']['model'] );
	}

	public function test_streams_the_answer_in_pieces(): void {
		list( $result, $pieces ) = $this->stream( 'test-model' );

		$this->assertTrue( $result );
		$this->assertGreaterThan( 2, count( $pieces ) );
		$this->assertSame( 'Echo: hello brave new world', implode( '', $pieces ) );
		$this->assertTrue( self::$server->stats()['lastRequest']['stream'] );
	}

	public function test_keep_alive_comments_and_a_usage_chunk_leave_the_text_as_written(): void {
		// Asking for usage is an owner's choice, through the payload filter.
		$usage = static function ( array $payload ): array {
			$payload['stream_options'] = array( 'include_usage' => true );
			return $payload;
		};
		add_filter( 'cairn_ai_openai_payload', $usage );
		try {
			list( $result, $pieces ) = $this->stream( 'test-model' );
		} finally {
			remove_filter( 'cairn_ai_openai_payload', $usage );
		}

		$this->assertTrue( $result );
		$this->assertSame( 'Echo: hello brave new world', implode( '', $pieces ) );
		$this->assertSame( array( 'include_usage' => true ), self::$server->stats()['lastRequest']['streamOptions'] );
		$this->assertSame( array(), self::$server->stats()['refused'] );
	}

	public function test_a_whole_answer_ignores_its_usage_and_keeps_the_text(): void {
		$this->configure();
		$this->assertSame( 'Echo: hello brave new world', ( new OpenAI_Compatible_Provider() )->complete( $this->messages(), array() ) );
	}

	public function test_the_parser_skips_comments_and_choiceless_usage_chunks(): void {
		$pieces = array();
		$parser = new \Cairn\AI\SSE_Parser(
			static function ( string $text ) use ( &$pieces ): bool {
				$pieces[] = $text;
				return true;
			}
		);
		$stream = ": keep-alive\n\n"
			. 'data: {"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}],"usage":null}' . "\n\n"
			. ": OPENROUTER PROCESSING\n\n"
			. 'data: {"choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":null}],"usage":null}' . "\n\n"
			. 'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":null}' . "\n\n"
			. 'data: {"choices":[],"usage":{"prompt_tokens":10,"completion_tokens":1,"total_tokens":11}}' . "\n\n"
			. "data: [DONE]\n\n";
		$this->assertTrue( $parser->write( $stream ) );
		$this->assertTrue( $parser->finish() );
		$this->assertSame( array( 'Hi' ), $pieces );
	}

	public function test_the_unclear_marker_is_passed_on_as_the_model_wrote_it(): void {
		list( $result, $pieces ) = $this->stream( 'test-unclear' );
		$this->assertTrue( $result );
		$this->assertSame( 'CAIRN_AI_ERROR', implode( '', $pieces ) );
	}

	public function test_returning_false_aborts_the_upstream_call(): void {
		self::$server->reset();
		$started                 = microtime( true );
		list( $result, $pieces ) = $this->stream( 'test-slow', 2 );

		$this->assertTrue( $result );
		$this->assertCount( 2, $pieces );
		// test-slow streams for about 30 s: returning early proves the abort.
		$this->assertLessThan( 5, microtime( true ) - $started );
		$aborted = 0;
		for ( $i = 0; $i < 50 && ! $aborted; $i++ ) {
			usleep( 20000 );
			$aborted = self::$server->stats()['aborted'];
		}
		$this->assertSame( 1, $aborted );
	}

	public function test_upstream_errors_map_to_the_editors_codes_and_statuses(): void {
		$cases = array(
			'test-error-429'        => array( 'error_service_unavailable', 503 ),
			'test-error-429-rate'   => array( 'error_service_unavailable', 503 ),
			'test-error-503'        => array( 'error_service_unavailable', 503 ),
			'test-error-413'        => array( 'error_context_too_large', 413 ),
			'test-error-413-status' => array( 'error_context_too_large', 413 ),
			'test-error-moderation' => array( 'error_moderation', 422 ),
			'test-error-400'        => array( 'error_response', 400 ),
			'no-such-model'         => array( 'error_response', 400 ),
		);
		foreach ( $cases as $model => list( $code, $status ) ) {
			$this->configure( array( 'ai_model_text' => $model ) );
			$whole                     = ( new OpenAI_Compatible_Provider() )->complete( $this->messages(), array() );
			list( $streamed, $pieces ) = $this->stream( $model );

			foreach ( array( $whole, $streamed ) as $error ) {
				$this->assertInstanceOf( WP_Error::class, $error, $model );
				$this->assertSame( $code, $error->get_error_code(), $model );
				$this->assertSame( $status, $error->get_error_data()['status'], $model );
			}
			$this->assertSame( array(), $pieces, $model );
		}
	}

	public function test_a_providers_429_is_its_own_limit_never_the_sites_budget(): void {
		$this->configure( array( 'ai_model_text' => 'test-error-429-rate' ) );
		$whole            = ( new OpenAI_Compatible_Provider() )->complete( $this->messages(), array() );
		list( $streamed ) = $this->stream( 'test-error-429-rate' );
		foreach ( array( $whole, $streamed ) as $error ) {
			// The provider's rate limit: Retry after its delay, from its retry-after header.
			$this->assertSame( 'error_service_unavailable', $error->get_error_code() );
			$this->assertSame( 'rate', $error->get_error_data()['provider_limit'] );
			$this->assertSame( 7, $error->get_error_data()['retry_after'] );
			$this->assertSame( 'The AI service is temporarily unavailable.', $error->get_error_message() );
		}

		$this->configure( array( 'ai_model_text' => 'test-error-429' ) );
		$quota = ( new OpenAI_Compatible_Provider() )->complete( $this->messages(), array() );
		// The owner's provider account is out of credit: no retry, no upgrade of the site's budget.
		$this->assertSame( 'quota', $quota->get_error_data()['provider_limit'] );
		$this->assertArrayNotHasKey( 'retry_after', $quota->get_error_data() );
		$this->assertSame( 'You exceeded your current quota, please check your plan details.', $quota->get_error_message() );

		// Without a header, the delay is read from the message.
		$this->assertSame( 20, Providers::from_http( 429, '{"error":{"message":"Please try again in 19.2s.","code":"rate_limit_exceeded"}}' )->get_error_data()['retry_after'] );
		$this->assertSame( 3, Providers::from_http( 429, '{}', '3' )->get_error_data()['retry_after'] );
	}

	public function test_a_refused_api_key_is_not_configured_naming_the_key_setting(): void {
		$this->configure();
		update_option( Settings::SECRETS, array( 'ai_api_key' => 'sk-wrong-1234' ) );
		$provider = new OpenAI_Compatible_Provider();
		$whole    = $provider->complete( $this->messages(), array() );
		$streamed = $provider->stream( $this->messages(), array(), '__return_true' );

		foreach ( array( $whole, $streamed ) as $error ) {
			$this->assertInstanceOf( WP_Error::class, $error );
			$this->assertSame( 'cairn_ai_not_configured', $error->get_error_code() );
			$this->assertSame( 503, $error->get_error_data()['status'] );
			$this->assertSame( 'ai_api_key', $error->get_error_data()['setting'] );
			$this->assertStringContainsString( '“AI → API key”', $error->get_error_message() );
			// The upstream message quotes part of the key: never passed on.
			$this->assertStringNotContainsString( 'sk-wrong', wp_json_encode( array( $error->get_error_message(), $error->get_error_data() ) ) );
			$this->assertStringNotContainsString( 'Incorrect', $error->get_error_message() );
		}
	}

	public function test_a_401_or_403_from_the_provider_is_not_configured(): void {
		foreach ( array( 'test-error-401', 'test-error-403' ) as $model ) {
			$this->configure( array( 'ai_model_text' => $model ) );
			$error = ( new OpenAI_Compatible_Provider() )->complete( $this->messages(), array() );
			$this->assertSame( 'cairn_ai_not_configured', $error->get_error_code(), $model );
			$this->assertSame( 'ai_api_key', $error->get_error_data()['setting'], $model );
			$this->assertStringNotContainsString( 'sk-wrong', $error->get_error_message(), $model );
		}
		$mapped = WordPress_AI_Provider::map_error( new WP_Error( 'prompt_client_error', 'Invalid key sk-abc', array( 'status' => 401 ) ) );
		$this->assertSame( 'cairn_ai_not_configured', $mapped->get_error_code() );
		$this->assertStringContainsString( 'Settings → Connectors', $mapped->get_error_message() );
		$this->assertStringNotContainsString( 'sk-abc', $mapped->get_error_message() );
	}

	public function test_the_tick_aborts_a_silent_provider_before_its_first_token(): void {
		$this->configure( array( 'ai_model_text' => 'test-silent' ) );
		self::$server->reset();
		$started = microtime( true );
		$ticks   = 0;
		$pieces  = array();
		$result  = ( new OpenAI_Compatible_Provider() )->stream(
			$this->messages(),
			array(
				'on_tick' => static function () use ( &$ticks, $started ): bool {
					++$ticks;
					// The browser "leaves" after a second and a half.
					return microtime( true ) - $started < 1.5;
				},
			),
			static function ( string $text ) use ( &$pieces ): bool {
				$pieces[] = $text;
				return true;
			}
		);

		$this->assertTrue( $result );
		$this->assertSame( array(), $pieces );
		$this->assertGreaterThan( 1, $ticks );
		// test-silent says nothing for 20 s: returning this soon proves the abort.
		$this->assertLessThan( 5, microtime( true ) - $started );
		$aborted = 0;
		for ( $i = 0; $i < 50 && ! $aborted; $i++ ) {
			usleep( 20000 );
			$aborted = self::$server->stats()['aborted'];
		}
		$this->assertSame( 1, $aborted );
	}

	public function test_stop_with_the_wordpress_ai_client_aborts_its_provider_call_and_discards_the_answer(): void {
		if ( ! function_exists( 'wp_ai_client_prompt' ) ) {
			$this->markTestSkipped( 'WordPress’s AI client comes with WordPress 7.0.' );
		}
		require_once __DIR__ . '/class-wp-ai-client-test-provider.php';
		WP_AI_Client_Test_Provider::connect( self::$server->url, 'sk-test-key' );
		// The test server is on 127.0.0.1, which the AI client's safe requests refuse by default.
		$local = static function ( $external, $host ) {
			return '127.0.0.1' === $host ? true : $external;
		};
		add_filter( 'http_request_host_is_external', $local, 10, 2 );
		$port  = (int) wp_parse_url( self::$server->url, PHP_URL_PORT );
		$ports = static function ( $allowed ) use ( $port ) {
			return array_merge( (array) $allowed, array( $port ) );
		};
		add_filter( 'http_allowed_safe_ports', $ports );
		update_option( Settings::SERVICES, array( 'ai_provider_text' => 'wordpress' ) );
		self::$server->reset();
		try {
			$provider = \Cairn\AI\Providers::for_task( 'text' );
			$this->assertInstanceOf( WordPress_AI_Provider::class, $provider );
			$started = microtime( true );
			$ticks   = 0;
			$pieces  = array();
			$result  = $provider->stream(
				$this->messages(),
				array(
					'on_tick' => static function () use ( &$ticks, $started ): bool {
						++$ticks;
						// The browser "leaves" after a second and a half.
						return microtime( true ) - $started < 1.5;
					},
				),
				static function ( string $text ) use ( &$pieces ): bool {
					$pieces[] = $text;
					return true;
				}
			);
		} finally {
			remove_filter( 'http_request_host_is_external', $local, 10 );
			remove_filter( 'http_allowed_safe_ports', $ports );
			// The AI client's registry outlives the test: the provider goes quiet again.
			WP_AI_Client_Test_Provider::disconnect();
			WordPress_AI_Provider::reset();
		}

		$this->assertTrue( $result, is_wp_error( $result ) ? $result->get_error_message() . ' ' . wp_json_encode( self::$server->stats() ) : '' );
		$this->assertSame( array(), $pieces );
		$this->assertGreaterThan( 1, $ticks );
		// test-slow answers whole after 30 s: returning this soon proves the abort.
		$this->assertLessThan( 10, microtime( true ) - $started );
		$aborted = 0;
		for ( $i = 0; $i < 100 && ! $aborted; $i++ ) {
			usleep( 20000 );
			$aborted = self::$server->stats()['aborted'];
		}
		$this->assertSame( 1, $aborted );
		$this->assertSame( 0, self::$server->stats()['completed'] );
	}

	public function test_a_server_that_is_down_is_unavailable(): void {
		$this->configure( array( 'ai_base_url' => 'http://127.0.0.1:9/v1' ) );
		$provider = new OpenAI_Compatible_Provider();

		$this->assertSame( 'error_service_unavailable', $provider->complete( $this->messages(), array() )->get_error_code() );
		$streamed = $provider->stream( $this->messages(), array(), '__return_true' );
		$this->assertSame( 'error_service_unavailable', $streamed->get_error_code() );
		$this->assertSame( 503, $streamed->get_error_data()['status'] );
	}

	public function test_a_silent_server_times_out_as_unavailable(): void {
		$this->configure( array( 'ai_model_text' => 'test-hang' ) );
		$provider = new OpenAI_Compatible_Provider();

		$this->assertSame( 'error_service_unavailable', $provider->complete( $this->messages(), array( 'timeout' => 1 ) )->get_error_code() );
		list( $streamed ) = $this->stream( 'test-hang', null, array( 'timeout' => 1 ) );
		$this->assertSame( 'error_service_unavailable', $streamed->get_error_code() );
	}

	public function test_a_stream_cut_midway_is_unavailable_after_its_first_pieces(): void {
		list( $result, $pieces ) = $this->stream( 'test-stream-drop' );

		$this->assertSame( array( 'Echo:', ' hello' ), $pieces );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'error_service_unavailable', $result->get_error_code() );
	}

	public function test_the_parser_reads_events_split_anywhere(): void {
		$stream = "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}\n\n"
			. ": keep-alive\n\n"
			. "data: {\"choices\":[{\"delta\":{\"content\":\"Héllo\"}}]}\r\n\r\n"
			. "data: {\"choices\":[{\"delta\":{\"content\":\" wörld\"}}]}\n\n"
			. "data: [DONE]\n\n";
		foreach ( array( 1, 3, 7, strlen( $stream ) ) as $size ) {
			$pieces = array();
			$parser = new SSE_Parser(
				static function ( string $text ) use ( &$pieces ): bool {
					$pieces[] = $text;
					return true;
				}
			);
			foreach ( str_split( $stream, $size ) as $bytes ) {
				$this->assertTrue( $parser->write( $bytes ) );
			}
			$this->assertTrue( $parser->finish() );
			$this->assertSame( array( 'Héllo', ' wörld' ), $pieces, "split every $size bytes" );
		}
	}

	public function test_the_parser_reads_a_whole_json_answer_and_in_stream_errors(): void {
		$pieces = array();
		$parser = new SSE_Parser(
			static function ( string $text ) use ( &$pieces ): bool {
				$pieces[] = $text;
				return true;
			}
		);
		$parser->write( '{"choices":[{"message":{"role":"assistant","content":"Whole"}}]}', 200, 'application/json' );
		$this->assertTrue( $parser->finish() );
		$this->assertSame( array( 'Whole' ), $pieces );

		$parser = new SSE_Parser( '__return_true' );
		$parser->write( "data: {\"error\":{\"message\":\"Content flagged by moderation\",\"code\":\"content_filter\"}}\n\n" );
		$error = $parser->finish();
		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 'error_moderation', $error->get_error_code() );
	}

	public function test_an_image_of_wordpress_ai_client_becomes_the_logo_generators_answer(): void {
		if ( ! class_exists( '\\WordPress\\AiClient\\Files\\DTO\\File' ) ) {
			$this->markTestSkipped( 'WordPress has no AI client before 7.0.' );
		}
		$png   = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
		$image = WordPress_AI_Provider::image_from_file( new \WordPress\AiClient\Files\DTO\File( 'data:image/png;base64,' . $png ) );
		$this->assertSame(
			array(
				'b64_json'       => $png,
				'revised_prompt' => '',
			),
			$image
		);
		$text = WordPress_AI_Provider::image_from_file( new \WordPress\AiClient\Files\DTO\File( 'data:text/plain;base64,aGVsbG8=' ) );
		$this->assertSame( 'No image returned', $text->get_error_message() );
		$this->assertSame( 'No image returned', WordPress_AI_Provider::image_from_file( null )->get_error_message() );
	}

	public function test_an_image_url_of_wordpress_ai_client_is_fetched_through_the_outgoing_request_helper(): void {
		if ( ! class_exists( '\\WordPress\\AiClient\\Files\\DTO\\File' ) ) {
			$this->markTestSkipped( 'WordPress has no AI client before 7.0.' );
		}
		$png       = base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a 1×1 PNG.
		$requested = array();
		$answer    = static function ( $pre, $args, $url ) use ( $png, &$requested ) {
			$requested[] = $url;
			$redirect    = 'https://images.example/moved.png' === $url;
			return array(
				'headers'  => $redirect ? array( 'location' => 'http://127.0.0.1/internal.png' ) : array( 'content-type' => 'image/png' ),
				'body'     => $redirect ? '' : $png,
				'response' => array(
					'code'    => $redirect ? 302 : 200,
					'message' => $redirect ? 'Found' : 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			);
		};
		\Cairn\Http\Outgoing_Request::set_resolver(
			static function ( string $host ): array {
				return array( false !== filter_var( $host, FILTER_VALIDATE_IP ) ? $host : '93.184.216.34' );
			}
		);
		add_filter( 'pre_http_request', $answer, 10, 3 );
		try {
			$file = static function ( string $url ) {
				return new \WordPress\AiClient\Files\DTO\File( $url, 'image/png' );
			};
			$this->assertSame( base64_encode( $png ), WordPress_AI_Provider::image_from_file( $file( 'https://images.example/logo.png' ) )['b64_json'] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the image API's own encoding.

			// A cloud metadata address (which WordPress's safe request lets through) and a redirect to this machine.
			$this->assertSame( 'cairn_ai_no_image', WordPress_AI_Provider::image_from_file( $file( 'http://169.254.169.254/latest/meta-data/logo.png' ) )->get_error_code() );
			$this->assertSame( 'cairn_ai_no_image', WordPress_AI_Provider::image_from_file( $file( 'https://images.example/moved.png' ) )->get_error_code() );
			$this->assertSame( array( 'https://images.example/logo.png', 'https://images.example/moved.png' ), $requested, 'Nothing is asked of a refused address.' );
		} finally {
			remove_filter( 'pre_http_request', $answer, 10 );
			\Cairn\Http\Outgoing_Request::set_resolver( null );
		}
	}

	public function test_without_a_connector_the_wordpress_client_makes_no_image(): void {
		$this->assertSame( 'error_service_unavailable', ( new WordPress_AI_Provider() )->generate_image( 'A logo', '1024x1024' )->get_error_code() );
	}
}
