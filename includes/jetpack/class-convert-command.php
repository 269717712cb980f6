<?php
/**
 * `wp cairn convert-jetpack`: the whole-site conversion from the command line.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * Converts every post's Jetpack blocks into Cairn blocks, in batches, with a
 * progress bar and a line per changed post; each post's previous content is
 * kept as a revision. Safe to stop and run again.
 *
 * @since 0.5.0
 */
final class Convert_Command {

	/**
	 * Registers the command when WP-CLI runs.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( 'WP_CLI' ) ) {
			WP_CLI::add_command( 'cairn convert-jetpack', new self() );
		}
	}

	/**
	 * Converts posts made with Jetpack's blocks into Cairn blocks.
	 *
	 * ## OPTIONS
	 *
	 * [--dry-run]
	 * : Report what would change without saving anything.
	 *
	 * [--post=<ids>]
	 * : Only these posts (comma-separated IDs).
	 *
	 * [--batch=<size>]
	 * : Posts per batch.
	 * ---
	 * default: 50
	 * ---
	 *
	 * [--format=<format>]
	 * : The report: a table, or JSON for scripts.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp cairn convert-jetpack --dry-run
	 *     wp cairn convert-jetpack --post=12,48
	 *
	 * @since 0.5.0
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string,string> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		unset( $args );
		$dry_run = isset( $assoc_args['dry-run'] );
		$only    = isset( $assoc_args['post'] ) ? array_filter( array_map( 'intval', explode( ',', $assoc_args['post'] ) ) ) : array();
		$size    = max( 1, (int) ( $assoc_args['batch'] ?? Site_Converter::BATCH_SIZE ) );
		$json    = 'json' === ( $assoc_args['format'] ?? 'table' );

		$site  = new Site_Converter( Converter::create() );
		$total = $site->count( $only );
		$bar   = $json ? null : \WP_CLI\Utils\make_progress_bar( $dry_run ? 'Checking posts' : 'Converting posts', $total );
		$start = microtime( true );
		$rows  = $site->run(
			$size,
			$dry_run,
			$only,
			static function ( int $scanned ) use ( $bar ): void {
				for ( $i = 0; $bar && $i < $scanned; $i++ ) {
					$bar->tick();
				}
			}
		);
		$needs = array();
		foreach ( $rows as $row ) {
			$needs = array_merge( $needs, (array) $row['needs'] );
		}
		if ( $bar ) {
			$bar->finish();
		}
		$seconds = microtime( true ) - $start;

		if ( $json ) {
			WP_CLI::line(
				(string) wp_json_encode(
					array(
						'posts'       => $rows,
						'scanned'     => $total,
						'seconds'     => round( $seconds, 3 ),
						'peak_memory' => memory_get_peak_usage( true ),
						'dry_run'     => $dry_run,
					)
				)
			);
			return;
		}
		$this->print_report( $rows, array_values( array_unique( $needs ) ), $dry_run );
		WP_CLI::success(
			sprintf(
				/* translators: 1: posts changed, 2: posts looked at, 3: seconds. */
				$dry_run ? __( '%1$d of %2$d posts would change (%3$.1f s).', 'cairn' ) : __( '%1$d of %2$d posts converted (%3$.1f s).', 'cairn' ),
				count( $rows ),
				$total,
				$seconds
			)
		);
	}

	/**
	 * A line per changed post, then what the owner must do.
	 *
	 * @param array<int,array<string,mixed>> $rows    Each post's report.
	 * @param string[]                       $needs   What the owner must do.
	 * @param bool                           $dry_run Whether nothing was saved.
	 */
	private function print_report( array $rows, array $needs, bool $dry_run ): void {
		$table = self::table( $rows, $dry_run );
		if ( $table ) {
			\WP_CLI\Utils\format_items( 'table', $table, array( 'ID', 'title', 'converted', 'kept', 'removed', 'waiting', 'left', 'saved' ) );
		}
		foreach ( $needs as $need ) {
			WP_CLI::warning( $need );
		}
	}

	/**
	 * The report's table: a line per changed post with its blocks converted,
	 * what was kept aside, what was removed (credentials, refused addresses
	 * and CSS, as block.attribute (why)), each block visitors see only as a
	 * fallback with what brings it back (block: action), the Jetpack blocks
	 * left, and whether it was saved.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $rows    Each post's report.
	 * @param bool                           $dry_run Whether nothing was saved.
	 * @return array<int,array<string,mixed>>
	 */
	public static function table( array $rows, bool $dry_run ): array {
		$table = array();
		foreach ( $rows as $row ) {
			$blocks = array();
			foreach ( (array) $row['counts'] as $name => $count ) {
				$blocks[] = $name . ' ×' . $count;
			}
			$kept = array();
			foreach ( (array) $row['converted'] as $entry ) {
				foreach ( (array) $entry['kept'] as $attribute ) {
					$kept[] = $entry['from'] . '.' . $attribute;
				}
			}
			$removed = array();
			foreach ( (array) ( $row['removed'] ?? array() ) as $entry ) {
				$removed[] = $entry['from'] . '.' . $entry['attribute'] . ' (' . $entry['reason'] . ')';
			}
			$waiting = array();
			foreach ( (array) ( $row['waiting'] ?? array() ) as $entry ) {
				$waiting[] = $entry['from'] . ': ' . $entry['action'];
			}
			$table[] = array(
				'ID'        => $row['id'],
				'title'     => $row['title'],
				'converted' => implode( ', ', $blocks ),
				'kept'      => implode( ', ', array_unique( $kept ) ),
				'removed'   => implode( ', ', array_unique( $removed ) ),
				'waiting'   => implode( '; ', $waiting ),
				'left'      => implode( ', ', array_keys( (array) $row['left'] ) ),
				'saved'     => $dry_run ? 'dry run' : ( $row['saved'] ? 'yes' : 'FAILED' ),
			);
		}
		return $table;
	}
}
