<?php
/**
 * A local Stripe server for the tests of one class.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;

require_once __DIR__ . '/class-stripe-test-server.php';

/**
 * Starts the test server once before a test class and stops it after, as
 * `self::$stripe`, and connects the site to it through the owner's settings.
 */
trait Uses_Stripe_Test_Server {

	/**
	 * The test server.
	 *
	 * @var Stripe_Test_Server
	 */
	private static $stripe;

	/**
	 * Starts the server before the class's first test.
	 */
	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$stripe = new Stripe_Test_Server();
	}

	/**
	 * Stops the server after the class's last test.
	 */
	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$stripe->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * Sets the keys, signing secret and API base URL as an owner does.
	 *
	 * @param string $secret_key Secret key.
	 */
	private function connect_stripe( string $secret_key = Stripe_Test_Server::KEY ): void {
		update_option(
			Settings::SERVICES,
			array(
				'stripe_publishable_key' => Stripe_Test_Server::PUBLISHABLE,
				'stripe_api_base_url'    => self::$stripe->url,
			)
		);
		update_option(
			Settings::SECRETS,
			array(
				'stripe_secret_key'     => $secret_key,
				'stripe_webhook_secret' => Stripe_Test_Server::WEBHOOK_SECRET,
			)
		);
	}
}
