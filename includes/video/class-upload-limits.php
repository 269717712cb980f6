<?php
/**
 * The size and space rules a video upload must keep.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use Cairn\Rest\Video_Uploads_Controller;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The rules WordPress applies to any upload, applied to resumable video
 * uploads, whose bytes arrive in many requests that PHP's own limits never
 * see whole: checked when an upload is created, against its declared
 * length, and again before every chunk, against the bytes it would then
 * hold.
 *
 * - The site's upload size limit: the `upload_size_limit` filter that
 *   wp_max_upload_size() applies (on multisite it holds the network's
 *   `fileupload_maxk` and the space left), given Cairn's own largest video
 *   instead of PHP's per-request limits.
 * - The network's rules (on multisite, unless the network turned its
 *   space check off): the space left in the site's quota, `fileupload_maxk`,
 *   and a site already over its quota, in core's words. The quota counts the
 *   uploads folder, the site's private videos (which live outside it) and the
 *   length every other unfinished upload of the site declared: those bytes
 *   are reserved until the upload ends, so that two uploads that each fit but
 *   together do not cannot both be accepted. Creating an upload checks and
 *   reserves under one lock (Upload_Store::quota_locked()).
 *
 * The quota's figures are read as core reads them: `blog_upload_space` (the
 * site's, then the network's, 100 MB by default) through `get_space_allowed`,
 * and the space used through `pre_get_space_used` or the uploads folder's size.
 *
 * @since 0.6.0
 */
final class Upload_Limits {

	/**
	 * Counts the site's private videos in the space it uses, for core's
	 * quota checks as for Cairn's.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		add_filter( 'pre_get_space_used', array( __CLASS__, 'add_private_videos' ), 100 );
	}

	/**
	 * The largest video accepted: Cairn's own ceiling, lowered by the site's
	 * upload size limit.
	 *
	 * @since 0.6.0
	 */
	public static function max_size(): int {
		$max = Video_Uploads_Controller::max_size();
		$u   = wp_convert_hr_to_bytes( (string) ini_get( 'upload_max_filesize' ) );
		$p   = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		// Core's own filter of wp_max_upload_size(); 0 sets no ceiling, as for its sideloads.
		$limit = (int) apply_filters( 'upload_size_limit', $max, $u, $p ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		return $limit > 0 ? min( $max, $limit ) : $max;
	}

	/**
	 * Whether the site's upload quota and the network's file size limit
	 * apply: on multisite unless the network turned its space check off, as
	 * for every upload.
	 *
	 * @since 0.6.0
	 */
	public static function quota_applies(): bool {
		$applies = is_multisite() && ! get_site_option( 'upload_space_check_disabled' ) && ! defined( 'WP_IMPORTING' );
		/**
		 * Filters whether the site's upload quota (`blog_upload_space`) and
		 * the network's file size limit (`fileupload_maxk`) limit video
		 * uploads. They do on multisite unless the network turned its space
		 * check off; a single site may opt in to the same rules.
		 *
		 * @since 0.6.0
		 *
		 * @param bool $applies Whether they apply.
		 */
		return (bool) apply_filters( 'cairn_video_upload_quota_applies', $applies );
	}

	/**
	 * Checks a size against every rule.
	 *
	 * @since 0.6.0
	 *
	 * @param int    $size   Bytes: the declared length at creation, the bytes
	 *                       written with the chunk at each chunk.
	 * @param string $upload The upload being checked, whose own reservation
	 *                       does not count against it; '' for a new one.
	 * @return true|WP_Error A 413 in core's words.
	 */
	public static function check( int $size, string $upload = '' ) {
		$max = self::max_size();
		if ( $size > $max ) {
			return self::too_big( number_format( $max / KB_IN_BYTES ) );
		}
		if ( ! self::quota_applies() ) {
			return true;
		}
		$space_left = self::space_available() - Upload_Store::reserved( $upload );
		if ( $space_left < $size ) {
			return new WP_Error(
				'cairn_upload_no_room',
				/* translators: %s: Required disk space in kilobytes. */
				sprintf( __( 'Not enough space to upload. %s KB needed.' ), number_format( ( $size - $space_left ) / KB_IN_BYTES ) ), // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own message, with core's translations.
				array( 'status' => 413 )
			);
		}
		$maxk = get_site_option( 'fileupload_maxk', 1500 );
		if ( $size > KB_IN_BYTES * (int) $maxk ) {
			return self::too_big( (string) $maxk );
		}
		if ( self::space_allowed() - self::space_used() < 0 ) {
			return new WP_Error(
				'cairn_upload_over_quota',
				__( 'You have used your space quota. Please delete files before uploading.' ), // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own message, with core's translations.
				array( 'status' => 413 )
			);
		}
		return true;
	}

	/**
	 * The site's quota in bytes, read as core's get_space_allowed() reads it.
	 *
	 * @since 0.6.0
	 */
	public static function space_allowed(): float {
		$allowed = get_option( 'blog_upload_space' );
		if ( ! is_numeric( $allowed ) ) {
			$allowed = get_site_option( 'blog_upload_space' );
		}
		if ( ! is_numeric( $allowed ) ) {
			$allowed = 100;
		}
		$allowed = apply_filters( 'get_space_allowed', $allowed ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		return max( 0, (float) $allowed ) * MB_IN_BYTES;
	}

	/**
	 * The bytes the site uses, read as core's get_space_used() reads them
	 * (Cairn's filter adds the private videos).
	 *
	 * @since 0.6.0
	 */
	public static function space_used(): float {
		$used = apply_filters( 'pre_get_space_used', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		if ( false === $used ) {
			$used = self::uploads_size() / MB_IN_BYTES;
		}
		return (float) $used * MB_IN_BYTES;
	}

	/**
	 * The bytes left in the quota, before reservations.
	 *
	 * @since 0.6.0
	 */
	public static function space_available(): float {
		return max( 0, self::space_allowed() - self::space_used() );
	}

	/**
	 * Adds the site's private videos, which live outside the uploads folder,
	 * to the space it uses (megabytes, as `pre_get_space_used` counts).
	 *
	 * @since 0.6.0
	 *
	 * @param int|float|false $used Megabytes a filter before found, or false.
	 * @return float
	 */
	public static function add_private_videos( $used ): float {
		$base = false === $used ? self::uploads_size() / MB_IN_BYTES : (float) $used;
		$dir  = Video_Privacy::dir();
		if ( is_wp_error( $dir ) ) {
			return $base;
		}
		return $base + (int) get_dirsize( $dir ) / MB_IN_BYTES;
	}

	/**
	 * The size of the uploads folder, as core counts it.
	 */
	private static function uploads_size(): int {
		return (int) get_dirsize( wp_upload_dir()['basedir'] );
	}

	/**
	 * Core's refusal of a file over a size.
	 *
	 * @param string $kilobytes The size, in KB.
	 */
	private static function too_big( string $kilobytes ): WP_Error {
		return new WP_Error(
			'cairn_upload_too_large',
			/* translators: %s: Maximum allowed file size in kilobytes. */
			sprintf( __( 'This file is too big. Files must be less than %s KB in size.' ), $kilobytes ), // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own message, with core's translations.
			array( 'status' => 413 )
		);
	}
}
