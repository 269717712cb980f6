<?php
/**
 * Form entries, stored on the site.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Every submission is a private post of its own type (its parent is the post
 * holding the form), with the fields as meta, stored before any mail is sent
 * so that a failing mailer loses nothing. Spam is a status of its own, so
 * that nothing a visitor sent is thrown away unseen.
 *
 * @since 0.4.0
 */
final class Entries {

	/** The post type. */
	public const POST_TYPE = 'cairn_form_entry';

	/** The status of an entry taken for spam. */
	public const SPAM = 'cairn_spam';

	/** The status of an entry received. */
	public const RECEIVED = 'publish';

	/** Meta: the fields, as a list of label, type and value. */
	public const META_FIELDS = '_cairn_form_fields';

	/** Meta: the form's id. */
	public const META_FORM = '_cairn_form_id';

	/** Meta: whether the notification mail went ('sent', 'failed'). */
	public const META_MAIL = '_cairn_form_mail';

	/** Meta: why an entry was taken for spam. */
	public const META_SPAM_REASON = '_cairn_form_spam_reason';

	/**
	 * Hooks the registration of the post type and the spam status.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_types' ) );
	}

	/**
	 * Registers the post type and the spam status.
	 *
	 * @since 0.4.0
	 */
	public static function register_types(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'               => __( 'Form entries', 'cairn' ),
					'singular_name'      => __( 'Form entry', 'cairn' ),
					'menu_name'          => __( 'Forms', 'cairn' ),
					'all_items'          => __( 'Entries', 'cairn' ),
					'edit_item'          => __( 'View entry', 'cairn' ),
					'view_item'          => __( 'View entry', 'cairn' ),
					'search_items'       => __( 'Search entries', 'cairn' ),
					'not_found'          => __( 'No entries yet.', 'cairn' ),
					'not_found_in_trash' => __( 'No entries in the trash.', 'cairn' ),
				),
				'public'              => false,
				'show_ui'             => true,
				'show_in_menu'        => true,
				'show_in_rest'        => false,
				'exclude_from_search' => true,
				'menu_icon'           => 'dashicons-feedback',
				'menu_position'       => 26,
				'supports'            => false,
				// What visitors sent is read by those who edit pages: editors and administrators.
				'capability_type'     => 'page',
				'capabilities'        => array( 'create_posts' => 'do_not_allow' ),
				'map_meta_cap'        => true,
				'rewrite'             => false,
				'query_var'           => false,
			)
		);
		register_post_status(
			self::SPAM,
			array(
				'label'                     => _x( 'Spam', 'form entry status', 'cairn' ),
				'public'                    => false,
				'internal'                  => false,
				'protected'                 => true,
				'exclude_from_search'       => true,
				'show_in_admin_all_list'    => false,
				'show_in_admin_status_list' => true,
				/* translators: %s: number of entries. */
				'label_count'               => _n_noop( 'Spam <span class="count">(%s)</span>', 'Spam <span class="count">(%s)</span>', 'cairn' ),
			)
		);
	}

	/**
	 * Stores an entry.
	 *
	 * @since 0.4.0
	 *
	 * @param Form                $form   The form.
	 * @param array<int,string>   $values The cleaned values, by field position.
	 * @param string              $spam   Why it is taken for spam; '' when it is not.
	 * @param array<string,mixed> $extra  Other meta: `_cairn_form_ip`, `_cairn_form_agent`.
	 * @return int|\WP_Error The entry's id.
	 */
	public static function store( Form $form, array $values, string $spam = '', array $extra = array() ) {
		$fields = array();
		foreach ( $form->fields as $index => $field ) {
			$fields[] = array(
				'label' => $field->label,
				'type'  => $field->type,
				'value' => $field->has_input() ? ( $values[ $index ] ?? '' ) : '1',
			);
		}
		$meta = array_merge(
			$extra,
			array(
				self::META_FIELDS => $fields,
				self::META_FORM   => $form->id(),
			)
		);
		if ( '' !== $spam ) {
			$meta[ self::META_SPAM_REASON ] = $spam;
		}
		// Stored as data, not as a post's HTML: no kses pass, no filters that could change it.
		return wp_insert_post(
			array(
				'post_type'    => self::POST_TYPE,
				'post_status'  => '' === $spam ? self::RECEIVED : self::SPAM,
				'post_parent'  => $form->post_id,
				'post_title'   => wp_slash( self::title( $fields ) ),
				'post_content' => '',
				'meta_input'   => wp_slash( $meta ),
			),
			true
		);
	}

	/**
	 * The fields of an entry.
	 *
	 * @since 0.4.0
	 *
	 * @param int $entry_id The entry.
	 * @return array<int,array{label:string,type:string,value:string}>
	 */
	public static function fields( int $entry_id ): array {
		$fields = get_post_meta( $entry_id, self::META_FIELDS, true );
		if ( ! is_array( $fields ) ) {
			return array();
		}
		$clean = array();
		foreach ( $fields as $field ) {
			if ( is_array( $field ) ) {
				$clean[] = array(
					'label' => (string) ( $field['label'] ?? '' ),
					'type'  => (string) ( $field['type'] ?? 'text' ),
					'value' => (string) ( $field['value'] ?? '' ),
				);
			}
		}
		return $clean;
	}

	/**
	 * An entry's title in the list: the sender's name or email, else the first value.
	 *
	 * @param array<int,array{label:string,type:string,value:string}> $fields The fields.
	 */
	private static function title( array $fields ): string {
		foreach ( array( 'name', 'email' ) as $type ) {
			foreach ( $fields as $field ) {
				if ( $type === $field['type'] && '' !== $field['value'] ) {
					return mb_substr( $field['value'], 0, 100 );
				}
			}
		}
		foreach ( $fields as $field ) {
			if ( '' !== $field['value'] && ! in_array( $field['type'], array( 'checkbox', 'consent' ), true ) ) {
				return mb_substr( $field['value'], 0, 100 );
			}
		}
		return __( 'Entry', 'cairn' );
	}
}
