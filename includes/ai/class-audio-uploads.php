<?php
/**
 * Voice to content's recordings, uploaded in pieces.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Video\Private_Dir;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A recording arrives in pieces of about 1 MB, each its own short request,
 * so that PHP's `upload_max_filesize` and `post_max_size` (2 MB and 8 MB by
 * default) never stand between the editor and the provider's own limit of
 * 25 MB. The pieces are appended in order to one file in the site's private
 * folder (`ai-audio/`), which belongs to the user who started it and is
 * removed once transcribed, or a day after it was left.
 *
 * @since 0.7.0
 */
final class Audio_Uploads {

	/** Bytes per piece: under nginx's default body limit of 1 MiB. */
	public const CHUNK_SIZE = 1000000;

	/** Seconds an unfinished or untranscribed recording is kept. */
	private const KEEP = DAY_IN_SECONDS;

	/** The option prefix of an upload's facts. */
	private const OPTION_PREFIX = 'cairn_ai_audio_';

	/**
	 * The bytes a piece may hold here: the `cairn_ai_audio_chunk_size`
	 * filter's (1,000,000 by default), below what PHP takes in one request.
	 *
	 * @since 0.7.0
	 */
	public static function chunk_size(): int {
		/**
		 * Filters the bytes of one piece of a recording's upload (lower it
		 * behind a proxy that takes less in one request).
		 *
		 * @since 0.7.0
		 *
		 * @param int $bytes 1,000,000 by default.
		 */
		$bytes = (int) apply_filters( 'cairn_ai_audio_chunk_size', self::CHUNK_SIZE );
		$post  = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		if ( $post > 0 ) {
			$bytes = min( $bytes, $post - 65536 );
		}
		return max( 65536, $bytes );
	}

