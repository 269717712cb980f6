<?php
/**
 * A video's text tracks.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Text tracks: WebVTT files kept on the video's
 * attachment, one per kind and language, served by the same endpoint and
 * the same checks as the video, so a private video's captions stay private.
 *
 * @since 0.5.0
 */
final class Video_Tracks {

	/** The kinds a track may be. */
	public const KINDS = array( 'subtitles', 'captions', 'descriptions', 'chapters', 'metadata' );

	/** The most tracks a video holds. */
	public const MAX_TRACKS = 20;

	/** The largest track accepted, in bytes. */
	public const MAX_BYTES = 1048576;

	/** The meta key of the tracks. */
	private const META = '_cairn_video_tracks';

	/** The query argument of a track's file. */
	public const QUERY_ARG = 'cairn_video_track';

	/**
	 * Hooks the track endpoint.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( __CLASS__, 'maybe_serve' ), 0 );
	}

	/**
	 * The tracks of a video.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 * @return array<int,array{kind:string,srclang:string,label:string,vtt:string}>
	 */
	public static function all( int $id ): array {
		$tracks = get_post_meta( $id, self::META, true );
		return is_array( $tracks ) ? array_values( $tracks ) : array();
	}

	/**
	 * The tracks a player gets: those uploaded, and a chapters track made
	 * from the description's chapter lines unless one was uploaded for the
	 * site's language.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 * @return array<int,array{kind:string,srclang:string,label:string,vtt:string}>
	 */
	public static function effective( int $id ): array {
		$tracks   = self::all( $id );
		$chapters = Video_Chapters::parse( (string) get_post_field( 'post_content', $id ) );
		$language = self::site_language();
		foreach ( $tracks as $track ) {
			if ( 'chapters' === $track['kind'] && $track['srclang'] === $language ) {
				return $tracks;
			}
		}
		if ( $chapters ) {
			$meta     = wp_get_attachment_metadata( $id );
			$tracks[] = array(
				'kind'    => 'chapters',
				'srclang' => $language,
				'label'   => __( 'Chapters', 'cairn' ),
				'vtt'     => Video_Chapters::to_vtt( $chapters, is_array( $meta ) && isset( $meta['length'] ) ? (int) $meta['length'] : 0 ),
			);
		}
		return $tracks;
	}

	/**
	 * The site's language as a track language, e.g. 'en' or 'pt-br'.
	 *
	 * @since 0.5.0
	 */
	public static function site_language(): string {
		return strtolower( str_replace( '_', '-', (string) preg_replace( '/^([a-z]{2,3})(_[A-Z]{2})?.*$/', '$1$2', get_locale() ) ) );
	}

