<?php
/**
 * The Stripe section's connection test.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

use Cairn\Settings;
use Cairn\Stripe\Client;
use Cairn\Stripe\Webhook;
use Cairn\Stripe\Webhook_Endpoint;

defined( 'ABSPATH' ) || exit;

/**
 * The keys (a pair from one mode), the account they open (its name and
 * mode), and whether Stripe sends this site the events that record
 * payments: the endpoint for this site's URL with every event the handler
 * needs, its signing secret, and when the last event arrived.
 *
 * @since 0.7.0
 */
final class Stripe {

	/**
	 * Runs the test.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $entered Service values as entered.
	 */
	public static function run( array $entered ): Report {
		$report      = new Report();
		$publishable = Settings::get( 'stripe_publishable_key' );
		$secret      = Settings::secret( 'stripe_secret_key' );
		$mode        = self::mode( $secret );
		$label_keys  = __( 'Keys', 'cairn' );

		if ( '' === $secret ) {
			return $report->add( $label_keys, 'failed', __( 'Fill in the secret key (it starts with sk_test_, sk_live_ or rk_).', 'cairn' ) );
		}
		if ( '' === $publishable ) {
			$report->add( $label_keys, 'failed', __( 'Fill in the publishable key too: visitors’ payment pages need it.', 'cairn' ) );
		} elseif ( '' === self::mode( $publishable ) || 0 !== strpos( $publishable, 'pk_' ) ) {
			$report->add( $label_keys, 'failed', __( 'A publishable key starts with pk_test_ or pk_live_.', 'cairn' ) );
		} elseif ( '' !== $mode && self::mode( $publishable ) !== $mode ) {
			$report->add( $label_keys, 'failed', __( 'The publishable key and the secret key are from different modes (one test, one live): use the pair of one mode.', 'cairn' ) );
		}

		$account = Client::call( 'GET', '/v1/account' );
		if ( is_wp_error( $account ) || ! is_string( $account['id'] ?? null ) ) {
			$message = is_wp_error( $account ) && 'cairn_stripe_bad_key' === $account->get_error_code()
				? __( 'Stripe refused the secret key. Copy it again from Developers → API keys in your Stripe Dashboard.', 'cairn' )
				: ( is_wp_error( $account ) && 'cairn_stripe_unreachable' === $account->get_error_code()
					? __( 'Stripe could not be reached. Try again later.', 'cairn' )
					: __( 'Stripe answered in a way Cairn does not understand.', 'cairn' ) );
			return $report->add( __( 'Account', 'cairn' ), 'failed', $message );
		}
		$report->add(
			__( 'Account', 'cairn' ),
			'ok',
			sprintf(
				/* translators: 1: the Stripe account's name; 2: its id; 3: "test mode" or "live mode". */
				__( 'Connected to “%1$s” (%2$s), in %3$s.', 'cairn' ),
				self::account_name( $account ),
				sanitize_text_field( $account['id'] ),
				'live' === $mode ? __( 'live mode', 'cairn' ) : __( 'test mode', 'cairn' )
			)
		);
		self::webhook( $report );
		return $report;
	}

	/**
	 * Whether Stripe sends this site its events.
	 *
	 * @param Report $report The report, added to.
	 */
	private static function webhook( Report $report ): void {
		$label = __( 'Webhook', 'cairn' );
		$found = Client::call( 'GET', '/v1/webhook_endpoints', array( 'limit' => 100 ) );
		if ( is_wp_error( $found ) ) {
			$report->add(
				$label,
				'untested',
				'cairn_stripe_bad_key' === $found->get_error_code()
					? __( 'This key may not read webhook endpoints (a restricted key): check in Stripe that an endpoint sends the events listed below to this site’s webhook URL.', 'cairn' )
					: __( 'Stripe’s webhook endpoints could not be read. Try again later.', 'cairn' )
			);
			return;
		}
		$endpoint = null;
		foreach ( (array) ( $found['data'] ?? array() ) as $candidate ) {
			if ( is_array( $candidate ) && ( $candidate['url'] ?? '' ) === Webhook_Endpoint::url() && ( null === $endpoint || 'enabled' === ( $candidate['status'] ?? '' ) ) ) {
				$endpoint = $candidate;
			}
		}
		if ( null === $endpoint ) {
			$report->add( $label, 'failed', __( 'Stripe sends no events to this site yet, so payments would not be recorded under Dashboard → Earnings. Save the keys: Cairn then adds the endpoint to your Stripe account.', 'cairn' ) );
			return;
		}
		$enabled = array_map( 'strval', (array) ( $endpoint['enabled_events'] ?? array() ) );
		$missing = in_array( '*', $enabled, true ) ? array() : array_values( array_diff( Webhook::EVENTS, $enabled ) );
		if ( 'enabled' !== ( $endpoint['status'] ?? '' ) ) {
			$report->add( $label, 'failed', __( 'This site’s webhook endpoint is disabled in Stripe. Save the keys to turn it on again.', 'cairn' ) );
		} elseif ( $missing ) {
			$report->add(
				$label,
				'failed',
				sprintf(
					/* translators: %s: Stripe event names, such as "charge.refunded". */
					__( 'This site’s webhook endpoint does not send %s. Save the keys: Cairn sets the events it needs.', 'cairn' ),
					implode( ', ', $missing )
				)
			);
		} elseif ( '' === Settings::secret( 'stripe_webhook_secret' ) ) {
			$report->add( $label, 'failed', __( 'Stripe sends the events, but no signing secret is set, so the site refuses them. Paste the endpoint’s signing secret.', 'cairn' ) );
		} else {
			$report->add( $label, 'ok', __( 'Stripe sends this site every event Cairn records.', 'cairn' ) );
		}

		$last = (int) get_option( Webhook::LAST_EVENT_OPTION, 0 );
		$report->add(
			__( 'Last event', 'cairn' ),
			$last > 0 ? 'ok' : 'untested',
			$last > 0
				/* translators: %s: a time span, such as "5 mins". */
				? sprintf( __( 'The last event from Stripe arrived %s ago.', 'cairn' ), human_time_diff( $last ) )
				: __( 'No event from Stripe has arrived yet: the first payment will bring one.', 'cairn' )
		);
	}

	/**
	 * The account's name as its owner knows it.
	 *
	 * @param array<string,mixed> $account Stripe's account.
	 */
	private static function account_name( array $account ): string {
		foreach ( array( $account['business_profile']['name'] ?? null, $account['settings']['dashboard']['display_name'] ?? null, $account['email'] ?? null ) as $name ) {
			if ( is_string( $name ) && '' !== trim( $name ) ) {
				return sanitize_text_field( $name );
			}
		}
		return sanitize_text_field( (string) $account['id'] );
	}

	/**
	 * A key's mode, from its prefix: 'test', 'live', or '' when it has none.
	 *
	 * @param string $key Key.
	 */
	private static function mode( string $key ): string {
		if ( 1 === preg_match( '/^(sk|rk|pk)_test_/', $key ) ) {
			return 'test';
		}
		return 1 === preg_match( '/^(sk|rk|pk)_live_/', $key ) ? 'live' : '';
	}
}
