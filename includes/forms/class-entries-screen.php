<?php
/**
 * The Entries screen: Forms → Entries.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * The admin's list of form entries, per form, with view, spam, trash and a
 * CSV export. Everything a visitor sent is escaped where it is printed; in
 * the CSV, a cell that a spreadsheet would run as a formula is quoted as
 * text.
 *
 * @since 0.4.0
 */
final class Entries_Screen {

	/** The query argument that lists one form's entries: the post holding it. */
	public const FORM_ARG = 'cairn_form_post';

	/** The admin-post action of the spam switch. */
	public const SPAM_ACTION = 'cairn_form_spam';

	/** The admin-post action of the export. */
	public const EXPORT_ACTION = 'cairn_form_export';

	/**
	 * Hooks the screen.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		$type = Entries::POST_TYPE;
		add_filter( "manage_{$type}_posts_columns", array( __CLASS__, 'columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( __CLASS__, 'column' ), 10, 2 );
		add_filter( 'post_row_actions', array( __CLASS__, 'row_actions' ), 10, 2 );
		add_action( 'restrict_manage_posts', array( __CLASS__, 'filters' ) );
		add_action( 'pre_get_posts', array( __CLASS__, 'filter_query' ) );
		add_action( "add_meta_boxes_{$type}", array( __CLASS__, 'meta_boxes' ) );
		add_action( 'admin_post_' . self::SPAM_ACTION, array( __CLASS__, 'switch_spam' ) );
		add_action( 'admin_post_' . self::EXPORT_ACTION, array( __CLASS__, 'export' ) );
	}

	/**
	 * The list's columns.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,string> $columns WordPress's columns.
	 * @return array<string,string>
	 */
	public static function columns( array $columns ): array {
		return array(
			'cb'                 => $columns['cb'] ?? '<input type="checkbox" />',
			'title'              => __( 'From', 'cairn' ),
			'cairn_form_message' => __( 'Message', 'cairn' ),
			'cairn_form_source'  => __( 'Form', 'cairn' ),
			'date'               => __( 'Date', 'cairn' ),
		);
	}

	/**
	 * One cell of the list.
	 *
	 * @since 0.4.0
	 *
	 * @param string $column  The column.
	 * @param int    $post_id The entry.
	 */
	public static function column( $column, $post_id ): void {
		if ( 'cairn_form_message' === $column ) {
			$summary = array();
			foreach ( Entries::fields( (int) $post_id ) as $field ) {
				if ( in_array( $field['type'], array( 'textarea', 'text' ), true ) && '' !== $field['value'] ) {
					$summary[] = $field['value'];
				}
			}
			// Shown as the characters sent: wp_trim_words() would strip what looks like tags.
			$text = implode( ' — ', $summary );
			echo esc_html( mb_strlen( $text ) > 160 ? mb_substr( $text, 0, 160 ) . '…' : $text );
			if ( 'failed' === get_post_meta( (int) $post_id, Entries::META_MAIL, true ) ) {
				printf( '<br /><em>%s</em>', esc_html__( 'The notification email could not be sent.', 'cairn' ) );
			}
		} elseif ( 'cairn_form_source' === $column ) {
			$parent = (int) wp_get_post_parent_id( (int) $post_id );
			if ( $parent ) {
				printf(
					'<a href="%1$s">%2$s</a>',
					esc_url( add_query_arg( self::FORM_ARG, $parent, admin_url( 'edit.php?post_type=' . Entries::POST_TYPE ) ) ),
					esc_html( get_the_title( $parent ) )
				);
			}
		}
	}

	/**
	 * View, spam and trash on each row; nothing to edit.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,string> $actions The row's actions.
	 * @param WP_Post              $post    The entry.
	 * @return array<string,string>
	 */
	public static function row_actions( $actions, $post ): array {
		if ( Entries::POST_TYPE !== $post->post_type ) {
			return (array) $actions;
		}
		unset( $actions['edit'], $actions['inline hide-if-no-js'] );
		$is_spam = Entries::SPAM === $post->post_status;
		$view    = array(
			'view' => sprintf( '<a href="%1$s">%2$s</a>', esc_url( (string) get_edit_post_link( $post->ID ) ), esc_html__( 'View', 'cairn' ) ),
		);
		if ( 'trash' !== $post->post_status && current_user_can( 'edit_post', $post->ID ) ) {
			$view['spam'] = sprintf(
				'<a href="%1$s">%2$s</a>',
				esc_url( self::spam_url( $post->ID, ! $is_spam ) ),
				$is_spam ? esc_html__( 'Not spam', 'cairn' ) : esc_html__( 'Spam', 'cairn' )
			);
		}
		return array_merge( $view, (array) $actions );
	}

