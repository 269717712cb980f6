<?php
/**
 * The visitor's address.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Answers, for every caller (form limits, newsletter signups, checkout, map
 * tokens), the address of the visitor making the request.
 *
 * It is `REMOTE_ADDR`, the address that connected to the site, unless the
 * owner named trusted proxies (addresses and CIDR ranges) and the header
 * they set (Settings → Cairn → Visitors' addresses). A request that comes
 * from a trusted proxy is then read from that header, walking its addresses
 * from the right (the hop nearest the site) past every trusted proxy: the
 * first address that is not one is the visitor. Addresses further left were
 * written by the visitor and are never believed, and a request that does
 * not come from a trusted proxy is never read from the header, so nobody
 * can claim an address by sending one.
 *
 * @since 0.6.0
 */
final class Client_Ip {

	/**
	 * The headers a proxy may name the visitor in, as the settings spell them.
	 *
	 * @var string[]
	 */
	public const HEADERS = array( 'X-Forwarded-For', 'X-Real-IP', 'CF-Connecting-IP', 'True-Client-IP', 'Forwarded' );

	/**
	 * The visitor's address.
	 *
	 * @since 0.6.0
	 */
	public static function current(): string {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$ip     = self::resolve(
			$remote,
			self::header_value( Settings::get( 'client_ip_header' ) ),
			self::proxies( Settings::get( 'trusted_proxies' ) ),
			'Forwarded' === Settings::get( 'client_ip_header' )
		);
		/**
		 * Filters the visitor's address that per-address limits count and
		 * services are told. By default it is REMOTE_ADDR, or what a trusted
		 * proxy's header says when Settings → Cairn names them.
		 *
		 * @since 0.4.0
		 * @since 0.6.0 Receives the address read through trusted proxies.
		 *
		 * @param string $ip     The address.
		 * @param string $remote REMOTE_ADDR.
		 */
		return (string) apply_filters( 'cairn_client_ip', $ip, $remote );
	}

	/**
	 * The visitor's address from the connecting address and a proxy header.
	 *
	 * @since 0.6.0
	 *
	 * @param string   $remote    The connecting address.
	 * @param string   $header    The header's value ('' for none).
	 * @param string[] $proxies   Trusted addresses and CIDR ranges.
	 * @param bool     $forwarded Whether the header is RFC 7239's `Forwarded`.
	 */
	public static function resolve( string $remote, string $header, array $proxies, bool $forwarded = false ): string {
		$current = self::normalize( $remote );
		if ( null === $current ) {
			return $remote;
		}
		if ( '' === $header || ! $proxies || ! self::is_trusted( $current, $proxies ) ) {
			return $current;
		}
		$hops = $forwarded ? self::forwarded_for( $header ) : explode( ',', $header );
		foreach ( array_reverse( $hops ) as $hop ) {
			$address = self::normalize( trim( $hop ) );
			if ( null === $address ) {
				// Not an address: nothing further left can be believed.
				return $current;
			}
			$current = $address;
			if ( ! self::is_trusted( $address, $proxies ) ) {
				return $address;
			}
		}
		return $current;
	}

	/**
	 * The trusted proxies of a setting: addresses and CIDR ranges separated
	 * by commas, spaces or lines; anything else is left out.
	 *
	 * @since 0.6.0
	 *
	 * @param string $setting The setting.
	 * @return string[]
	 */
	public static function proxies( string $setting ): array {
		$proxies = array();
		$entries = preg_split( '/[\s,]+/', $setting, -1, PREG_SPLIT_NO_EMPTY );
		foreach ( false === $entries ? array() : $entries as $entry ) {
			$parts   = explode( '/', $entry, 2 );
			$address = self::normalize( $parts[0] );
			if ( null === $address ) {
				continue;
			}
			if ( ! isset( $parts[1] ) ) {
				$proxies[] = $address;
				continue;
			}
			$bits = false !== strpos( $address, ':' ) ? 128 : 32;
			if ( 1 === preg_match( '/^\d{1,3}$/', $parts[1] ) && (int) $parts[1] <= $bits ) {
				$proxies[] = $address . '/' . (int) $parts[1];
			}
		}
		return array_values( array_unique( $proxies ) );
	}

	/**
	 * Whether an address is one of the trusted proxies.
	 *
	 * @since 0.6.0
	 *
	 * @param string   $address A normalized address.
	 * @param string[] $proxies Trusted addresses and CIDR ranges.
	 */
	public static function is_trusted( string $address, array $proxies ): bool {
		$packed = inet_pton( $address );
		if ( false === $packed ) {
			return false;
		}
		foreach ( $proxies as $proxy ) {
			$parts = explode( '/', $proxy, 2 );
			$range = inet_pton( $parts[0] );
			if ( false === $range || strlen( $range ) !== strlen( $packed ) ) {
				continue;
			}
			$bits = isset( $parts[1] ) ? (int) $parts[1] : 8 * strlen( $packed );
			if ( self::same_prefix( $packed, $range, $bits ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An address in one spelling (IPv6 compressed and lower case, an
	 * IPv4-mapped IPv6 address as IPv4), or null when it is not one.
	 *
	 * @param string $address The address.
	 */
	private static function normalize( string $address ): ?string {
		$packed = @inet_pton( $address ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- anything may be sent; what is not an address is null.
		if ( false === $packed ) {
			return null;
		}
		if ( 16 === strlen( $packed ) && 0 === strpos( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			$packed = substr( $packed, 12 );
		}
		$text = inet_ntop( $packed );
		return false === $text ? null : $text;
	}

	/**
	 * Whether two packed addresses share their first bits.
	 *
	 * @param string $a    Packed address.
	 * @param string $b    Packed address of the same family.
	 * @param int    $bits How many bits.
	 */
	private static function same_prefix( string $a, string $b, int $bits ): bool {
		$bytes = intdiv( $bits, 8 );
		if ( substr( $a, 0, $bytes ) !== substr( $b, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $a[ $bytes ] ) & $mask ) === ( ord( $b[ $bytes ] ) & $mask );
	}

	/**
	 * The `for=` addresses of an RFC 7239 `Forwarded` header, in order
	 * (`for="[2001:db8::1]:4711"` gives `2001:db8::1`); an obfuscated or
	 * unknown one stays as written, which is not an address.
	 *
	 * @param string $header The header.
	 * @return string[]
	 */
	private static function forwarded_for( string $header ): array {
		$hops = array();
		foreach ( explode( ',', $header ) as $element ) {
			$for = '';
			foreach ( explode( ';', $element ) as $pair ) {
				$parts = explode( '=', trim( $pair ), 2 );
				if ( 2 === count( $parts ) && 'for' === strtolower( trim( $parts[0] ) ) ) {
					$for = trim( trim( $parts[1] ), '"' );
				}
			}
			if ( 1 === preg_match( '/^\[([^\]]+)\](?::\d+)?$/', $for, $match ) ) {
				$for = $match[1];
			} elseif ( 1 === preg_match( '/^([\d.]+):\d+$/', $for, $match ) ) {
				$for = $match[1];
			}
			$hops[] = $for;
		}
		return $hops;
	}

	/**
	 * The value of the configured header in this request ('' for none).
	 *
	 * @param string $header The header's name, one of HEADERS.
	 */
	private static function header_value( string $header ): string {
		if ( ! in_array( $header, self::HEADERS, true ) ) {
			return '';
		}
		$key = 'HTTP_' . strtoupper( str_replace( '-', '_', $header ) );
		return isset( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : '';
	}
}
