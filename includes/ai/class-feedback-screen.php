<?php
/**
 * Tools → AI feedback.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Forms\Entries_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * What users thought of the AI's answers, for administrators: thumbs up and
 * down per feature, the latest ratings, and every rating as a CSV (cells a
 * spreadsheet would run as formulas kept as text).
 *
 * @since 0.7.0
 */
final class Feedback_Screen {

	/** The screen's slug. */
	public const SLUG = 'cairn-ai-feedback';

	/** The admin-post action of the export. */
	public const EXPORT_ACTION = 'cairn_ai_feedback_export';

	/** Ratings listed on the screen. */
	private const LATEST = 50;

	/**
	 * Hooks the screen.
	 *
	 * @since 0.7.0
	 */
	public static function register(): void {
		add_action( 'init', array( Feedback::class, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'add_menu' ) );
		add_action( 'admin_post_' . self::EXPORT_ACTION, array( __CLASS__, 'export' ) );
	}

	/**
	 * Adds Tools → AI feedback for administrators.
	 *
	 * @since 0.7.0
	 */
	public static function add_menu(): void {
		add_management_page(
			__( 'AI feedback', 'cairn' ),
			__( 'AI feedback', 'cairn' ),
			'manage_options',
			self::SLUG,
			array( __CLASS__, 'render' )
		);
	}

	/**
	 * Prints the screen.
	 *
	 * @since 0.7.0
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$ratings = array(
			'thumbs-up'   => __( 'Thumbs up', 'cairn' ),
			'thumbs-down' => __( 'Thumbs down', 'cairn' ),
		);
		echo '<div class="wrap"><h1>' . esc_html__( 'AI feedback', 'cairn' ) . '</h1>';
		echo '<p>' . esc_html__( 'How editors rated the AI’s answers. Each person has one rating per answer, which they can change or remove.', 'cairn' ) . '</p>';

		echo '<h2>' . esc_html__( 'Totals per feature', 'cairn' ) . '</h2>';
		$totals = Feedback::totals();
		if ( ! $totals ) {
			echo '<p>' . esc_html__( 'No ratings yet.', 'cairn' ) . '</p></div>';
			return;
		}
		echo '<table class="widefat striped cairn-ai-feedback-totals"><thead><tr><th>' . esc_html__( 'Feature', 'cairn' ) . '</th><th>' . esc_html( $ratings['thumbs-up'] ) . '</th><th>' . esc_html( $ratings['thumbs-down'] ) . '</th></tr></thead><tbody>';
		foreach ( $totals as $feature => $total ) {
			echo '<tr><td>' . esc_html( $feature ) . '</td><td>' . esc_html( number_format_i18n( $total['thumbs-up'] ) ) . '</td><td>' . esc_html( number_format_i18n( $total['thumbs-down'] ) ) . '</td></tr>';
		}
		echo '</tbody></table>';

		printf(
			'<p><a class="button" href="%1$s">%2$s</a></p>',
			esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=' . self::EXPORT_ACTION ), self::EXPORT_ACTION ) ),
			esc_html__( 'Download as CSV', 'cairn' )
		);

		echo '<h2>' . esc_html__( 'Latest ratings', 'cairn' ) . '</h2>';
		echo '<table class="widefat striped cairn-ai-feedback-latest"><thead><tr><th>' . esc_html__( 'Date', 'cairn' ) . '</th><th>' . esc_html__( 'User', 'cairn' ) . '</th><th>' . esc_html__( 'Feature', 'cairn' ) . '</th><th>' . esc_html__( 'Rating', 'cairn' ) . '</th><th>' . esc_html__( 'Prompt', 'cairn' ) . '</th><th>' . esc_html__( 'Answer', 'cairn' ) . '</th></tr></thead><tbody>';
		foreach ( Feedback::latest( self::LATEST ) as $row ) {
			echo '<tr><td>' . esc_html( get_date_from_gmt( $row['date'] ) ) . '</td>'
				. '<td>' . esc_html( $row['user'] ) . '</td>'
				. '<td>' . esc_html( $row['feature'] ) . '</td>'
				. '<td>' . esc_html( $ratings[ $row['rating'] ] ?? $row['rating'] ) . '</td>'
				. '<td>' . esc_html( wp_html_excerpt( $row['prompt'], 120, '…' ) ) . '</td>'
				. '<td>' . esc_html( wp_html_excerpt( $row['answer'], 160, '…' ) ) . '</td></tr>';
		}
		echo '</tbody></table></div>';
	}

	/**
	 * Sends every rating as a CSV file.
	 *
	 * @since 0.7.0
	 */
	public static function export(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export AI feedback.', 'cairn' ), 403 );
		}
		check_admin_referer( self::EXPORT_ACTION );
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="cairn-ai-feedback-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo self::csv(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV, each cell made safe by Entries_Screen::cell().
		exit;
	}

	/**
	 * Every rating, oldest last, as CSV: date (UTC), user, feature, answer
	 * id, rating, prompt, answer.
	 *
	 * @since 0.7.0
	 */
	public static function csv(): string {
		$lines = array( self::line( array( 'date', 'user', 'feature', 'item', 'rating', 'prompt', 'answer' ) ) );
		foreach ( Feedback::latest( -1 ) as $row ) {
			$lines[] = self::line( array( $row['date'], $row['user'], $row['feature'], $row['item'], $row['rating'], $row['prompt'], $row['answer'] ) );
		}
		return implode( "\r\n", $lines ) . "\r\n";
	}

	/**
	 * One CSV line.
	 *
	 * @param array<int,string> $cells The cells.
	 */
	private static function line( array $cells ): string {
		return implode( ',', array_map( array( Entries_Screen::class, 'cell' ), array_map( 'strval', $cells ) ) );
	}
}
