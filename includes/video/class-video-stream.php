<?php
/**
 * Serves private videos to those who may watch them.
 *
 * @package Cairn
 */

namespace Cairn\Video;

defined( 'ABSPATH' ) || exit;

/**
 * `/?cairn_video={guid}&post={id}`: a private video's bytes, for a
 * logged-in user who may read the post it is shown in (or, without a post,
 * the video itself), with HTTP range requests so that players can seek. It
 * reads the file in pieces, never whole. Not a REST route: a `<video>`
 * element sends the login cookie but no REST nonce.
 *
 * @since 0.5.0
 */
final class Video_Stream {

	/** The query argument. */
	public const QUERY_ARG = 'cairn_video';

	/** Bytes read and sent at a time. */
	private const PIECE = 1048576;

	/**
	 * Hooks the endpoint.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( __CLASS__, 'maybe_serve' ), 0 );
	}

	/**
	 * The URL of a video's stream.
	 *
	 * @since 0.5.0
	 *
	 * @param string $guid    The video.
	 * @param int    $post_id The post it is shown in; 0 for none.
	 */
	public static function url( string $guid, int $post_id = 0 ): string {
		$args = array( self::QUERY_ARG => $guid );
		if ( $post_id > 0 ) {
			$args['post'] = $post_id;
		}
		return add_query_arg( $args, home_url( '/' ) );
	}

