<?php
/**
 * The connection tests, by service.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Runs one service's connection test with the values an administrator
 * entered (Settings::with_entered()): the real service is called with them,
 * nothing is stored.
 *
 * @since 0.7.0
 */
final class Tests {

	/**
	 * Each service with a test, and the class that runs it (`run( array $entered ): Report`,
	 * given the service values as entered, before sanitizing).
	 *
	 * @var array<string,class-string>
	 */
	public const SERVICES = array(
		'ai'        => AI::class,
		'stripe'    => Stripe::class,
		'mailchimp' => Mailchimp::class,
		'maps'      => Maps::class,
		'giphy'     => Giphy::class,
		'instagram' => Instagram::class,
	);

	/**
	 * Runs a service's test.
	 *
	 * @since 0.7.0
	 *
	 * @param string              $service  A key of SERVICES.
	 * @param array<string,mixed> $services Service values entered.
	 * @param array<string,mixed> $secrets  Secrets entered (absent or the marker: the stored one).
	 * @return array<string,mixed> The report.
	 */
	public static function run( string $service, array $services, array $secrets ): array {
		$class = self::SERVICES[ $service ];
		return Settings::with_entered(
			$services,
			$secrets,
			static function () use ( $class, $services ): array {
				return $class::run( $services )->to_array();
			}
		);
	}
}
