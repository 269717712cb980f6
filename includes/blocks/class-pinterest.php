<?php
/**
 * Pinterest block: which URLs it embeds.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The server's reading of a Pinterest URL, the twin of
 * src/pinterest/utils.ts `pinterestEmbed()`: both pass the same cases
 * (src/pinterest/test/url-cases.json), so a URL the editor embeds is never
 * refused here (by the Jetpack conversion, the short-link resolver or the
 * preview), nor the other way round.
 *
 * @since 0.6.0
 */
final class Pinterest {

	/**
	 * Pinterest's domains, one per country site, as Pinterest's own
	 * scripts list them: pins, boards and profiles live on each, bare, with
	 * www or a language prefix (`br.pinterest.com`).
	 */
	public const DOMAINS = array(
		'pinterest.com',
		'pinterest.at',
		'pinterest.ca',
		'pinterest.ch',
		'pinterest.cl',
		'pinterest.co.kr',
		'pinterest.co.uk',
		'pinterest.com.au',
		'pinterest.com.mx',
		'pinterest.de',
		'pinterest.dk',
		'pinterest.es',
		'pinterest.fr',
		'pinterest.ie',
		'pinterest.it',
		'pinterest.jp',
		'pinterest.nz',
		'pinterest.ph',
		'pinterest.pt',
		'pinterest.ru',
		'pinterest.se',
	);

	/** Pinterest's short-link host. */
	public const SHORT_LINK_HOST = 'pin.it';

	/**
	 * First path segments that are Pinterest's own pages, not a user.
	 */
	private const RESERVED = array( 'pin', 'search', 'ideas', 'today', 'settings', 'business', 'categories', 'login', 'logout', 'signup', 'oauth', '_' );

	/**
	 * The embed a Pinterest URL makes: its kind and the URL kept for it
	 * (https, no query or fragment).
	 *
	 * @since 0.6.0
	 *
	 * @param string $text The URL.
	 * @return array{url:string,type:string}|null Null for a URL that is no pin, board or profile on Pinterest.
	 */
	public static function embed( string $text ): ?array {
		$parts = wp_parse_url( trim( $text ) );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['port'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] ?? '' );
		$host   = strtolower( $parts['host'] ?? '' );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || ! self::is_pinterest_host( $host ) ) {
			return null;
		}
		$path     = rtrim( (string) ( $parts['path'] ?? '' ), '/' );
		$segments = array_slice( explode( '/', $path ), 1 );
		$type     = null;
		if ( isset( $segments[0] ) && 'pin' === $segments[0] ) {
			$type = 2 === count( $segments ) && preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $segments[1] ) ? 'embedPin' : null;
		} elseif ( count( $segments ) >= 1 && count( $segments ) <= 2
			&& count( preg_grep( '/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/', $segments ) ) === count( $segments )
			&& ! in_array( strtolower( $segments[0] ), self::RESERVED, true ) ) {
			$type = 1 === count( $segments ) ? 'embedUser' : 'embedBoard';
		}
		if ( ! $type ) {
			return null;
		}
		return array(
			'type' => $type,
			'url'  => 'https://' . $host . '/' . implode( '/', $segments ) . '/',
		);
	}

	/**
	 * Whether a host is Pinterest's: one of its domains, bare, with www or
	 * with a two-letter prefix.
	 *
	 * @since 0.6.0
	 *
	 * @param string $host Lower-case host.
	 */
	public static function is_pinterest_host( string $host ): bool {
		foreach ( self::DOMAINS as $domain ) {
			if ( $host === $domain || "www.$domain" === $host || preg_match( '/^[a-z]{2}\.' . preg_quote( $domain, '/' ) . '$/', $host ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The hosts the short-link resolver may reach for Pinterest: pin.it and
	 * every Pinterest domain with its subdomains.
	 *
	 * @since 0.6.0
	 *
	 * @return string[]
	 */
	public static function redirect_hosts(): array {
		return array_merge(
			array( self::SHORT_LINK_HOST ),
			array_map(
				static function ( string $domain ): string {
					return '.' . $domain;
				},
				self::DOMAINS
			)
		);
	}
}