	/**
	 * Serves the stream when it is asked for.
	 *
	 * @since 0.5.0
	 */
	public static function maybe_serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only stream, checked by capability.
		if ( ! isset( $_GET[ self::QUERY_ARG ] ) ) {
			return;
		}
		$plan = self::plan(
			sanitize_text_field( wp_unslash( $_GET[ self::QUERY_ARG ] ) ),
			isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0,
			isset( $_SERVER['HTTP_RANGE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_RANGE'] ) ) : '',
			! empty( $_GET['download'] )
		);
		// phpcs:enable
		self::send( $plan );
		exit;
	}

	/**
	 * What to answer: the status, the headers and which bytes of which
	 * file. Kept apart from sending so that each rule can be tested.
	 *
	 * @since 0.5.0
	 *
	 * @param string $guid     The video.
	 * @param int    $post_id  The post it is shown in; 0 for none.
	 * @param string $range    The Range header.
	 * @param bool   $download Whether a download is asked for.
	 * @return array{status:int,headers:array<string,string>,file:string,start:int,length:int}
	 */
	public static function plan( string $guid, int $post_id, string $range, bool $download ): array {
		$refuse = static function ( int $status ): array {
			return array(
				'status'  => $status,
				'headers' => array( 'Cache-Control' => 'private, no-store' ),
				'file'    => '',
				'start'   => 0,
				'length'  => 0,
			);
		};
		$id     = Video_Library::find( $guid );
		if ( 0 === $id ) {
			return $refuse( 404 );
		}
		if ( ! self::may_watch( $id, $guid, $post_id ) ) {
			// Logged out: 401 so that a player or a person knows to log in.
			return $refuse( is_user_logged_in() ? 403 : 401 );
		}
		if ( $download && ! Video_Meta::allows_download( $id ) ) {
			return $refuse( 403 );
		}
		$file = (string) get_attached_file( $id );
		$size = is_file( $file ) ? (int) filesize( $file ) : -1;
		if ( $size < 0 ) {
			return $refuse( 404 );
		}

		$start  = 0;
		$length = $size;
		$status = 200;
		// A header that is not one plain byte range is ignored: the whole file.
		if ( 1 === preg_match( '/^bytes=\d*-\d*$/', $range ) ) {
			$bytes = self::range( $range, $size );
			if ( null === $bytes ) {
				$answer                             = $refuse( 416 );
				$answer['headers']['Content-Range'] = 'bytes */' . $size;
				return $answer;
			}
			list( $start, $end ) = $bytes;
			$length              = $end - $start + 1;
			$status              = 206;
		}
		$headers = array(
			'Content-Type'                 => (string) get_post_mime_type( $id ),
			'Content-Length'               => (string) $length,
			'Accept-Ranges'                => 'bytes',
			// Only the browser of the person allowed may keep it.
			'Cache-Control'                => 'private, max-age=0, no-transform',
			'X-Content-Type-Options'       => 'nosniff',
			'Cross-Origin-Resource-Policy' => 'same-origin',
			'Content-Security-Policy'      => 'sandbox',
			'Content-Disposition'          => $download
				? 'attachment; filename="' . sanitize_file_name( wp_basename( $file ) ) . '"'
				: 'inline',
		);
		if ( 206 === $status ) {
			$headers['Content-Range'] = sprintf( 'bytes %d-%d/%d', $start, $start + $length - 1, $size );
		}
		return array(
			'status'  => $status,
			'headers' => $headers,
			'file'    => $file,
			'start'   => $start,
			'length'  => $length,
		);
	}

	/**
	 * Whether the current user may watch a video: anyone for a public one;
	 * for a private one a logged-in user who may read a post that shows it
	 * in a video block placed by someone who may edit the video (so nobody
	 * unlocks a video by pasting its guid into a post of their own), or,
	 * without a post, a user who may edit the video.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $id      The attachment.
	 * @param string $guid    Its guid.
	 * @param int    $post_id The post.
	 */
	public static function may_watch( int $id, string $guid, int $post_id ): bool {
		if ( ! Video_Meta::is_private( $id ) ) {
			return true;
		}
		if ( ! is_user_logged_in() ) {
			return false;
		}
		if ( current_user_can( 'edit_post', $id ) ) {
			return true;
		}
		if ( $post_id <= 0 ) {
			return false;
		}
		// The post as it is now, never a revision of it that once showed the video.
		$post = \Cairn\Post_Access::viewable( $post_id );
		return null !== $post
			&& user_can( (int) $post->post_author, 'edit_post', $id )
			&& self::shows( parse_blocks( (string) $post->post_content ), $guid );
	}

	/**
	 * Whether blocks hold a video block of a guid, nested ones too.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @param string                         $guid   The guid.
	 */
	public static function shows( array $blocks, string $guid ): bool {
		foreach ( $blocks as $block ) {
			if ( 'cairn/video' === ( $block['blockName'] ?? '' ) && isset( $block['attrs']['guid'] ) && is_string( $block['attrs']['guid'] ) && hash_equals( $guid, $block['attrs']['guid'] ) ) {
				return true;
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) && self::shows( $block['innerBlocks'], $guid ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The first and last byte of a single `bytes=` range, or null when it
	 * cannot be served. (A header of several ranges is ignored by plan().)
	 *
	 * @since 0.5.0
	 *
	 * @param string $header The Range header.
	 * @param int    $size   The file's size.
	 * @return array{0:int,1:int}|null
	 */
	public static function range( string $header, int $size ): ?array {
		if ( ! preg_match( '/^bytes=(\d*)-(\d*)$/', $header, $match ) || ( '' === $match[1] && '' === $match[2] ) || 0 === $size ) {
			return null;
		}
		if ( '' === $match[1] ) {
			// A suffix: the last N bytes.
			$start = max( 0, $size - (int) $match[2] );
			$end   = $size - 1;
		} else {
			$start = (int) $match[1];
			$end   = '' === $match[2] ? $size - 1 : min( (int) $match[2], $size - 1 );
		}
		return $start <= $end && $start < $size ? array( $start, $end ) : null;
	}

	/**
	 * Sends an answer, its bytes in pieces.
	 *
	 * @param array{status:int,headers:array<string,string>,file:string,start:int,length:int} $plan The answer.
	 */
	private static function send( array $plan ): void {
		status_header( $plan['status'] );
		foreach ( $plan['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( '' === $plan['file'] || ( isset( $_SERVER['REQUEST_METHOD'] ) && 'HEAD' === $_SERVER['REQUEST_METHOD'] ) ) {
			return;
		}
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- streaming a file in pieces.
		$handle = fopen( $plan['file'], 'rb' );
		if ( false === $handle ) {
			return;
		}
		fseek( $handle, $plan['start'] );
		$left = $plan['length'];
		while ( $left > 0 && ! feof( $handle ) && ! connection_aborted() ) {
			$piece = fread( $handle, min( self::PIECE, $left ) );
			if ( false === $piece || '' === $piece ) {
				break;
			}
			echo $piece; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the video's bytes.
			$left -= strlen( $piece );
			flush();
		}
		fclose( $handle );
		// phpcs:enable
	}
}
