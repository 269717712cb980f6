<?php
/**
 * A local Apple Maps Web Snapshots server for the tests of one class.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-apple-snapshot-test-server.php';

/**
 * Starts the test server once before a test class and stops it after, as
 * `self::$apple`.
 */
trait Uses_Apple_Snapshot_Test_Server {

	/**
	 * The test server.
	 *
	 * @var Apple_Snapshot_Test_Server
	 */
	private static $apple;

	/**
	 * Starts the server before the class's first test.
	 */
	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$apple = new Apple_Snapshot_Test_Server();
	}

	/**
	 * Stops the server after the class's last test.
	 */
	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$apple->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * Connects MapKit with the server's key pair and points the snapshots at
	 * the server, through the owner's settings.
	 *
	 * @param array<string,string> $more More service settings.
	 */
	private static function connect_apple( array $more = array() ): void {
		update_option(
			\Cairn\Settings::SERVICES,
			array_merge(
				array(
					'map_provider'             => 'mapkit',
					'mapkit_team_id'           => Apple_Snapshot_Test_Server::TEAM_ID,
					'mapkit_key_id'            => Apple_Snapshot_Test_Server::KEY_ID,
					'mapkit_snapshot_base_url' => self::$apple->url,
				),
				$more
			)
		);
		update_option( \Cairn\Settings::SECRETS, array( 'mapkit_private_key' => self::$apple->private_key ) );
	}
}
