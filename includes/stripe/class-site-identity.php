<?php
/**
 * Which site made a Stripe object, for sites that share a Stripe account.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Every Stripe object Cairn creates (Checkout Sessions, the metadata they
 * pass on to subscriptions and PaymentIntents, products, prices) names the
 * site in its metadata: `cairn_site`, a random id made once and kept in an
 * option, and `cairn_home`, a hash of the home URL. Several sites on one
 * Stripe account then each record their own payments only: an event about
 * an object of another site is acknowledged and recorded nowhere.
 *
 * The id is what decides. The home hash tells a copy of the site (a staging
 * site made from its database keeps the id) from the site itself: an object
 * with this site's id but another home is taken as this site's only when
 * this site already recorded it (a renewal of a subscription made before
 * the site moved to a new address), never as a new payment. Objects made
 * before sites were named carry no id: they are this site's when it
 * recorded them already, or when they were made before the id existed.
 *
 * @since 0.5.0
 */
final class Site_Identity {

	/** The option: id, and since when (Unix time). */
	public const OPTION = 'cairn_stripe_site';

	/** The object is this site's. */
	public const OURS = 'ours';

	/** The object is another site's, or not Cairn's. */
	public const OTHER = 'other';

	/** The object names this site's id at another home: a copy's, unless known. */
	public const MOVED = 'moved';

	/** The object was made before sites were named. */
	public const UNNAMED = 'unnamed';

	/**
	 * The site's id, made the first time it is needed.
	 *
	 * @since 0.5.0
	 *
	 * @throws \RuntimeException When the database cannot say it (see unreadable()).
	 */
	public static function id(): string {
		return self::stored()['id'];
	}

	/**
	 * When the id was made: objects without an id made before then may be
	 * this site's.
	 *
	 * @since 0.5.0
	 *
	 * @throws \RuntimeException When the database cannot say it.
	 */
	public static function since(): int {
		return self::stored()['since'];
	}

	/**
	 * A hash of the home URL (not the URL itself: metadata is shown in the
	 * Stripe Dashboard and to anyone with the account's keys).
	 *
	 * @since 0.5.0
	 */
	public static function home_hash(): string {
		return substr( hash( 'sha256', untrailingslashit( strtolower( (string) home_url() ) ) ), 0, 16 );
	}

	/**
	 * The metadata that names this site, to add to every object Cairn creates.
	 *
	 * @since 0.5.0
	 *
	 * @return array{cairn_site:string,cairn_home:string}
	 *
	 * @throws \RuntimeException When the database cannot say the id.
	 */
	public static function metadata(): array {
		return array(
			'cairn_site' => self::id(),
			'cairn_home' => self::home_hash(),
		);
	}

	/**
	 * Whose an object is, from its metadata: OURS, OTHER, MOVED or UNNAMED.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $metadata The object's metadata.
	 *
	 * @throws \RuntimeException When the database cannot say the id.
	 */
	public static function owner( array $metadata ): string {
		$site = $metadata['cairn_site'] ?? null;
		if ( null === $site || '' === $site ) {
			return self::UNNAMED;
		}
		if ( ! is_string( $site ) || ! hash_equals( self::id(), $site ) ) {
			return self::OTHER;
		}
		$home = $metadata['cairn_home'] ?? '';
		return is_string( $home ) && hash_equals( self::home_hash(), $home ) ? self::OURS : self::MOVED;
	}

	/**
	 * The database could not say the site's id: what a request that needs
	 * it answers then (it may try again; an id made now could replace the
	 * site's own).
	 *
	 * @since 0.8.0
	 */
	public static function unreadable(): \WP_Error {
		return new \WP_Error(
			'cairn_site_id_unreadable',
			__( 'The site could not read its own records. Please try again in a moment.', 'cairn' ),
			array( 'status' => 503 )
		);
	}

	/**
	 * The stored id, made once.
	 *
	 * @return array{id:string,since:int}
	 *
	 * @throws \RuntimeException When the database cannot be read or written.
	 */
	private static function stored(): array {
		$stored = get_option( self::OPTION );
		if ( ! self::is_id( $stored ) ) {
			$stored = self::read_or_make();
		}
		return array(
			'id'    => (string) $stored['id'],
			'since' => (int) ( $stored['since'] ?? 0 ),
		);
	}

	/**
	 * The id as the database holds it, made and stored first when there is
	 * none. get_option() answers false both when no id is stored and when
	 * the database could not be read: only the first may make one. The
	 * write never replaces a stored id (add_option() would: it updates a row
	 * that exists), so two requests making it at once both end with the one
	 * stored first.
	 *
	 * @return array{id:string,since?:int}
	 *
	 * @throws \RuntimeException When the database cannot be read or written.
	 */
	private static function read_or_make(): array {
		global $wpdb;
		$made = array(
			'id'    => 'site_' . bin2hex( random_bytes( 12 ) ),
			'since' => time(),
		);
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a unique key decides between two requests, not a read before the write.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", self::OPTION, maybe_serialize( $made ) ) );
		if ( self::query_failed() ) {
			throw new \RuntimeException( 'The site id could not be stored.' );
		}
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", self::OPTION ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		if ( self::query_failed() || null === $value ) {
			throw new \RuntimeException( 'The site id could not be read.' );
		}
		// get_option() may have noted the option as missing.
		wp_cache_delete( self::OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		$stored = maybe_unserialize( $value );
		if ( ! self::is_id( $stored ) ) {
			// A stored value that is not an id is replaced, once.
			update_option( self::OPTION, $made, false );
			return $made;
		}
		return $stored;
	}

	/**
	 * Whether the database refused the last query.
	 *
	 * @phpstan-impure
	 */
	private static function query_failed(): bool {
		global $wpdb;
		return '' !== $wpdb->last_error;
	}

	/**
	 * Whether a stored value holds an id.
	 *
	 * @param mixed $stored The option's value.
	 * @phpstan-assert-if-true array{id:string,since?:int} $stored
	 */
	private static function is_id( $stored ): bool {
		return is_array( $stored ) && is_string( $stored['id'] ?? null ) && '' !== $stored['id'];
	}
}