	/**
	 * Starts an upload of a recording of a size and type.
	 *
	 * @since 0.7.0
	 *
	 * @param int    $size    Its bytes.
	 * @param string $type    Its MIME type, as the browser says.
	 * @param int    $user_id Who uploads.
	 * @return array{id:string,chunk_size:int}|WP_Error
	 */
	public static function create( int $size, string $type, int $user_id ) {
		if ( $size > Transcription::MAX_BYTES ) {
			return new WP_Error( 'cairn_ai_audio_too_big', __( 'The provided audio file is too big.', 'cairn' ), array( 'status' => 413 ) );
		}
		if ( $size <= 0 ) {
			return new WP_Error( 'cairn_ai_no_audio', __( 'The audio_file is required to perform a transcription.', 'cairn' ), array( 'status' => 400 ) );
		}
		$subtype = strtolower( (string) preg_replace( '#^(audio|video)/([^;\s]+).*$#i', '$2', $type ) );
		if ( ! preg_match( '#^(audio|video)/#i', $type ) || ! in_array( $subtype, Transcription::TYPES, true ) ) {
			return new WP_Error( 'cairn_ai_audio_type', __( 'The provided audio file type is not supported.', 'cairn' ), array( 'status' => 415 ) );
		}
		$dir = self::dir();
		if ( is_wp_error( $dir ) ) {
			return $dir;
		}
		self::forget_old( $dir );
		$id = bin2hex( random_bytes( 16 ) );
		if ( false === file_put_contents( $dir . '/' . $id, '' ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a private file, created empty.
			return new WP_Error( 'cairn_private_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		update_option(
			self::OPTION_PREFIX . $id,
			array(
				'user'    => $user_id,
				'size'    => $size,
				'created' => time(),
			),
			false
		);
		return array(
			'id'         => $id,
			'chunk_size' => self::chunk_size(),
		);
	}

	/**
	 * Appends a piece at an offset. Sending a piece again (a retry after a
	 * lost answer) changes nothing: what the file holds already is kept.
	 *
	 * @since 0.7.0
	 *
	 * @param string $id      The upload.
	 * @param int    $offset  Where the piece starts.
	 * @param string $bytes   The piece.
	 * @param int    $user_id Who sends it.
	 * @return int|WP_Error The bytes received so far, or why not (409 with the right offset).
	 */
	public static function append( string $id, int $offset, string $bytes, int $user_id ) {
		$upload = self::find( $id, $user_id );
		if ( is_wp_error( $upload ) ) {
			return $upload;
		}
		$path     = $upload['path'];
		$received = (int) filesize( $path );
		$length   = strlen( $bytes );
		if ( $length > self::chunk_size() ) {
			return new WP_Error( 'cairn_ai_audio_chunk', __( 'A piece of the recording was larger than the site takes at once.', 'cairn' ), array( 'status' => 413 ) );
		}
		if ( $offset + $length <= $received ) {
			// Already here: a piece sent twice.
			return $received;
		}
		if ( $offset !== $received ) {
			return new WP_Error(
				'cairn_ai_audio_offset',
				__( 'A piece of the recording arrived out of order.', 'cairn' ),
				array(
					'status'   => 409,
					'received' => $received,
				)
			);
		}
		if ( $received + $length > $upload['size'] ) {
			return new WP_Error( 'cairn_ai_audio_too_big', __( 'The provided audio file is too big.', 'cairn' ), array( 'status' => 413 ) );
		}
		if ( false === file_put_contents( $path, $bytes, FILE_APPEND | LOCK_EX ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- appended under a lock.
			return new WP_Error( 'cairn_private_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		clearstatcache( true, $path );
		return (int) filesize( $path );
	}

	/**
	 * A whole recording, as an upload the transcription checks like any
	 * other (`$_FILES` shape), once every byte has arrived.
	 *
	 * @since 0.7.0
	 *
	 * @param string $id      The upload.
	 * @param int    $user_id Who asks.
	 * @return array{tmp_name:string,error:int,size:int}|WP_Error
	 */
	public static function complete_file( string $id, int $user_id ) {
		$upload = self::find( $id, $user_id );
		if ( is_wp_error( $upload ) ) {
			return $upload;
		}
		$size = (int) filesize( $upload['path'] );
		if ( $size !== $upload['size'] ) {
			return new WP_Error( 'cairn_ai_no_audio', __( 'The audio_file is required to perform a transcription.', 'cairn' ), array( 'status' => 400 ) );
		}
		return array(
			'tmp_name' => $upload['path'],
			'error'    => UPLOAD_ERR_OK,
			'size'     => $size,
		);
	}

	/**
	 * Removes an upload and its facts.
	 *
	 * @since 0.7.0
	 *
	 * @param string $id The upload.
	 */
	public static function delete( string $id ): void {
		if ( ! self::is_id( $id ) ) {
			return;
		}
		$dir = self::dir();
		if ( ! is_wp_error( $dir ) && is_file( $dir . '/' . $id ) ) {
			wp_delete_file( $dir . '/' . $id );
		}
		delete_option( self::OPTION_PREFIX . $id );
	}

	/**
	 * An upload of the user's, with its file.
	 *
	 * @param string $id      The upload.
	 * @param int    $user_id Who asks.
	 * @return array{path:string,size:int}|WP_Error 404 when it is not theirs, or gone.
	 */
	private static function find( string $id, int $user_id ) {
		$facts = self::is_id( $id ) ? get_option( self::OPTION_PREFIX . $id ) : false;
		$dir   = self::dir();
		if ( ! is_array( $facts ) || (int) ( $facts['user'] ?? 0 ) !== $user_id || is_wp_error( $dir ) || ! is_file( $dir . '/' . $id ) ) {
			return new WP_Error( 'cairn_ai_audio_upload', __( 'This upload of a recording does not exist, or is not yours.', 'cairn' ), array( 'status' => 404 ) );
		}
		clearstatcache( true, $dir . '/' . $id );
		return array(
			'path' => $dir . '/' . $id,
			'size' => (int) $facts['size'],
		);
	}

	/**
	 * Whether a value is an upload id (32 hexadecimal digits).
	 *
	 * @param string $id The value.
	 */
	private static function is_id( string $id ): bool {
		return (bool) preg_match( '/^[0-9a-f]{32}$/', $id );
	}

	/**
	 * The folder of recordings being uploaded.
	 *
	 * @return string|WP_Error
	 */
	private static function dir() {
		return Private_Dir::ensure( Private_Dir::root() . '/ai-audio' );
	}

	/**
	 * Removes recordings left for more than a day.
	 *
	 * @param string $dir The folder.
	 */
	private static function forget_old( string $dir ): void {
		foreach ( (array) glob( $dir . '/' . str_repeat( '[0-9a-f]', 32 ) ) as $path ) {
			if ( is_string( $path ) && filemtime( $path ) < time() - self::KEEP ) {
				self::delete( basename( $path ) );
			}
		}
	}
}