	/**
	 * The per-form filter and the export link above the list.
	 *
	 * @since 0.4.0
	 *
	 * @param string $post_type The listed type.
	 */
	public static function filters( $post_type ): void {
		if ( Entries::POST_TYPE !== $post_type ) {
			return;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the admin's list of forms with entries, read once per screen.
		$parents  = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_parent FROM {$wpdb->posts} WHERE post_type = %s AND post_parent > 0", Entries::POST_TYPE ) );
		$selected = self::selected_form();
		printf( '<label class="screen-reader-text" for="cairn-form-filter">%s</label>', esc_html__( 'Filter by form', 'cairn' ) );
		printf( '<select id="cairn-form-filter" name="%s"><option value="0">%s</option>', esc_attr( self::FORM_ARG ), esc_html__( 'All forms', 'cairn' ) );
		foreach ( array_map( 'intval', $parents ) as $parent ) {
			printf( '<option value="%1$d"%2$s>%3$s</option>', (int) $parent, selected( $parent, $selected, false ), esc_html( get_the_title( $parent ) ) );
		}
		echo '</select>';
		printf(
			' <a class="button" href="%1$s">%2$s</a>',
			esc_url(
				wp_nonce_url(
					add_query_arg(
						array(
							'action'       => self::EXPORT_ACTION,
							self::FORM_ARG => $selected,
						),
						admin_url( 'admin-post.php' )
					),
					self::EXPORT_ACTION
				)
			),
			esc_html__( 'Export CSV', 'cairn' )
		);
	}

	/**
	 * Lists one form's entries when the filter asks.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Query $query The query.
	 */
	public static function filter_query( $query ): void {
		if ( ! is_admin() || ! $query->is_main_query() || Entries::POST_TYPE !== $query->get( 'post_type' ) ) {
			return;
		}
		$form = self::selected_form();
		if ( $form ) {
			$query->set( 'post_parent', $form );
		}
	}

	/**
	 * The entry's fields on its screen.
	 *
	 * @since 0.4.0
	 */
	public static function meta_boxes(): void {
		add_meta_box( 'cairn-form-entry', __( 'Entry', 'cairn' ), array( __CLASS__, 'entry_box' ), Entries::POST_TYPE, 'normal', 'high' );
	}

	/**
	 * Prints an entry's fields.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post The entry.
	 */
	public static function entry_box( $post ): void {
		echo '<table class="widefat striped"><tbody>';
		foreach ( Entries::fields( $post->ID ) as $field ) {
			printf(
				'<tr><th scope="row">%1$s</th><td>%2$s</td></tr>',
				esc_html( $field['label'] ),
				nl2br( esc_html( $field['value'] ) )
			);
		}
		echo '</tbody></table>';
		$parent = (int) $post->post_parent;
		if ( $parent ) {
			/* translators: %s: the page holding the form. */
			printf( '<p>%s</p>', sprintf( esc_html__( 'Sent from %s.', 'cairn' ), sprintf( '<a href="%1$s">%2$s</a>', esc_url( (string) get_permalink( $parent ) ), esc_html( get_the_title( $parent ) ) ) ) );
		}
		if ( Entries::SPAM === $post->post_status ) {
			printf( '<p><strong>%s</strong></p>', esc_html__( 'This entry was taken for spam.', 'cairn' ) );
		}
	}

	/**
	 * Marks an entry as spam or not (a link with a nonce).
	 *
	 * @since 0.4.0
	 */
	public static function switch_spam(): void {
		$entry_id = isset( $_GET['entry'] ) ? absint( $_GET['entry'] ) : 0;
		$to_spam  = isset( $_GET['spam'] ) && '1' === $_GET['spam'];
		check_admin_referer( self::SPAM_ACTION . '_' . $entry_id );
		$entry = get_post( $entry_id );
		if ( ! $entry instanceof WP_Post || Entries::POST_TYPE !== $entry->post_type || ! current_user_can( 'edit_post', $entry_id ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'cairn' ), 403 );
		}
		wp_update_post(
			array(
				'ID'          => $entry_id,
				'post_status' => $to_spam ? Entries::SPAM : Entries::RECEIVED,
			)
		);
		wp_safe_redirect( (string) wp_get_referer() ? (string) wp_get_referer() : admin_url( 'edit.php?post_type=' . Entries::POST_TYPE ) );
		exit;
	}

