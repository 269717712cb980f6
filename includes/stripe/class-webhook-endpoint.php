<?php
/**
 * The webhook endpoint Cairn keeps on the owner's Stripe account.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Payments, renewals and refunds are recorded only from Stripe's events, so
 * a site whose Stripe account does not send them takes money while Dashboard
 * → Earnings stays empty. When the keys are saved and Stripe accepted them,
 * Cairn makes sure the account sends them: it finds the endpoint for this
 * site's webhook URL (`GET /v1/webhook_endpoints`) and sets exactly the
 * events the handler records (Webhook::EVENTS), or creates one
 * (`POST /v1/webhook_endpoints`, at the API version Cairn's client speaks)
 * and stores the signing secret Stripe answers with (only a creation
 * answers it) as the `stripe_webhook_secret` secret.
 *
 * An endpoint for this URL whose signing secret Cairn does not have, or that
 * renders events at another API version, is replaced: its deliveries could
 * not be verified or read. When the key may not manage endpoints (a
 * restricted key), nothing changes on Stripe and the settings page shows the
 * URL and the events to add by hand.
 *
 * @since 0.7.0
 */
final class Webhook_Endpoint {

	/** What the last attempt did: status, message, endpoint id, time. */
	public const OPTION = 'cairn_stripe_webhook_endpoint';

	/** The API version the endpoint renders events at: the one Client sends. */
	public const API_VERSION = '2025-03-31.basil';

	/** Endpoints listed at most (Stripe's largest page). */
	private const LIST_LIMIT = 100;

	/**
	 * Whether ensure() is running: storing the signing secret saves the
	 * secrets, which would start it again.
	 *
	 * @var bool
	 */
	private static $running = false;

	/**
	 * This site's webhook URL.
	 *
	 * @since 0.7.0
	 */
	public static function url(): string {
		return rest_url( 'cairn/v1/stripe/webhook' );
	}

