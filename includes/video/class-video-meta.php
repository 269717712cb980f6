<?php
/**
 * A video's own settings, kept on its attachment.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The per-video settings (`guid`, `rating`, `allow_download`,
 * `privacy_setting`) as attachment meta, read in the editor through the
 * `cairn_video` field of `/wp/v2/media/{id}`.
 *
 * @since 0.5.0
 */
final class Video_Meta {

	/** The ratings a video may have. */
	public const RATINGS = array( 'G', 'PG-13', 'R-17' );

	/** Privacy: everyone may watch. */
	public const PUBLIC = 0;

	/** Privacy: only logged-in users who may read the post. */
	public const PRIVATE = 1;

	/** Privacy: as the site's default. */
	public const SITE_DEFAULT = 2;

	/** Meta keys. */
	private const KEYS = array(
		'rating'          => '_cairn_video_rating',
		'allow_download'  => '_cairn_video_allow_download',
		'privacy_setting' => '_cairn_video_privacy',
	);

	/**
	 * Registers the media field.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_action( 'rest_api_init', array( __CLASS__, 'register_field' ) );
		add_filter( 'rest_prepare_attachment', array( __CLASS__, 'redact_private' ), 10, 2 );
	}

	/**
	 * What the REST API tells of a private video to those who may not edit
	 * it: that it exists, nothing that finds or describes its file.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_REST_Response $response The attachment's answer.
	 * @param mixed             $post     The attachment (a WP_Post).
	 * @return \WP_REST_Response
	 */
	public static function redact_private( $response, $post ) {
		if ( ! $post instanceof WP_Post || ! self::is_private( $post->ID ) || current_user_can( 'edit_post', $post->ID ) ) {
			return $response;
		}
		$data = (array) $response->get_data();
		foreach ( array( 'guid', 'source_url', 'media_details', 'description', 'caption', 'link', 'featured_media', 'slug', 'cairn_video' ) as $key ) {
			unset( $data[ $key ] );
		}
		$data['title'] = array( 'rendered' => '' );
		$response->set_data( $data );
		return $response;
	}

	/**
	 * Adds `cairn_video` to attachments in the REST API.
	 *
	 * @since 0.5.0
	 */
	public static function register_field(): void {
		register_rest_field(
			'attachment',
			'cairn_video',
			array(
				// Only those who may edit a video learn its guid and settings.
				'get_callback' => static function ( array $attachment ) {
					return current_user_can( 'edit_post', (int) $attachment['id'] ) ? self::get( (int) $attachment['id'] ) : null;
				},
				'schema'       => array(
					'description' => __( 'The video settings of a video uploaded to the site.', 'cairn' ),
					'type'        => array( 'object', 'null' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * A video's settings, or null for an attachment that is not one.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 * @return array{guid:string,rating:string,allow_download:int,privacy_setting:int,is_private:bool}|null
	 */
	public static function get( int $id ): ?array {
		$guid = (string) get_post_meta( $id, Video_Library::GUID_META, true );
		if ( '' === $guid ) {
			return null;
		}
		$privacy = self::privacy( (string) get_post_meta( $id, self::KEYS['privacy_setting'], true ) );
		return array(
			'guid'            => $guid,
			'rating'          => self::rating( (string) get_post_meta( $id, self::KEYS['rating'], true ) ),
			'allow_download'  => (int) (bool) get_post_meta( $id, self::KEYS['allow_download'], true ),
			'privacy_setting' => $privacy,
			'is_private'      => self::is_private( $id ),
		);
	}

	/**
	 * Saves one setting.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $id    The attachment.
	 * @param string $key   'rating', 'allow_download' or 'privacy_setting'.
	 * @param mixed  $value The value, sanitized here.
	 */
	public static function set( int $id, string $key, $value ): void {
		if ( ! isset( self::KEYS[ $key ] ) ) {
			return;
		}
		if ( 'rating' === $key ) {
			$value = self::rating( (string) $value );
		} elseif ( 'allow_download' === $key ) {
			$value = (int) (bool) $value;
		} else {
			$value = self::privacy( (string) $value );
		}
		update_post_meta( $id, self::KEYS[ $key ], $value );
	}

	/**
	 * Whether a video is private once the site's default is applied.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 */
	public static function is_private( int $id ): bool {
		// Only videos of the block are ever private: never an image or a file.
		if ( ! self::is_video( get_post( $id ) ) ) {
			return false;
		}
		$privacy = self::privacy( (string) get_post_meta( $id, self::KEYS['privacy_setting'], true ) );
		if ( self::SITE_DEFAULT === $privacy ) {
			/**
			 * Filters whether videos left at the site's default are private.
			 *
			 * @since 0.5.0
			 *
			 * @param bool $private The setting (Settings → Cairn → Videos); public by default.
			 */
			return (bool) apply_filters( 'cairn_video_private_by_default', '1' === \Cairn\Settings::get( 'video_private_by_default' ) );
		}
		return self::PRIVATE === $privacy;
	}

	/**
	 * Whether downloads are allowed.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 */
	public static function allows_download( int $id ): bool {
		return (bool) get_post_meta( $id, self::KEYS['allow_download'], true );
	}

	/**
	 * A rating: G, PG-13 or R-17; X-18 becomes R-17, anything else G.
	 *
	 * @since 0.5.0
	 *
	 * @param string $rating The rating given.
	 */
	public static function rating( string $rating ): string {
		$rating = strtoupper( trim( $rating ) );
		if ( 'X-18' === $rating ) {
			return 'R-17';
		}
		return in_array( $rating, self::RATINGS, true ) ? $rating : 'G';
	}

	/**
	 * A privacy: 0 public, 1 private or 2 the site's default; anything else
	 * is the site's default.
	 *
	 * @since 0.5.0
	 *
	 * @param string $privacy The privacy given.
	 */
	public static function privacy( string $privacy ): int {
		return in_array( $privacy, array( '0', '1', '2' ), true ) ? (int) $privacy : self::SITE_DEFAULT;
	}

	/**
	 * Whether a post is a video attachment with a guid.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_Post|null $post The post.
	 */
	public static function is_video( ?WP_Post $post ): bool {
		return null !== $post && 'attachment' === $post->post_type && 0 === strpos( (string) $post->post_mime_type, 'video/' ) && '' !== (string) get_post_meta( $post->ID, Video_Library::GUID_META, true );
	}
}
