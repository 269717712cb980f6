<?php
/**
 * Jetpack's Pinterest block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Both keep the pin, board or profile URL in the comment (every Jetpack
 * version does). Cairn saves a link whose embed kind its view script reads,
 * so the markup is built here as src/pinterest/save.tsx builds it, with the
 * URL checked and normalised as its `pinterestEmbed()` does: a URL that
 * Cairn would not embed saves nothing, as in the editor.
 *
 * @since 0.5.0
 */
final class Pinterest extends Rule {

	/**
	 * Pinterest's domains (src/pinterest/utils.ts PINTEREST_DOMAINS).
	 */
	private const DOMAINS = array(
		'pinterest.com',
		'pinterest.co.uk',
		'pinterest.ca',
		'pinterest.com.au',
		'pinterest.de',
		'pinterest.fr',
		'pinterest.es',
		'pinterest.it',
		'pinterest.jp',
	);

	/**
	 * First path segments that are Pinterest's own pages, not a user.
	 */
	private const RESERVED = array( 'pin', 'search', 'ideas', 'today', 'settings', 'business', 'categories', 'login', 'logout', 'signup', 'oauth', '_' );

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/pinterest' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/pinterest';
	}

	/**
	 * The link Cairn's block saves, or null for a URL it does not embed.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 * @param string              $html  The Jetpack block's saved HTML.
	 * @return array{0:string,1:string}|null
	 */
	public function markup( array $attrs, string $html ): ?array {
		unset( $html );
		$embed = self::embed( is_string( $attrs['url'] ?? null ) ? $attrs['url'] : '' );
		if ( ! $embed ) {
			return null;
		}
		return array(
			sprintf(
				'<div class="%1$s"><a class="wp-block-cairn-pinterest__link" href="%2$s" data-cairn-pin-do="%3$s">%4$s</a></div>',
				esc_attr( $this->wrapper_class( $attrs ) ),
				self::markup_url( $embed['url'] ),
				esc_attr( $embed['type'] ),
				esc_html( $embed['url'] )
			),
			'',
		);
	}

	/**
	 * The embed a Pinterest URL makes (src/pinterest/utils.ts pinterestEmbed).
	 *
	 * @since 0.5.0
	 *
	 * @param string $text The URL.
	 * @return array{url:string,type:string}|null
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
	 * Whether a host is Pinterest's: a domain, bare, with www or with a
	 * two-letter country prefix.
	 *
	 * @param string $host Lower-case host.
	 */
	private static function is_pinterest_host( string $host ): bool {
		foreach ( self::DOMAINS as $domain ) {
			if ( $host === $domain || "www.$domain" === $host || preg_match( '/^[a-z]{2}\.' . preg_quote( $domain, '/' ) . '$/', $host ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'url' );
	}
}
