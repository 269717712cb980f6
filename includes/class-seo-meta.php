<?php
/**
 * The SEO title and meta description the AI panel writes.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Stores a post's SEO title and meta description as post meta the editor
 * edits, and prints them in the page's head, unless a known SEO plugin owns
 * the head: then they are written to that plugin's own fields instead, so
 * there is one title and one description.
 *
 * @since 0.3.0
 */
final class SEO_Meta {

	public const TITLE       = 'cairn_seo_title';
	public const DESCRIPTION = 'cairn_seo_description';

	/**
	 * The post meta fields of the SEO plugins that own the head, by the
	 * constant that says each is active. All in One SEO keeps its own table,
	 * so nothing is written there: it only stops Cairn printing its own.
	 *
	 * @var array<string,string[]>
	 */
	private const PLUGIN_FIELDS = array(
		'WPSEO_VERSION'     => array( '_yoast_wpseo_title', '_yoast_wpseo_metadesc' ),
		'RANK_MATH_VERSION' => array( 'rank_math_title', 'rank_math_description' ),
		'SEOPRESS_VERSION'  => array( '_seopress_titles_title', '_seopress_titles_desc' ),
		'AIOSEO_VERSION'    => array(),
	);

	/** Characters kept of a title. */
	private const MAX_TITLE = 200;

	/** Characters kept of a description. */
	private const MAX_DESCRIPTION = 500;

	/**
	 * Hooks the meta's registration.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_meta' ) );
	}

	/**
	 * Registers the meta and hooks the head.
	 *
	 * @since 0.3.0
	 */
	public static function register_meta(): void {
		foreach ( array(
			self::TITLE       => self::MAX_TITLE,
			self::DESCRIPTION => self::MAX_DESCRIPTION,
		) as $key => $max ) {
			register_post_meta(
				'',
				$key,
				array(
					'type'              => 'string',
					'single'            => true,
					'default'           => '',
					// Longer values are cut by the sanitizer rather than refused, so a save never fails on them.
					'show_in_rest'      => true,
					'sanitize_callback' => static function ( $value ) use ( $max ): string {
						return mb_substr( sanitize_text_field( (string) $value ), 0, $max );
					},
					'auth_callback'     => static function ( bool $allowed, string $meta_key, int $post_id ): bool {
						return current_user_can( 'edit_post', $post_id );
					},
				)
			);
		}
		add_action( 'updated_post_meta', array( __CLASS__, 'mirror' ), 10, 4 );
		add_action( 'added_post_meta', array( __CLASS__, 'mirror' ), 10, 4 );
		add_filter( 'pre_get_document_title', array( __CLASS__, 'document_title' ), 20 );
		add_action( 'wp_head', array( __CLASS__, 'print_description' ), 1 );
	}

	/**
	 * The fields of the active SEO plugin that owns the head, or null.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]|null Title and description meta keys; empty when the plugin keeps them elsewhere.
	 */
	public static function owner_fields(): ?array {
		foreach ( self::PLUGIN_FIELDS as $marker => $fields ) {
			if ( defined( $marker ) ) {
				return $fields;
			}
		}
		/**
		 * Filters the meta keys of the SEO plugin that owns the page's head
		 * (title first, description second), or null when none does.
		 *
		 * @since 0.3.0
		 *
		 * @param string[]|null $fields Meta keys; empty when it keeps them elsewhere.
		 */
		$fields = apply_filters( 'cairn_seo_owner_fields', null );
		return is_array( $fields ) ? array_values( array_map( 'strval', $fields ) ) : null;
	}

	/**
	 * Copies a new title or description to the SEO plugin that owns the head.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $meta_id  Meta id.
	 * @param int    $post_id  Post.
	 * @param string $meta_key Key.
	 * @param mixed  $value    Value.
	 */
	public static function mirror( $meta_id, $post_id, $meta_key, $value ): void {
		if ( self::TITLE !== $meta_key && self::DESCRIPTION !== $meta_key ) {
			return;
		}
		$fields = self::owner_fields();
		if ( null === $fields || 2 !== count( $fields ) || '' === (string) $value ) {
			return;
		}
		update_post_meta( (int) $post_id, self::TITLE === $meta_key ? $fields[0] : $fields[1], wp_slash( (string) $value ) );
	}

	/**
	 * The SEO title of a singular page, when Cairn owns the head. WordPress
	 * prints what this filter answers as it is, so the title is texturized
	 * and escaped here as WordPress does its own: a stored value that never
	 * passed the sanitizer (an import, SQL) cannot leave the title element.
	 *
	 * @since 0.3.0
	 *
	 * @param string $title The title so far ('' for WordPress's own).
	 */
	public static function document_title( $title ): string {
		$own = self::current( self::TITLE );
		return '' !== $own ? esc_html( convert_chars( wptexturize( $own ) ) ) : (string) $title;
	}

	/**
	 * Prints the meta description of a singular page, when Cairn owns the head.
	 *
	 * @since 0.3.0
	 */
	public static function print_description(): void {
		$description = self::current( self::DESCRIPTION );
		if ( '' !== $description ) {
			printf( '<meta name="description" content="%s" />' . "\n", esc_attr( $description ) );
		}
	}

	/**
	 * A value of the page's post, or '' off singular pages, for private or
	 * protected posts, and when an SEO plugin owns the head.
	 *
	 * @param string $key Meta key.
	 */
	private static function current( string $key ): string {
		if ( ! is_singular() || null !== self::owner_fields() ) {
			return '';
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post || post_password_required( $post ) ) {
			return '';
		}
		return trim( (string) get_post_meta( $post->ID, $key, true ) );
	}
}
