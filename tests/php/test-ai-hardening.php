<?php
/**
 * The AI provider's outgoing requests under the outgoing-request helper.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\OpenAI_Compatible_Provider;
use Cairn\AI\SSE_Parser;
use Cairn\Settings;

require_once __DIR__ . '/trait-uses-openai-test-server.php';

/**
 * No key across redirects, the local-server option, capped answers and
 * streams, WordPress's HTTP settings on the streaming path, max_tokens, a
 * checked upgrade URL.
 */
final class Test_AI_Hardening extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * The API key the server requires: the one the owner stores here.
	 */
	protected static function test_server_key(): string {
		return 'sk-secret-key';
	}

	protected function setUp(): void {
		parent::setUp();
		self::$server->reset();
	}

	/**
	 * Points the provider at the test server.
	 *
	 * @param string $model Model.
	 * @param bool   $local Whether the AI server may be on this machine.
	 */
	private function configure( string $model, bool $local = true ): void {
		update_option(
			Settings::SERVICES,
			array(
				'ai_base_url'    => self::$server->url,
				'ai_model_text'  => $model,
				'ai_allow_local' => '1',
			)
		);
		if ( ! $local ) {
			// Turned off after saving, as an administrator would.
			$values                   = get_option( Settings::SERVICES );
			$values['ai_allow_local'] = '';
			update_option( Settings::SERVICES, $values );
		}
		update_option( Settings::SECRETS, array( 'ai_api_key' => 'sk-secret-key' ) );
	}

	/**
	 * One prompt.
	 */
	private function messages(): array {
		return array(
			array(
				'role'    => 'user',
				'content' => 'Hello',
			),
		);
	}

	public function test_a_provider_that_redirects_never_passes_the_key_on(): void {
		$this->configure( 'test-redirect' );
		$provider = new OpenAI_Compatible_Provider();

		$whole = $provider->complete( $this->messages(), array() );
		$this->assertSame( 'error_service_unavailable', $whole->get_error_code() );
		$streamed = $provider->stream( $this->messages(), array(), '__return_true' );
		$this->assertSame( 'error_service_unavailable', $streamed->get_error_code() );

		$this->assertSame( 2, self::$server->stats()['requests'] );
		$this->assertSame( array(), self::$server->stats()['captured'], 'The redirect target received nothing.' );
	}

	public function test_without_the_local_server_option_loopback_is_refused_at_request_time(): void {
		$this->configure( 'test-model', false );
		$this->assertSame( self::$server->url, Settings::get( 'ai_base_url' ) );
		$provider = new OpenAI_Compatible_Provider();

		$this->assertSame( 'error_service_unavailable', $provider->complete( $this->messages(), array() )->get_error_code() );
		$this->assertSame( 'error_service_unavailable', $provider->stream( $this->messages(), array(), '__return_true' )->get_error_code() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_a_50_mb_answer_fails_without_exhausting_memory(): void {
		$this->configure( 'test-huge' );
		$before = memory_get_peak_usage();
		$result = ( new OpenAI_Compatible_Provider() )->complete( $this->messages(), array() );

		$this->assertSame( 'error_service_unavailable', $result->get_error_code() );
		$this->assertLessThan( 3 * OpenAI_Compatible_Provider::MAX_ANSWER_BYTES, memory_get_peak_usage() - $before );
	}

	public function test_an_endless_stream_without_newlines_is_cut_off(): void {
		$this->configure( 'test-endless-line' );
		$before = memory_get_peak_usage();
		$pieces = 0;
		$result = ( new OpenAI_Compatible_Provider() )->stream(
			$this->messages(),
			array(),
			static function () use ( &$pieces ): bool {
				++$pieces;
				return true;
			}
		);

		$this->assertSame( 'error_service_unavailable', $result->get_error_code() );
		$this->assertSame( 0, $pieces );
		$this->assertLessThan( 8 * SSE_Parser::MAX_LINE, memory_get_peak_usage() - $before );
		$aborted = 0;
		for ( $i = 0; $i < 100 && ! $aborted; $i++ ) {
			// The server notices the closed connection on its next write.
			usleep( 20000 );
			$aborted = self::$server->stats()['aborted'];
		}
		$this->assertSame( 1, $aborted );
	}

	public function test_the_parser_gives_up_on_an_endless_line(): void {
		$parser = new SSE_Parser( '__return_true' );
		$chunk  = str_repeat( 'x', 65536 );
		$kept   = true;
		for ( $i = 0; $i < 40 && $kept; $i++ ) {
			$kept = $parser->write( 0 === $i ? 'data: ' . $chunk : $chunk );
		}
		$this->assertFalse( $kept );
		$this->assertTrue( $parser->overflowed() );
	}

	public function test_the_answer_length_is_capped_with_max_tokens(): void {
		$this->configure( 'test-model' );
		( new OpenAI_Compatible_Provider() )->complete( $this->messages(), array() );
		$this->assertSame( OpenAI_Compatible_Provider::MAX_TOKENS, self::$server->stats()['lastRequest']['maxTokens'] );
	}

	public function test_the_streaming_path_honours_wordpress_http_filters(): void {
		$this->configure( 'test-model' );
		$seen   = array();
		$args   = static function ( $args, $url ) use ( &$seen ) {
			$seen[] = $url;
			return $args;
		};
		$answer = static function () {
			return array(
				'headers'  => array( 'content-type' => 'text/event-stream' ),
				'body'     => "data: {\"choices\":[{\"delta\":{\"content\":\"From the filter\"}}]}\n\ndata: [DONE]\n\n",
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
			);
		};
		add_filter( 'http_request_args', $args, 10, 2 );
		add_filter( 'pre_http_request', $answer );
		$pieces = array();
		try {
			$result = ( new OpenAI_Compatible_Provider() )->stream(
				$this->messages(),
				array(),
				static function ( string $text ) use ( &$pieces ): bool {
					$pieces[] = $text;
					return true;
				}
			);
		} finally {
			remove_filter( 'http_request_args', $args, 10 );
			remove_filter( 'pre_http_request', $answer );
		}
		$this->assertTrue( $result );
		$this->assertSame( array( 'From the filter' ), $pieces );
		$this->assertSame( array( self::$server->url . '/chat/completions' ), $seen );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_the_upgrade_url_is_http_or_nothing(): void {
		$this->act_as( 'administrator' );
		foreach ( array( 'javascript:alert(1)', 'data:text/html,x', '//evil.example/', ' javascript:alert(1)' ) as $bad ) {
			$filter = static function () use ( $bad ): string {
				return $bad;
			};
			add_filter( 'cairn_upgrade_url', $filter );
			$this->assertSame( '', AI_Settings::upgrade_url(), $bad );
			remove_filter( 'cairn_upgrade_url', $filter );
		}
		$good = static function (): string {
			return 'https://network.example/upgrade';
		};
		add_filter( 'cairn_upgrade_url', $good );
		$this->assertSame( 'https://network.example/upgrade', AI_Settings::upgrade_url() );
		remove_filter( 'cairn_upgrade_url', $good );
	}
}
