<?php
/**
 * The Giphy section's connection test.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

use Cairn\Giphy\Client;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One search with the key, straight from Giphy (never from the cache).
 *
 * @since 0.7.0
 */
final class Giphy {

	/** What the test searches for. */
	private const QUERY = 'hello';

	/**
	 * Runs the test.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $entered Service values as entered.
	 */
	public static function run( array $entered ): Report {
		$report = new Report();
		$label  = __( 'Search', 'cairn' );
		if ( '' === Settings::secret( 'giphy_key' ) ) {
			return $report->add( $label, 'failed', __( 'Fill in the API key (an app’s key from developers.giphy.com).', 'cairn' ) );
		}
		$found = Client::probe( self::QUERY );
		if ( is_wp_error( $found ) ) {
			return $report->add( $label, 'failed', 'cairn_giphy_bad_key' === $found->get_error_code() ? __( 'Giphy refused the API key. Copy it again from your app on developers.giphy.com.', 'cairn' ) : $found->get_error_message() );
		}
		return $report->add(
			$label,
			'ok',
			sprintf(
				/* translators: 1: a number of GIFs; 2: a search term. */
				_n( 'Giphy answered a search: %1$s GIF for “%2$s”.', 'Giphy answered a search: %1$s GIFs for “%2$s”.', $found, 'cairn' ),
				number_format_i18n( $found ),
				self::QUERY
			)
		);
	}
}