	/**
	 * Adds a track, refusing a file that is not WebVTT and a second track of
	 * the same kind and language.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $id      The attachment.
	 * @param string $kind    The kind ('' for subtitles).
	 * @param string $srclang The language ('' for en).
	 * @param string $label   The label ('' for English).
	 * @param string $vtt     The file's text.
	 * @return array{kind:string,srclang:string,label:string}|WP_Error
	 */
	public static function add( int $id, string $kind, string $srclang, string $label, string $vtt ) {
		$kind    = '' === $kind ? 'subtitles' : $kind;
		$srclang = '' === trim( $srclang ) ? 'en' : strtolower( trim( $srclang ) );
		$label   = '' === trim( $label ) ? 'English' : trim( $label );
		if ( ! in_array( $kind, self::KINDS, true ) ) {
			return new WP_Error( 'cairn_track_kind', __( 'This kind of track is not supported.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( ! preg_match( '/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/', $srclang ) ) {
			return new WP_Error( 'cairn_track_language', __( 'The source language is not a language code.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( ! self::is_webvtt( $vtt ) ) {
			return new WP_Error( 'cairn_track_format', __( 'The track must be a WebVTT (.vtt) file.', 'cairn' ), array( 'status' => 400 ) );
		}
		$tracks = self::all( $id );
		if ( count( $tracks ) >= self::MAX_TRACKS ) {
			return new WP_Error( 'cairn_track_limit', __( 'This video has as many tracks as it can hold.', 'cairn' ), array( 'status' => 400 ) );
		}
		foreach ( $tracks as $track ) {
			if ( $track['kind'] === $kind && $track['srclang'] === $srclang ) {
				return new WP_Error( 'cairn_track_exists', __( 'A track already exists for that language and kind.', 'cairn' ), array( 'status' => 400 ) );
			}
		}
		$tracks[] = array(
			'kind'    => $kind,
			'srclang' => $srclang,
			'label'   => $label,
			'vtt'     => $vtt,
		);
		update_post_meta( $id, self::META, wp_slash( $tracks ) );
		return array(
			'kind'    => $kind,
			'srclang' => $srclang,
			'label'   => $label,
		);
	}

	/**
	 * Removes a track.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $id      The attachment.
	 * @param string $kind    The kind.
	 * @param string $srclang The language.
	 * @return bool Whether there was one.
	 */
	public static function delete( int $id, string $kind, string $srclang ): bool {
		$tracks = self::all( $id );
		$kept   = array_values(
			array_filter(
				$tracks,
				static function ( array $track ) use ( $kind, $srclang ): bool {
					return ! ( $track['kind'] === $kind && $track['srclang'] === $srclang );
				}
			)
		);
		if ( count( $kept ) === count( $tracks ) ) {
			return false;
		}
		update_post_meta( $id, self::META, wp_slash( $kept ) );
		return true;
	}

	/**
	 * Whether a text is a WebVTT file: the signature, optionally after a
	 * byte-order mark, then a space, a tab or the end of the line.
	 *
	 * @since 0.5.0
	 *
	 * @param string $text The text.
	 */
	public static function is_webvtt( string $text ): bool {
		return strlen( $text ) <= self::MAX_BYTES && 1 === preg_match( '/^(\xEF\xBB\xBF)?WEBVTT([ \t].*)?(\r\n|\r|\n|$)/', $text ) && wp_check_invalid_utf8( $text ) === $text;
	}

	/**
	 * The URL of a track's file.
	 *
	 * @since 0.5.0
	 *
	 * @param string $guid    The video.
	 * @param string $kind    The kind.
	 * @param string $srclang The language.
	 * @param int    $post_id The post showing it; 0 for none.
	 */
	public static function url( string $guid, string $kind, string $srclang, int $post_id = 0 ): string {
		$args = array(
			self::QUERY_ARG => $guid,
			'kind'          => $kind,
			'srclang'       => $srclang,
		);
		if ( $post_id > 0 ) {
			$args['post'] = $post_id;
		}
		return add_query_arg( $args, home_url( '/' ) );
	}

	/**
	 * The public listing: the tracks grouped by kind, then
	 * language, each with its src and label.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $id      The attachment.
	 * @param string $guid    Its guid.
	 * @param int    $post_id The post showing it.
	 * @return array<string,array<string,array{src:string,label:string}>>
	 */
	public static function listing( int $id, string $guid, int $post_id = 0 ): array {
		$grouped = array();
		foreach ( self::effective( $id ) as $track ) {
			$grouped[ $track['kind'] ][ $track['srclang'] ] = array(
				'src'   => self::url( $guid, $track['kind'], $track['srclang'], $post_id ),
				'label' => $track['label'],
			);
		}
		return $grouped;
	}

	/**
	 * Serves a track's file to those who may watch the video.
	 *
	 * @since 0.5.0
	 */
	public static function maybe_serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only file, checked by capability.
		if ( ! isset( $_GET[ self::QUERY_ARG ], $_GET['kind'], $_GET['srclang'] ) ) {
			return;
		}
		$guid    = sanitize_text_field( wp_unslash( $_GET[ self::QUERY_ARG ] ) );
		$kind    = sanitize_key( wp_unslash( $_GET['kind'] ) );
		$srclang = sanitize_text_field( wp_unslash( $_GET['srclang'] ) );
		$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
		// phpcs:enable
		$id  = Video_Library::find( $guid );
		$vtt = null;
		if ( $id && Video_Stream::may_watch( $id, $guid, $post_id ) ) {
			foreach ( self::effective( $id ) as $track ) {
				if ( $track['kind'] === $kind && $track['srclang'] === $srclang ) {
					$vtt = $track['vtt'];
				}
			}
		}
		if ( null === $vtt ) {
			header( 'Cache-Control: private, no-store' );
			status_header( $id && ! Video_Stream::may_watch( $id, $guid, $post_id ) ? ( is_user_logged_in() ? 403 : 401 ) : 404 );
			exit;
		}
		status_header( 200 );
		header( 'Content-Type: text/vtt; charset=utf-8' );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Cross-Origin-Resource-Policy: same-origin' );
		header( 'Content-Security-Policy: sandbox' );
		// A video made private must not stay readable from a cache for long.
		header( 'Cache-Control: ' . ( Video_Meta::is_private( $id ) ? 'private, max-age=0' : 'public, max-age=60' ) );
		echo $vtt; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a WebVTT file, served as text/vtt with nosniff.
		exit;
	}
}
