<?php
/**
 * Alt text and captions of images, written by the vision model.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends an image to the vision model by its URL, and once more as its bytes
 * when the provider says it could not download it (a local or private
 * site). Nothing leaves the site until an administrator has allowed images
 * to be sent to the provider (the consent, asked once in the editor).
 *
 * @since 0.3.0
 */
final class Image_Text {

	/** The option that holds the administrator's decision: '', 'allowed' or 'refused'. */
	public const CONSENT_OPTION = 'cairn_ai_image_consent';

	/** Bytes of an image sent as data, at most. */
	private const MAX_BYTES = 5242880;

	/**
	 * The prompt type of each kind of text.
	 *
	 * @var array<string,string>
	 */
	private const TYPES = array(
		'alt'     => 'imageAltText',
		'caption' => 'imageCaption',
	);

	/**
	 * The administrator's decision about sending images: '' while nobody has decided.
	 *
	 * @since 0.3.0
	 */
	public static function consent(): string {
		$value = get_option( self::CONSENT_OPTION, '' );
		return in_array( $value, array( 'allowed', 'refused' ), true ) ? $value : '';
	}

	/**
	 * Records the decision.
	 *
	 * @since 0.3.0
	 *
	 * @param bool $allowed Whether images may be sent.
	 */
	public static function set_consent( bool $allowed ): void {
		update_option( self::CONSENT_OPTION, $allowed ? 'allowed' : 'refused', false );
	}

	/**
	 * Who receives the images, as the consent question names it: the
	 * OpenAI-compatible server's host, or WordPress's AI connectors.
	 *
	 * @since 0.3.0
	 */
	public static function recipient(): string {
		$provider = Providers::for_task( 'vision' );
		if ( $provider instanceof OpenAI_Compatible_Provider ) {
			return (string) wp_parse_url( Settings::get( 'ai_base_url' ), PHP_URL_HOST );
		}
		if ( $provider instanceof WordPress_AI_Provider ) {
			return __( 'the AI connectors of Settings → Connectors', 'cairn' );
		}
		return '';
	}

	/**
	 * The alt text or caption of an image.
	 *
	 * @since 0.3.0
	 *
	 * @param string $kind    'alt' or 'caption'.
	 * @param int    $id      Attachment id; 0 when the image is only a URL.
	 * @param string $url     The image's URL, when it has no id.
	 * @param int    $user_id Who asks.
	 * @return string|WP_Error
	 */
	public static function write( string $kind, int $id, string $url, int $user_id ) {
		if ( ! isset( self::TYPES[ $kind ] ) ) {
			return new WP_Error( 'error_response', __( 'Unknown kind of image text.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( 'allowed' !== self::consent() ) {
			return new WP_Error(
				'cairn_ai_image_consent',
				__( 'Images are not sent to the AI provider until an administrator allows it.', 'cairn' ),
				array( 'status' => 403 )
			);
		}
		$image = self::image( $id, $url );
		if ( is_wp_error( $image ) ) {
			return $image;
		}
		$prepared = Text_Request::prepare( Text_Request::prompt( self::TYPES[ $kind ], '' ), 'image-helpers', $user_id, 'vision' );
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$text = $prepared['provider']->complete( self::with_image( $prepared['built'], $image['url'] ), array( 'task' => 'vision' ) );
		if ( is_wp_error( $text ) && 'error_image_unreachable' === $text->get_error_code() && '' !== $image['file'] ) {
			// The provider cannot reach this site: send the bytes instead, once, within the same request's count.
			$data = self::data_url( $image['file'] );
			$text = is_wp_error( $data ) ? $data : $prepared['provider']->complete( self::with_image( $prepared['built'], $data ), array( 'task' => 'vision' ) );
		}
		if ( is_wp_error( $text ) ) {
			Text_Request::settle( $text, $prepared );
			return $text;
		}
		$text = Text_Request::one_line( $text );
		if ( '' === $text || Prompts::ERROR_MARKER === $text ) {
			$unclear = Providers::error( 'error_response' );
			Text_Request::settle( $unclear, $prepared );
			return $unclear;
		}
		return $text;
	}

	/**
	 * The image to describe: its URL, and its file on disk when it is one of
	 * the site's (for the second try).
	 *
	 * @param int    $id  Attachment id.
	 * @param string $url URL.
	 * @return array{url:string,file:string}|WP_Error
	 */
	private static function image( int $id, string $url ) {
		if ( $id > 0 ) {
			if ( ! wp_attachment_is_image( $id ) || ! current_user_can( 'read_post', $id ) ) {
				return self::no_image();
			}
			$large = image_get_intermediate_size( $id, 'large' );
			$file  = (string) get_attached_file( $id );
			if ( is_array( $large ) && ! empty( $large['path'] ) ) {
				$uploads = wp_get_upload_dir();
				$file    = trailingslashit( $uploads['basedir'] ) . $large['path'];
			}
			$src = wp_get_attachment_image_url( $id, 'large' );
			return array(
				'url'  => is_string( $src ) ? $src : '',
				'file' => is_readable( $file ) ? $file : '',
			);
		}
		$url = esc_url_raw( trim( $url ), array( 'http', 'https' ) );
		if ( '' === $url ) {
			return self::no_image();
		}
		// An image of this site's uploads has a file to fall back on; any other is sent by URL only.
		$uploads = wp_get_upload_dir();
		$file    = '';
		if ( 0 === strpos( $url, trailingslashit( $uploads['baseurl'] ) ) ) {
			$relative = (string) wp_parse_url( substr( $url, strlen( trailingslashit( $uploads['baseurl'] ) ) ), PHP_URL_PATH );
			$path     = realpath( trailingslashit( $uploads['basedir'] ) . rawurldecode( $relative ) );
			$base     = realpath( $uploads['basedir'] );
			if ( $path && $base && 0 === strpos( $path, trailingslashit( $base ) ) && wp_check_filetype( $path )['type'] ) {
				$file = $path;
			}
		}
		return array(
			'url'  => $url,
			'file' => $file,
		);
	}

	/**
	 * The prompt with the image attached to its last user turn, as OpenAI's content parts.
	 *
	 * @param array<int,array<string,mixed>> $built Prompt.
	 * @param string                         $image URL or data URL.
	 * @return array<int,array<string,mixed>>
	 */
	private static function with_image( array $built, string $image ): array {
		$last                      = count( $built ) - 1;
		$built[ $last ]['content'] = array(
			array(
				'type' => 'text',
				'text' => (string) $built[ $last ]['content'],
			),
			array(
				'type'      => 'image_url',
				'image_url' => array( 'url' => $image ),
			),
		);
		return $built;
	}

	/**
	 * An image file as a data URL.
	 *
	 * @param string $file Path.
	 * @return string|WP_Error
	 */
	private static function data_url( string $file ) {
		$type = wp_check_filetype( $file )['type'];
		$size = (int) filesize( $file );
		if ( ! $type || 0 !== strpos( $type, 'image/' ) || $size <= 0 || $size > self::MAX_BYTES ) {
			return Providers::error( 'error_image_unreachable' );
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the uploads.
		$bytes = file_get_contents( $file );
		return false === $bytes ? Providers::error( 'error_image_unreachable' ) : 'data:' . $type . ';base64,' . base64_encode( $bytes ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the data URL of an image.
	}

	/**
	 * The error for an image without a usable URL or id.
	 */
	private static function no_image(): WP_Error {
		return new WP_Error( 'cairn_ai_no_image', __( 'This image has no address or media library item to describe. Upload it or choose it from the media library first.', 'cairn' ), array( 'status' => 400 ) );
	}
}
