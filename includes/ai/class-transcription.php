<?php
/**
 * Voice to content: a recording's text.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Checks an uploaded recording (size, type from its bytes, length where it
 * can be read) and has the provider's speech-to-text write it down, through
 * the same switches, per-user limits and budget as every AI request. A
 * failed transcription counts nothing.
 *
 * @since 0.4.0
 */
final class Transcription {

	/** The feature that pays for it. */
	public const FEATURE = 'voice-to-content';

	/** The largest recording, in bytes: 25 MB. */
	public const MAX_BYTES = 25000000;

	/** The longest recording, in seconds: 25 minutes. */
	public const MAX_SECONDS = 1500;

	/**
	 * The audio types accepted, as the second half of their MIME type.
	 *
	 * @var string[]
	 */
	public const TYPES = array( 'mpeg', 'mp3', 'mpga', 'ogg', 'flac', 'x-flac', 'm4a', 'x-m4a', 'mp4', 'wav', 'wave', 'x-wav', 'webm' );

	/**
	 * The text of an uploaded recording.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed>|null $file    The upload (a `$_FILES` entry).
	 * @param int                      $user_id Who asks.
	 * @return string|WP_Error
	 */
	public static function transcribe( ?array $file, int $user_id ) {
		$checked = self::check( $file );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		if ( ! Features::is_enabled( self::FEATURE ) ) {
			return Text_Request::disabled();
		}
		$provider = Providers::for_task( 'audio' );
		if ( is_wp_error( $provider ) ) {
			return $provider;
		}
		if ( ! $provider instanceof OpenAI_Compatible_Provider ) {
			return self::failed();
		}
		$taken = User_Limits::reserve( $user_id, 1 );
		if ( is_wp_error( $taken ) ) {
			return $taken;
		}
		$reserved = Budget::reserve( self::FEATURE );
		if ( is_wp_error( $reserved ) ) {
			User_Limits::release( $taken, 1 );
			return $reserved;
		}
		$text = $provider->transcribe( $checked['path'], 'recording.' . $checked['extension'], $checked['mime'] );
		if ( is_wp_error( $text ) || '' === trim( $text ) ) {
			// A failure counts nothing, and says that the transcription failed.
			Budget::release( self::FEATURE );
			User_Limits::release( $taken, 1 );
			return self::failed();
		}
		return trim( $text );
	}

	/**
	 * Whether a recording could be transcribed and written up now, checked
	 * before anyone records: the feature on, a provider that transcribes,
	 * room in the site's budget for the transcription and the post written
	 * from it, and the user's own limits (taken and given back at once).
	 *
	 * @since 0.7.0
	 *
	 * @param int $user_id Who would record.
	 * @return true|WP_Error The error the transcription would get.
	 */
	public static function can_start( int $user_id ) {
		if ( ! Features::is_enabled( self::FEATURE ) ) {
			return Text_Request::disabled();
		}
		$provider = Providers::for_task( 'audio' );
		if ( is_wp_error( $provider ) ) {
			return $provider;
		}
		// The transcription, and the post written from it.
		$cost  = 2;
		$taken = User_Limits::reserve( $user_id, $cost );
		if ( is_wp_error( $taken ) ) {
			return $taken;
		}
		User_Limits::release( $taken, $cost );
		if ( Budget::count() + $cost > Tiers::limit( Tiers::current() ) ) {
			return new WP_Error(
				'error_quota_exceeded',
				__( 'You have reached the limit of requests for this site.', 'cairn' ),
				array( 'status' => 429 )
			);
		}
		return true;
	}

	/**
	 * Checks an upload: there, not too big, a supported audio type (read
	 * from its bytes, not from what the browser says), not too long.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed>|null $file The upload.
	 * @return array{path:string,mime:string,extension:string}|WP_Error
	 */
	public static function check( ?array $file ) {
		if ( ! is_array( $file ) || ! isset( $file['tmp_name'] ) || ! is_string( $file['tmp_name'] ) || '' === $file['tmp_name'] || UPLOAD_ERR_NO_FILE === ( $file['error'] ?? UPLOAD_ERR_OK ) ) {
			return new WP_Error( 'cairn_ai_no_audio', __( 'The audio_file is required to perform a transcription.', 'cairn' ), array( 'status' => 400 ) );
		}
		$error = (int) ( $file['error'] ?? UPLOAD_ERR_OK );
		$size  = is_readable( $file['tmp_name'] ) ? (int) filesize( $file['tmp_name'] ) : 0;
		if ( in_array( $error, array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) || $size > self::MAX_BYTES ) {
			return new WP_Error( 'cairn_ai_audio_too_big', __( 'The provided audio file is too big.', 'cairn' ), array( 'status' => 413 ) );
		}
		if ( UPLOAD_ERR_OK !== $error || 0 === $size ) {
			return new WP_Error( 'cairn_ai_no_audio', __( 'The audio_file is required to perform a transcription.', 'cairn' ), array( 'status' => 400 ) );
		}
		$mime    = self::mime_of( $file['tmp_name'] );
		$subtype = strtolower( (string) substr( (string) strrchr( $mime, '/' ), 1 ) );
		if ( ! preg_match( '#^(audio|video)/#', $mime ) || ! in_array( $subtype, self::TYPES, true ) ) {
			return new WP_Error( 'cairn_ai_audio_type', __( 'The provided audio file type is not supported.', 'cairn' ), array( 'status' => 415 ) );
		}
		$length = self::length( $file['tmp_name'] );
		if ( $length > self::MAX_SECONDS ) {
			return new WP_Error( 'cairn_ai_audio_too_long', __( 'The audio file is too long. The maximum recording time is 25 minutes.', 'cairn' ), array( 'status' => 413 ) );
		}
		$extensions = array(
			'mpeg'   => 'mp3',
			'mpga'   => 'mp3',
			'x-flac' => 'flac',
			'x-m4a'  => 'm4a',
			'wave'   => 'wav',
			'x-wav'  => 'wav',
		);
		return array(
			'path'      => $file['tmp_name'],
			'mime'      => $mime,
			'extension' => $extensions[ $subtype ] ?? $subtype,
		);
	}

	/**
	 * The error of a provider that failed: the transcription request could
	 * not be processed, and the gateway (502) is to blame, not the file.
	 *
	 * @since 0.4.0
	 */
	public static function failed(): WP_Error {
		return new WP_Error( 'cairn_ai_transcription_failed', __( 'There was an error processing the transcription request.', 'cairn' ), array( 'status' => 502 ) );
	}

	/**
	 * A file's type, from its bytes.
	 *
	 * @param string $path The file.
	 */
	private static function mime_of( string $path ): string {
		$mime = function_exists( 'finfo_open' ) ? (string) finfo_file( finfo_open( FILEINFO_MIME_TYPE ), $path ) : '';
		// finfo names some audio by its container: an m4a is audio/x-m4a or video/mp4, a wav audio/x-wav.
		return strtolower( $mime );
	}

	/**
	 * A recording's length in seconds, where WordPress's audio metadata
	 * reader can tell (0 otherwise; the browser has checked it too).
	 *
	 * @param string $path The file.
	 */
	private static function length( string $path ): float {
		if ( ! function_exists( 'wp_read_audio_metadata' ) ) {
			// Loaded in the admin only; a REST request may not have it.
			require_once ABSPATH . 'wp-admin/includes/media.php'; // @phpstan-ignore requireOnce.fileNotFound
		}
		$meta = wp_read_audio_metadata( $path );
		return is_array( $meta ) && isset( $meta['length'] ) ? (float) $meta['length'] : 0.0;
	}
}
