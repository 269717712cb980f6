<?php
/**
 * The Instagram section's connection test.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

use Cairn\Instagram\Client;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Whether Instagram knows the app id and its secret. Without an account's
 * token nothing more can be asked: the redirect URI and the account are
 * checked when an account connects from the Instagram gallery block.
 *
 * @since 0.7.0
 */
final class Instagram {

	/**
	 * Runs the test.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $entered Service values as entered.
	 */
	public static function run( array $entered ): Report {
		$report = new Report();
		$label  = __( 'App', 'cairn' );
		if ( '' === Settings::get( 'instagram_app_id' ) || '' === Settings::secret( 'instagram_app_secret' ) ) {
			return $report->add( $label, 'failed', __( 'Fill in the Instagram app ID and the app secret.', 'cairn' ) );
		}
		$messages                 = array(
			'accepted'    => array( 'ok', __( 'Instagram knows this app and accepted its secret. Accounts connect from the Instagram gallery block; the redirect URI is checked then.', 'cairn' ) ),
			'unknown_app' => array( 'failed', __( 'Instagram does not know this app ID. Use the Instagram app ID from your Meta app’s Instagram → API setup with Instagram login, not the Facebook app ID.', 'cairn' ) ),
			'bad_secret'  => array( 'failed', __( 'Instagram knows the app ID but refused the app secret. Copy the Instagram app secret from the same page as the app ID.', 'cairn' ) ),
			'unreachable' => array( 'failed', __( 'Instagram could not be reached. Try again later.', 'cairn' ) ),
			'unclear'     => array( 'untested', __( 'Instagram answered in a way Cairn does not understand. Connect an account from the Instagram gallery block to try the app.', 'cairn' ) ),
		);
		list( $status, $message ) = $messages[ Client::check_app() ];
		return $report->add( $label, $status, $message );
	}
}
