<?php
/**
 * A local Mapbox server for the tests of one class.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-mapbox-test-server.php';

/**
 * Starts the test server once before a test class and stops it after, as
 * `self::$mapbox`.
 */
trait Uses_Mapbox_Test_Server {

	/**
	 * The test server.
	 *
	 * @var Mapbox_Test_Server
	 */
	private static $mapbox;

	/**
	 * Starts the server before the class's first test.
	 */
	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$mapbox = new Mapbox_Test_Server();
	}

	/**
	 * Stops the server after the class's last test.
	 */
	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$mapbox->stop();
		parent::tearDownAfterClass();
	}
}
