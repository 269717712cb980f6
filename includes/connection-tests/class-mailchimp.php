<?php
/**
 * The Mailchimp section's connection test.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

use Cairn\Mailchimp\Client;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The API key (Mailchimp's ping) and the audience (read back by its id):
 * a signup needs both, and a wrong audience id with a good key would let
 * every visitor's signup fail.
 *
 * @since 0.7.0
 */
final class Mailchimp {

	/**
	 * Runs the test.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $entered Service values as entered.
	 */
	public static function run( array $entered ): Report {
		$report = new Report();
		$key    = __( 'API key', 'cairn' );
		$list   = __( 'Audience', 'cairn' );
		if ( '' === Settings::secret( 'mailchimp_api_key' ) ) {
			$report->add( $key, 'failed', __( 'Fill in the API key (Profile → Extras → API keys in Mailchimp).', 'cairn' ) );
		} elseif ( '' === Client::base_url() ) {
			$report->add( $key, 'failed', __( 'A Mailchimp API key ends in its data centre, such as “-us6”: copy the whole key.', 'cairn' ) );
		} else {
			$ping = Client::ping();
			if ( is_wp_error( $ping ) ) {
				$report->add( $key, 'failed', 'cairn_mailchimp_bad_key' === $ping->get_error_code() ? __( 'Mailchimp refused the API key. Copy it again, or make a new one.', 'cairn' ) : $ping->get_error_message() );
			} else {
				$report->add( $key, 'ok', __( 'Mailchimp accepted the API key.', 'cairn' ) );
			}
		}
		$id = Settings::get( 'mailchimp_list_id' );
		if ( '' === $id ) {
			return $report->add( $list, 'failed', __( 'Fill in the audience ID (Audience → Settings → Audience name and defaults in Mailchimp).', 'cairn' ) );
		}
		if ( ! $report->ok() ) {
			return $report->add( $list, 'skipped', __( 'Checked once the API key works.', 'cairn' ) );
		}
		$audience = Client::audience();
		if ( is_wp_error( $audience ) ) {
			return $report->add(
				$list,
				'failed',
				'cairn_mailchimp_no_list' === $audience->get_error_code()
					/* translators: %s: an audience id. */
					? sprintf( __( 'This Mailchimp account has no audience with the ID “%s”, so every signup would fail. Find the ID under Audience → Settings → Audience name and defaults.', 'cairn' ), $id )
					: $audience->get_error_message()
			);
		}
		return $report->add(
			$list,
			'ok',
			/* translators: %s: the audience's name. */
			sprintf( __( 'Signups go to the audience “%s”.', 'cairn' ), '' !== $audience['name'] ? $audience['name'] : $audience['id'] )
		);
	}
}
