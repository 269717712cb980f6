<?php
/**
 * Google Calendar block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The public calendar block. The stored URL is parsed again here
 * with the rules of src/google-calendar/parser.ts (the same test cases run
 * against both), since post content can be edited by hand: only a calendar
 * embed URL rebuilt from its parts is ever printed, and nothing at all
 * otherwise.
 *
 * Visitors get a placeholder carrying the URL and a plain link; the view
 * script makes the iframe when the block nears the viewport, or after a
 * click on the privacy notice when the owner asks for one (Embed_Consent).
 *
 * @since 0.4.0
 */
final class Google_Calendar {

	/** The calendar's host. */
	public const HOST = 'calendar.google.com';

	/** Longest input read. */
	public const MAX_INPUT_LENGTH = 4000;

	/** Height when none is stored. */
	private const DEFAULT_HEIGHT = 600;

	/** Hosts the calendar has been served from. */
	private const HOSTS = array( 'calendar.google.com', 'www.google.com', 'google.com' );

	/** See parser.ts for each pattern's reason. */
	private const URL_PARTS   = '~^https?://([a-z0-9.-]+)(/[a-z0-9/._-]*)(?:\?([^\s#\\\\<>"\'`]*))?(?:#[^\s\\\\<>"\'`]*)?$~i';
	private const EMBED_PATH  = '~^/calendar/(?:(?:u|b)/\d{1,2}/)?embed/?$~';
	private const CID_PATH    = '~^/calendar(?:/(?:u|b)/\d{1,2})?(?:/r)?/?$~';
	private const IFRAME      = '~^<iframe\b([^<>]*)>\s*(?:</iframe\s*>)?$~i';
	private const ATTRIBUTE   = '~([a-z][a-z0-9-]*)\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'=<>`]+))~i';
	private const CALENDAR_ID = '~^[a-z0-9._%+#-]{1,200}@[a-z0-9.-]{1,200}$~i';

	/**
	 * Reads a URL or embed code.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $input The URL or embed code.
	 * @return array{url:string,width?:int,height?:int}|null The embed URL (and size), or null.
	 */
	public static function parse( $input ): ?array {
		if ( ! is_string( $input ) || strlen( $input ) > self::MAX_INPUT_LENGTH ) {
			return null;
		}
		$value = trim( $input );
		if ( '<' === substr( $value, 0, 1 ) ) {
			return self::parse_iframe( $value );
		}
		$url = self::embed_url( $value );
		return null === $url ? null : array( 'url' => $url );
	}

	/**
	 * The block's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return string Escaped HTML, or '' when the URL is not a calendar's.
	 */
	public static function render( array $attributes ): string {
		$parsed = self::parse( $attributes['url'] ?? '' );
		if ( null === $parsed ) {
			return '';
		}
		$height = isset( $attributes['height'] ) && is_numeric( $attributes['height'] ) ? (int) $attributes['height'] : self::DEFAULT_HEIGHT;
		$height = min( 2000, max( 50, $height ) );
		$title  = __( 'Google Calendar', 'cairn' );
		return sprintf(
			'<div %1$s data-src="%2$s" data-title="%3$s">%4$s<a class="wp-block-cairn-google-calendar__link" href="%2$s">%5$s</a></div>',
			get_block_wrapper_attributes( array( 'style' => '--cairn-calendar-height:' . $height . 'px' ) ),
			esc_url( $parsed['url'] ),
			esc_attr( $title ),
			Embed_Consent::notice( 'Google Calendar' ),
			esc_html__( 'View the calendar', 'cairn' )
		);
	}

	/**
	 * Reads an embed code's src, width and height.
	 *
	 * @param string $html The embed code.
	 * @return array{url:string,width?:int,height?:int}|null
	 */
	private static function parse_iframe( string $html ): ?array {
		if ( ! preg_match( self::IFRAME, $html, $match ) ) {
			return null;
		}
		$attributes = array();
		if ( preg_match_all( self::ATTRIBUTE, $match[1], $found, PREG_SET_ORDER ) ) {
			foreach ( $found as $attribute ) {
				$name = strtolower( $attribute[1] );
				if ( ! isset( $attributes[ $name ] ) ) {
					$attributes[ $name ] = ( $attribute[2] ?? '' ) . ( $attribute[3] ?? '' ) . ( $attribute[4] ?? '' );
				}
			}
		}
		$src = (string) preg_replace( '~&amp;|&#0*38;|&#x0*26;~i', '&', $attributes['src'] ?? '' );
		$url = self::embed_url( $src );
		if ( null === $url ) {
			return null;
		}
		$parsed = array( 'url' => $url );
		foreach ( array( 'width', 'height' ) as $name ) {
			$size = self::dimension( $attributes[ $name ] ?? null );
			if ( null !== $size ) {
				$parsed[ $name ] = $size;
			}
		}
		return $parsed;
	}

	/**
	 * A pixel size from 1 to 10000, or null.
	 *
	 * @param string|null $value Attribute text.
	 */
	private static function dimension( ?string $value ): ?int {
		if ( null === $value || ! preg_match( '~^\d{1,5}(?:px)?$~i', trim( $value ) ) ) {
			return null;
		}
		$number = (int) $value;
		return $number >= 1 && $number <= 10000 ? $number : null;
	}

	/**
	 * The embed URL for a public URL or `cid` link, rebuilt from its parts.
	 *
	 * @param string $value A URL.
	 */
	private static function embed_url( string $value ): ?string {
		if ( ! preg_match( self::URL_PARTS, $value, $match ) || ! in_array( strtolower( $match[1] ), self::HOSTS, true ) ) {
			return null;
		}
		$query = self::query( $match[3] ?? '' );
		if ( preg_match( self::EMBED_PATH, $match[2] ) ) {
			if ( '' === self::first( $query, 'src' ) ) {
				return null;
			}
			return 'https://' . self::HOST . '/calendar/embed?' . self::build_query( $query );
		}
		$cid = self::first( $query, 'cid' );
		if ( '' !== $cid && preg_match( self::CID_PATH, $match[2] ) ) {
			$id = self::calendar_id( $cid );
			return null === $id ? null : 'https://' . self::HOST . '/calendar/embed?' . self::build_query( array( array( 'src', $id ) ) );
		}
		return null;
	}

	/**
	 * A query string's pairs, in order, decoded as a browser's
	 * URLSearchParams does (parse_str would rename and nest keys).
	 *
	 * @param string $query The query string.
	 * @return array<int,array{0:string,1:string}>
	 */
	private static function query( string $query ): array {
		$pairs = array();
		foreach ( explode( '&', $query ) as $part ) {
			if ( '' === $part ) {
				continue;
			}
			$halves  = explode( '=', $part, 2 );
			$pairs[] = array( urldecode( $halves[0] ), urldecode( $halves[1] ?? '' ) );
		}
		return $pairs;
	}

	/**
	 * The first value of a key, or ''.
	 *
	 * @param array<int,array{0:string,1:string}> $pairs The pairs.
	 * @param string                              $key   The key.
	 */
	private static function first( array $pairs, string $key ): string {
		foreach ( $pairs as $pair ) {
			if ( $key === $pair[0] ) {
				return $pair[1];
			}
		}
		return '';
	}

	/**
	 * Pairs as a query string, encoded as URLSearchParams encodes them.
	 *
	 * @param array<int,array{0:string,1:string}> $pairs The pairs.
	 */
	private static function build_query( array $pairs ): string {
		$encode = static function ( string $text ): string {
			// URLSearchParams writes spaces as '+', keeps '*' and encodes '~'.
			return str_replace( array( '%20', '%2A', '~' ), array( '+', '*', '%7E' ), rawurlencode( $text ) );
		};
		$parts  = array();
		foreach ( $pairs as $pair ) {
			$parts[] = $encode( $pair[0] ) . '=' . $encode( $pair[1] );
		}
		return implode( '&', $parts );
	}

	/**
	 * The calendar id in a `cid`: plain, or base64 (URL-safe or not).
	 *
	 * @param string $cid The parameter.
	 */
	private static function calendar_id( string $cid ): ?string {
		if ( preg_match( self::CALENDAR_ID, $cid ) ) {
			return $cid;
		}
		if ( ! preg_match( '~^[A-Za-z0-9+/_-]{4,600}={0,2}$~', $cid ) ) {
			return null;
		}
		$bare = rtrim( $cid, '=' );
		if ( 1 === strlen( $bare ) % 4 ) {
			return null;
		}
		$decoded = base64_decode( strtr( $bare, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the service's links carry the calendar id in base64.
		return false !== $decoded && preg_match( self::CALENDAR_ID, $decoded ) ? $decoded : null;
	}
}
