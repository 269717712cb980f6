<?php
/**
 * A local OpenAI-compatible server for the tests of one class.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-openai-test-server.php';

/**
 * Starts the test server once before a test class and stops it after, as
 * `self::$server`. The server requires an API key, as the real API does
 * (OpenAI_Test_Server::KEY, or the class's own `test_server_key()`).
 */
trait Uses_OpenAI_Test_Server {

	/**
	 * The test server.
	 *
	 * @var OpenAI_Test_Server
	 */
	private static $server;

	/**
	 * The API key the server requires.
	 */
	protected static function test_server_key(): string {
		return OpenAI_Test_Server::KEY;
	}

	/**
	 * Starts the server before the class's first test.
	 */
	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$server = new OpenAI_Test_Server( static::test_server_key() );
	}

	/**
	 * Points the given AI tasks at the test server through the settings an
	 * owner uses (base URL, key, a model per task), with an unlimited budget,
	 * and zeroes the server's counts.
	 *
	 * @param string[] $tasks Tasks served by the test server: text and vision by
	 *                        `test-model`, image by `test-image`, audio by `test-audio`.
	 */
	protected function use_test_server_for( array $tasks ): void {
		$models   = array(
			'text'   => 'test-model',
			'vision' => 'test-model',
			'image'  => 'test-image',
			'audio'  => 'test-audio',
		);
		$services = array(
			'ai_base_url'    => self::$server->url,
			'ai_allow_local' => '1',
		);
		foreach ( $tasks as $task ) {
			$services[ 'ai_model_' . $task ]    = $models[ $task ];
			$services[ 'ai_provider_' . $task ] = 'openai';
		}
		update_option( \Cairn\Settings::SERVICES, $services );
		update_option( \Cairn\Settings::SECRETS, array( 'ai_api_key' => self::$server->key ) );
		update_option( \Cairn\AI\AI_Settings::OPTION, array( 'tier' => 'ai-assistant-tier-unlimited' ) );
		self::$server->reset();
	}

	/**
	 * Stores the test server's key as the owner's AI key.
	 */
	protected function use_test_server_key(): void {
		update_option( \Cairn\Settings::SECRETS, array( 'ai_api_key' => self::$server->key ) );
	}

	/**
	 * Stops the server after the class's last test.
	 */
	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$server->stop();
		parent::tearDownAfterClass();
	}
}