	/**
	 * Sends the entries (one form's, or all) as CSV: received entries only.
	 *
	 * @since 0.4.0
	 */
	public static function export(): void {
		check_admin_referer( self::EXPORT_ACTION );
		if ( ! current_user_can( get_post_type_object( Entries::POST_TYPE )->cap->edit_posts ?? 'edit_pages' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'cairn' ), 403 );
		}
		$form = self::selected_form();
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: attachment; filename="form-entries-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo self::csv( $form ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV, each cell made safe by cell().
		exit;
	}

	/**
	 * The CSV of the received entries (of one form's post, or all).
	 *
	 * @since 0.4.0
	 *
	 * @param int $form_post The post holding the form; 0 for all.
	 */
	public static function csv( int $form_post ): string {
		$args = array(
			'post_type'      => Entries::POST_TYPE,
			'post_status'    => Entries::RECEIVED,
			'posts_per_page' => -1,
			'orderby'        => 'date',
			'order'          => 'ASC',
			'no_found_rows'  => true,
		);
		if ( $form_post ) {
			$args['post_parent'] = $form_post;
		}
		$entries = get_posts( $args );
		$labels  = array();
		$rows    = array();
		foreach ( $entries as $entry ) {
			$row = array();
			foreach ( Entries::fields( $entry->ID ) as $field ) {
				$labels[ $field['label'] ] = true;
				$row[ $field['label'] ]    = $field['value'];
			}
			$rows[] = array( $entry, $row );
		}
		$header = array_merge( array( __( 'Date', 'cairn' ), __( 'Page', 'cairn' ) ), array_keys( $labels ) );
		$lines  = array( self::line( $header ) );
		foreach ( $rows as list( $entry, $row ) ) {
			$cells = array( get_post_time( 'Y-m-d H:i:s', true, $entry ), get_the_title( $entry->post_parent ) );
			foreach ( array_keys( $labels ) as $label ) {
				$cells[] = $row[ $label ] ?? '';
			}
			$lines[] = self::line( $cells );
		}
		return implode( "\r\n", $lines ) . "\r\n";
	}

	/**
	 * One CSV cell: a value a spreadsheet would run as a formula (starting
	 * with =, +, -, @, a tab or a carriage return) is prefixed with a quote
	 * so that it stays text; quotes are doubled and the cell quoted.
	 *
	 * @since 0.4.0
	 *
	 * @param string $value The value.
	 */
	public static function cell( string $value ): string {
		if ( '' !== $value && false !== strpos( "=+-@\t\r", $value[0] ) ) {
			$value = "'" . $value;
		}
		return '"' . str_replace( '"', '""', $value ) . '"';
	}

	/**
	 * One CSV line.
	 *
	 * @param array<int,string> $cells The cells.
	 */
	private static function line( array $cells ): string {
		return implode( ',', array_map( array( __CLASS__, 'cell' ), array_map( 'strval', $cells ) ) );
	}

	/**
	 * The spam switch's link for an entry.
	 *
	 * @param int  $entry_id The entry.
	 * @param bool $to_spam  Whether it marks as spam.
	 */
	private static function spam_url( int $entry_id, bool $to_spam ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action' => self::SPAM_ACTION,
					'entry'  => $entry_id,
					'spam'   => $to_spam ? '1' : '0',
				),
				admin_url( 'admin-post.php' )
			),
			self::SPAM_ACTION . '_' . $entry_id
		);
	}

	/**
	 * The form post the list is filtered to; 0 for all.
	 */
	private static function selected_form(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a list filter; it changes nothing.
		return isset( $_GET[ self::FORM_ARG ] ) ? absint( $_GET[ self::FORM_ARG ] ) : 0;
	}
}