	/**
	 * What the last attempt did, for the settings page.
	 *
	 * @since 0.7.0
	 *
	 * @return array{status:string,message:string,id:string,time:int}
	 *         status: 'created', 'updated', 'manual' (add it by hand) or '' (never tried).
	 */
	public static function state(): array {
		$stored = get_option( self::OPTION );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'status'  => (string) ( $stored['status'] ?? '' ),
			'message' => (string) ( $stored['message'] ?? '' ),
			'id'      => (string) ( $stored['id'] ?? '' ),
			'time'    => (int) ( $stored['time'] ?? 0 ),
		);
	}

	/**
	 * Creates, or finds and updates, the endpoint for this site, with the
	 * saved secret key.
	 *
	 * @since 0.7.0
	 *
	 * @return array{status:string,message:string,id:string,time:int} What was done.
	 */
	public static function ensure(): array {
		if ( self::$running ) {
			return self::state();
		}
		self::$running = true;
		try {
			return self::make_sure();
		} finally {
			self::$running = false;
		}
	}

	/**
	 * Whether the endpoint is still to be set up: never tried, or to be added
	 * by hand last time (the key may since have been given the permission).
	 *
	 * @since 0.7.0
	 */
	public static function needs_setup(): bool {
		return ! in_array( self::state()['status'], array( 'created', 'updated' ), true );
	}

	/**
	 * What ensure() does.
	 *
	 * @return array{status:string,message:string,id:string,time:int}
	 */
	private static function make_sure(): array {
		$url   = self::url();
		$found = Client::call( 'GET', '/v1/webhook_endpoints', array( 'limit' => self::LIST_LIMIT ) );
		if ( is_wp_error( $found ) ) {
			return self::remember( 'manual', self::why_manual( $found ), '' );
		}
		$ours = array();
		foreach ( (array) ( $found['data'] ?? array() ) as $endpoint ) {
			if ( is_array( $endpoint ) && ( $endpoint['url'] ?? '' ) === $url && is_string( $endpoint['id'] ?? null ) ) {
				$ours[] = $endpoint;
			}
		}
		$known = self::state()['id'];
		$keep  = null;
		if ( '' !== Settings::secret( 'stripe_webhook_secret' ) ) {
			foreach ( $ours as $endpoint ) {
				// One Cairn made (its id remembered), or one the owner made and
				// whose signing secret they pasted: its deliveries verify.
				$readable = self::API_VERSION === ( $endpoint['api_version'] ?? '' );
				if ( $readable && ( null === $keep || $endpoint['id'] === $known ) ) {
					$keep = $endpoint;
				}
			}
		}
		if ( null !== $keep ) {
			$updated = Client::call(
				'POST',
				'/v1/webhook_endpoints/' . rawurlencode( $keep['id'] ),
				array(
					'enabled_events' => self::events(),
					'disabled'       => false,
				)
			);
			if ( is_wp_error( $updated ) ) {
				return self::remember( 'manual', self::why_manual( $updated ), $keep['id'] );
			}
			self::delete_others( $ours, $keep['id'] );
			return self::remember( 'updated', __( 'Stripe already sent events to this site: Cairn set the events it needs.', 'cairn' ), $keep['id'] );
		}

		$created = Client::call(
			'POST',
			'/v1/webhook_endpoints',
			array(
				'url'            => $url,
				'enabled_events' => self::events(),
				'api_version'    => self::API_VERSION,
				'description'    => sprintf(
					/* translators: %s: the site's name. */
					__( 'Cairn on %s: payments, renewals and refunds', 'cairn' ),
					wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES )
				),
			)
		);
		$secret  = is_wp_error( $created ) ? '' : (string) ( $created['secret'] ?? '' );
		$id      = is_wp_error( $created ) ? '' : (string) ( $created['id'] ?? '' );
		if ( '' === $secret || '' === $id ) {
			return self::remember( 'manual', is_wp_error( $created ) ? self::why_manual( $created ) : __( 'Stripe did not answer with a signing secret.', 'cairn' ), '' );
		}
		// Secrets are merged on write: only this key changes.
		$secrets                          = get_option( Settings::SECRETS, array() );
		$secrets                          = is_array( $secrets ) ? $secrets : array();
		$secrets['stripe_webhook_secret'] = $secret;
		update_option( Settings::SECRETS, $secrets, false );
		self::delete_others( $ours, $id );
		return self::remember( 'created', __( 'Cairn added this site’s webhook endpoint to your Stripe account and keeps its signing secret.', 'cairn' ), $id );
	}

	/**
	 * The events, as a list Stripe's form encoding numbers.
	 *
	 * @return string[]
	 */
	private static function events(): array {
		return Webhook::EVENTS;
	}

	/**
	 * Removes this site's other endpoints: their deliveries could not be
	 * verified, and Stripe would retry them for days and write to the owner.
	 *
	 * @param array<int,array<string,mixed>> $ours Endpoints for this site's URL.
	 * @param string                         $keep The one to keep.
	 */
	private static function delete_others( array $ours, string $keep ): void {
		foreach ( $ours as $endpoint ) {
			if ( $endpoint['id'] !== $keep ) {
				Client::call( 'DELETE', '/v1/webhook_endpoints/' . rawurlencode( (string) $endpoint['id'] ) );
			}
		}
	}

	/**
	 * Why the endpoint must be added by hand, in plain words.
	 *
	 * @param \WP_Error $error What Stripe answered.
	 */
	private static function why_manual( \WP_Error $error ): string {
		if ( 'cairn_stripe_bad_key' === $error->get_error_code() ) {
			return __( 'This key may not manage webhook endpoints (a restricted key, for instance): add the endpoint in Stripe by hand, with the URL and events below, and paste its signing secret.', 'cairn' );
		}
		if ( 'cairn_stripe_unreachable' === $error->get_error_code() ) {
			return __( 'Stripe could not be reached to add the webhook endpoint: save the keys again later, or add it by hand with the URL and events below.', 'cairn' );
		}
		$data  = $error->get_error_data();
		$param = is_array( $data ) ? (string) ( $data['param'] ?? '' ) : '';
		if ( 'url' === $param ) {
			return __( 'Stripe does not accept this site’s webhook URL (Stripe needs a public https address): add the endpoint by hand once the site has one.', 'cairn' );
		}
		return __( 'Stripe could not add the webhook endpoint: add it by hand, with the URL and events below, and paste its signing secret.', 'cairn' );
	}

	/**
	 * Keeps what an attempt did.
	 *
	 * @param string $status  'created', 'updated' or 'manual'.
	 * @param string $message Plain words.
	 * @param string $id      The endpoint's id, or ''.
	 * @return array{status:string,message:string,id:string,time:int}
	 */
	private static function remember( string $status, string $message, string $id ): array {
		$state = array(
			'status'  => $status,
			'message' => $message,
			'id'      => $id,
			'time'    => time(),
		);
		update_option( self::OPTION, $state, false );
		return $state;
	}
}
