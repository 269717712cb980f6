<?php
/**
 * Newsletter categories: the post categories readers may subscribe to.
 *
 * @package Cairn
 */

namespace Cairn;

use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The owner marks post categories as newsletter categories (a box on
 * Posts → Categories, or the `cairn_newsletter_category` term meta over
 * REST); the editor reads them from `GET /cairn/v1/newsletter-categories`.
 * Newsletter categories are on as soon as one category is marked.
 *
 * @since 0.6.0
 */
final class Newsletter_Categories {

	/** The term meta that marks a category. */
	public const META = 'cairn_newsletter_category';

	/** The taxonomy whose terms may be newsletter categories. */
	public const TAXONOMY = 'category';

	/** The nonce of the category screens' box. */
	private const NONCE = 'cairn_newsletter_category_nonce';

	/**
	 * Registers the meta and the box on the category screens.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_meta' ) );
		add_action( self::TAXONOMY . '_add_form_fields', array( __CLASS__, 'add_field' ) );
		add_action( self::TAXONOMY . '_edit_form_fields', array( __CLASS__, 'edit_field' ) );
		add_action( 'created_' . self::TAXONOMY, array( __CLASS__, 'save_field' ) );
		add_action( 'edited_' . self::TAXONOMY, array( __CLASS__, 'save_field' ) );
	}

	/**
	 * The term meta, in REST for those who may manage categories.
	 *
	 * @since 0.6.0
	 */
	public static function register_meta(): void {
		register_term_meta(
			self::TAXONOMY,
			self::META,
			array(
				'type'              => 'boolean',
				'single'            => true,
				'default'           => false,
				'show_in_rest'      => true,
				'sanitize_callback' => 'rest_sanitize_boolean',
				'auth_callback'     => static function (): bool {
					return current_user_can( 'manage_categories' );
				},
			)
		);
	}

	/**
	 * The categories marked, by name.
	 *
	 * @since 0.6.0
	 *
	 * @return array<int,array{id:int,name:string,slug:string,description:string,parent:int}>
	 */
	public static function all(): array {
		$terms      = get_terms(
			array(
				'taxonomy'   => self::TAXONOMY,
				'hide_empty' => false,
				'orderby'    => 'name',
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a site has few categories; the meta is indexed by term.
				'meta_query' => array(
					array(
						'key'   => self::META,
						'value' => '1',
					),
				),
			)
		);
		$categories = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$categories[] = array(
				'id'          => (int) $term->term_id,
				'name'        => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
				'slug'        => $term->slug,
				'description' => $term->description,
				'parent'      => (int) $term->parent,
			);
		}
		return $categories;
	}

	/**
	 * The box on Posts → Categories' add form.
	 *
	 * @since 0.6.0
	 */
	public static function add_field(): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		printf(
			'<div class="form-field"><label><input type="checkbox" name="%1$s" value="1" /> %2$s</label><p>%3$s</p></div>',
			esc_attr( self::META ),
			esc_html__( 'Newsletter category', 'cairn' ),
			esc_html__( 'Readers may subscribe to the posts of this category.', 'cairn' )
		);
	}

	/**
	 * The box on a category's edit form.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_Term $term The category.
	 */
	public static function edit_field( $term ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		printf(
			'<tr class="form-field"><th scope="row">%1$s</th><td><label><input type="checkbox" name="%2$s" value="1" %3$s /> %4$s</label></td></tr>',
			esc_html__( 'Newsletter category', 'cairn' ),
			esc_attr( self::META ),
			checked( (bool) get_term_meta( (int) $term->term_id, self::META, true ), true, false ),
			esc_html__( 'Readers may subscribe to the posts of this category.', 'cairn' )
		);
	}

	/**
	 * Saves the box, from the category screens only (REST writes the meta itself).
	 *
	 * @since 0.6.0
	 *
	 * @param int $term_id The category.
	 */
	public static function save_field( $term_id ): void {
		if ( ! isset( $_POST[ self::NONCE ] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE ) ) {
			return;
		}
		if ( ! current_user_can( 'manage_categories' ) ) {
			return;
		}
		if ( ! empty( $_POST[ self::META ] ) ) {
			update_term_meta( (int) $term_id, self::META, true );
		} else {
			delete_term_meta( (int) $term_id, self::META );
		}
	}
}
