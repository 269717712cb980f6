<?php
/**
 * Connected Instagram accounts, their tokens and galleries.
 *
 * @package Cairn
 */

namespace Cairn\Instagram;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps each connected account in one option that never reaches the browser
 * (`cairn_instagram_connections`, not autoloaded): its long-lived token, when
 * it expires, its user name and who connected it. Blocks hold a connection id.
 *
 * - Connecting: the editor asks for the authorization URL (a one-use state
 *   tied to the user), the popup comes back to admin-post.php with the code,
 *   the code becomes a long-lived token here, and the popup tells the editor
 *   the new connection id (postMessage to this site's origin only).
 * - A daily cron refreshes tokens that expire within ten days.
 * - Galleries are cached for an hour; the last good one is kept, and shown
 *   while Instagram fails.
 *
 * @since 0.3.0
 */
final class Connections {

	/** The option. */
	public const OPTION = 'cairn_instagram_connections';

	/** The admin-post.php action of the OAuth callback. */
	public const CALLBACK_ACTION = 'cairn_instagram_callback';

	/** The cron hook. */
	public const CRON_HOOK = 'cairn_instagram_refresh_tokens';

	/** Prefix of the state transients. */
	private const STATE_PREFIX = 'cairn_ig_state_';

	/** Prefix of the gallery transients and last-good options. */
	public const GALLERY_PREFIX = 'cairn_ig_gallery_';

	/** Seconds a gallery is cached: media URLs expire, so not longer. */
	private const GALLERY_TTL = HOUR_IN_SECONDS;

	/** Media fetched per gallery: the most a gallery can show. */
	public const FETCH_COUNT = 30;

	/** Refresh tokens that expire within this many seconds. */
	private const REFRESH_WINDOW = 10 * DAY_IN_SECONDS;

	/**
	 * Hooks the callback and the cron.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		add_action( 'admin_post_' . self::CALLBACK_ACTION, array( __CLASS__, 'handle_callback' ) );
		add_action( self::CRON_HOOK, array( __CLASS__, 'refresh_tokens' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CRON_HOOK );
				}
			}
		);
	}

	/**
	 * Unschedules the token refresh (plugin deactivation).
	 *
	 * @since 0.3.0
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( self::CRON_HOOK );
	}

	/**
	 * Every connection, with its token (server code only).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string,array{id:string,token:string,expires:int,username:string,user_id:string,connected_by:int,refreshed:int}>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}

	/**
	 * One connection, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Connection id.
	 * @return array{id:string,token:string,expires:int,username:string,user_id:string,connected_by:int,refreshed:int}|null
	 */
	public static function get( string $id ): ?array {
		return self::all()[ $id ] ?? null;
	}

	/**
	 * What the editor may know of the connections: no token.
	 *
	 * @since 0.3.0
	 *
	 * @return array<int,array{id:string,username:string,can_disconnect:bool}>
	 */
	public static function public_list(): array {
		$list = array();
		foreach ( self::all() as $connection ) {
			$list[] = self::to_public( $connection );
		}
		return $list;
	}

	/**
	 * One connection as the editor sees it.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $connection Connection.
	 * @return array{id:string,username:string,can_disconnect:bool}
	 */
	public static function to_public( array $connection ): array {
		return array(
			'id'             => (string) $connection['id'],
			'username'       => (string) $connection['username'],
			'can_disconnect' => get_current_user_id() === (int) $connection['connected_by'] || current_user_can( 'manage_options' ),
		);
	}

	/**
	 * The authorization URL for the current user, with a fresh state.
	 *
	 * @since 0.3.0
	 */
	public static function connect_url(): string {
		$state = wp_generate_password( 32, false );
		set_transient( self::STATE_PREFIX . $state, get_current_user_id(), 15 * MINUTE_IN_SECONDS );
		return Client::authorize_url( $state );
	}

	/**
	 * Turns the code of the authorization window into a connection.
	 *
	 * @since 0.3.0
	 *
	 * @param string $code  Code.
	 * @param string $state State.
	 * @return array<string,mixed>|WP_Error The new (or renewed) connection.
	 */
	public static function connect( string $code, string $state ) {
		$owner = false;
		if ( preg_match( '/^[A-Za-z0-9]{32}$/', $state ) ) {
			$owner = get_transient( self::STATE_PREFIX . $state );
		}
		if ( false === $owner || get_current_user_id() !== (int) $owner || ! current_user_can( 'edit_posts' ) ) {
			return new WP_Error( 'cairn_instagram_state', __( 'An error occurred. Please try again later.', 'cairn' ), array( 'status' => 403 ) );
		}
		delete_transient( self::STATE_PREFIX . $state );
		$token = Client::exchange_code( $code );
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$username = Client::username( $token['token'] );
		if ( is_wp_error( $username ) ) {
			return $username;
		}
		// Read after Instagram answered: another request may have changed them.
		$all = self::stored();
		// The same account connected again keeps its id: blocks keep working.
		$id = '';
		foreach ( $all as $connection ) {
			if ( '' !== $token['user_id'] && $connection['user_id'] === $token['user_id'] ) {
				$id = $connection['id'];
			}
		}
		$id         = '' !== $id ? $id : 'ig' . strtolower( wp_generate_password( 12, false ) );
		$all[ $id ] = array(
			'id'           => $id,
			'token'        => $token['token'],
			'expires'      => $token['expires'],
			'username'     => $username,
			'user_id'      => $token['user_id'],
			'connected_by' => get_current_user_id(),
			'refreshed'    => time(),
		);
		update_option( self::OPTION, $all, false );
		self::forget_gallery( $id );
		return $all[ $id ];
	}

	/**
	 * Removes a connection and its cached galleries.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Connection id.
	 */
	public static function disconnect( string $id ): void {
		$all = self::all();
		unset( $all[ $id ] );
		update_option( self::OPTION, $all, false );
		self::forget_gallery( $id );
	}

	/**
	 * Refreshes the tokens that expire soon (cron). A token Instagram no
	 * longer accepts stays until it expires; the gallery's last good result
	 * is shown meanwhile.
	 *
	 * Each call to Instagram takes a while, during which another request may
	 * disconnect or reconnect an account: each new token is written into the
	 * connections as stored after the call, and only to a connection that is
	 * still there with the token that was refreshed, so a removed account
	 * never comes back and a newer token is never replaced by an older one.
	 *
	 * @since 0.3.0
	 *
	 * @return int How many tokens were refreshed.
	 */
	public static function refresh_tokens(): int {
		$refreshed = 0;
		foreach ( self::stored() as $id => $connection ) {
			$due = (int) $connection['expires'] - time() < self::REFRESH_WINDOW;
			// Instagram refreshes only tokens at least a day old.
			$old_enough = time() - (int) $connection['refreshed'] >= DAY_IN_SECONDS;
			if ( ! $due || ! $old_enough || (int) $connection['expires'] < time() ) {
				continue;
			}
			$token = Client::refresh( (string) $connection['token'] );
			if ( is_wp_error( $token ) ) {
				continue;
			}
			$all = self::stored();
			if ( ! isset( $all[ $id ] ) || (string) $all[ $id ]['token'] !== (string) $connection['token'] ) {
				continue;
			}
			$all[ $id ]['token']     = $token['token'];
			$all[ $id ]['expires']   = $token['expires'];
			$all[ $id ]['refreshed'] = time();
			update_option( self::OPTION, $all, false );
			++$refreshed;
		}
		return $refreshed;
	}

	/**
	 * The connections as the database holds them now, not as this request
	 * first read them.
	 *
	 * @return array<string,array{id:string,token:string,expires:int,username:string,user_id:string,connected_by:int,refreshed:int}>
	 */
	private static function stored(): array {
		wp_cache_delete( self::OPTION, 'options' );
		return self::all();
	}

	/**
	 * A connection's latest media, from the cache, or Instagram, or the last
	 * good answer when Instagram fails.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Connection id.
	 * @return array{external_name:string,images:array<int,array{title:string,url:string,link:string}>}|WP_Error
	 */
	public static function gallery( string $id ) {
		$connection = self::get( $id );
		if ( null === $connection ) {
			return new WP_Error( 'cairn_instagram_no_connection', __( 'An error occurred. Please try again later.', 'cairn' ), array( 'status' => 404 ) );
		}
		$key    = self::GALLERY_PREFIX . md5( $id );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$images = Client::media( (string) $connection['token'], self::FETCH_COUNT );
		if ( is_wp_error( $images ) ) {
			$last = get_option( $key, null );
			return is_array( $last ) ? $last : $images;
		}
		$gallery = array(
			'external_name' => (string) $connection['username'],
			'images'        => $images,
		);
		set_transient( $key, $gallery, self::GALLERY_TTL );
		update_option( $key, $gallery, false );
		return $gallery;
	}

	/**
	 * Forgets a connection's cached gallery.
	 *
	 * @param string $id Connection id.
	 */
	private static function forget_gallery( string $id ): void {
		delete_transient( self::GALLERY_PREFIX . md5( $id ) );
		delete_option( self::GALLERY_PREFIX . md5( $id ) );
	}

	/**
	 * The OAuth callback (admin-post.php, logged-in users): connects, then
	 * tells the editor in the opener window and closes the popup.
	 *
	 * @since 0.3.0
	 */
	public static function handle_callback(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the OAuth state, tied to the user, is the check.
		$code  = isset( $_GET['code'] ) ? sanitize_text_field( wp_unslash( $_GET['code'] ) ) : '';
		$state = isset( $_GET['state'] ) ? sanitize_text_field( wp_unslash( $_GET['state'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$result  = '' === $code ? new WP_Error( 'cairn_instagram_denied', '' ) : self::connect( $code, $state );
		$message = is_wp_error( $result )
			? array(
				'type'  => 'cairn-instagram',
				'error' => __( 'An error occurred. Please try again later.', 'cairn' ),
			)
			: array(
				'type'       => 'cairn-instagram',
				'connection' => self::to_public( $result ),
			);
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		// Only the editor's own origin (the admin's) may read the answer.
		$origin = (string) wp_parse_url( admin_url(), PHP_URL_SCHEME ) . '://' . (string) wp_parse_url( admin_url(), PHP_URL_HOST );
		$port   = wp_parse_url( admin_url(), PHP_URL_PORT );
		$origin = $port ? $origin . ':' . $port : $origin;
		$text   = is_wp_error( $result ) ? __( 'An error occurred. Please try again later.', 'cairn' ) : __( 'Connected. You can close this window.', 'cairn' );
		printf(
			'<!doctype html><meta charset="utf-8"><title>%1$s</title><p>%2$s</p><script>if(window.opener){window.opener.postMessage(%3$s,%4$s);}window.close();</script>',
			esc_html__( 'Instagram', 'cairn' ),
			esc_html( $text ),
			// JSON with <, >, &, ' and " escaped: safe inside the script element.
			wp_json_encode( $message, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			wp_json_encode( $origin, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		);
		exit;
	}
}
