<?php
/**
 * The PHP side of `npm run bench:related`: seeds a site with posts, tags and
 * categories in bulk, then times related-posts lookups cold and cached and
 * counts the queries of a page view's block. Prints JSON on stdout.
 *
 * Usage: php related-posts.php <site root> <site url> <posts> <samples>
 *
 * @package Cairn
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a command-line benchmark on a throwaway site.

if ( PHP_SAPI !== 'cli' || $argc < 5 ) {
	exit( 1 );
}

/**
 * The host of a URL, before WordPress is loaded.
 *
 * @param string $url URL.
 */
function cairn_bench_host( string $url ): string {
	$host = parse_url( $url, PHP_URL_HOST ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	$port = parse_url( $url, PHP_URL_PORT ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	return $host . ( $port ? ':' . $port : '' );
}

$_SERVER['HTTP_HOST'] = cairn_bench_host( $argv[2] );
if ( getenv( 'CAIRN_BENCH_QUERIES' ) ) {
	define( 'SAVEQUERIES', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own switch.
}
require $argv[1] . '/wp-load.php';
cairn_bench_related_posts( (int) $argv[3], (int) $argv[4] );

/**
 * Seeds the site, measures, and prints the figures as JSON.
 *
 * @param int $post_count Posts to seed.
 * @param int $samples    Posts to measure.
 */
function cairn_bench_related_posts( int $post_count, int $samples ): void {
	global $wpdb;
	mt_srand( 42 );

	$words = explode( ' ', 'alpine harbour bread garden river mountain coffee winter summer ferry train bicycle recipe market village island forest desert canyon lake museum library kitchen orchard vineyard castle bridge tower lighthouse festival concert theatre painting camera journey weekend morning evening storm sunrise sunset valley meadow glacier volcano beach coast cliff cave trail path road city street square garden park fountain cathedral temple palace harbor ship sail wind kite star moon planet comet galaxy science history music poetry novel letter diary notes travel food wine cheese olive lemon honey apple pear plum cherry berry walnut chestnut pumpkin tomato pepper garlic onion potato carrot pasta noodle dumpling soup salad sandwich cake cookie pie tart pastry chocolate vanilla cinnamon ginger saffron mint basil thyme rosemary sage fennel parsley' );
	$pick  = static function ( int $n ) use ( $words ): string {
		$out = array();
		for ( $i = 0; $i < $n; $i++ ) {
			$out[] = $words[ mt_rand( 0, count( $words ) - 1 ) ];
		}
		return implode( ' ', $out );
	};

	$started = microtime( true );
	$author  = (int) get_users(
		array(
			'fields' => 'ID',
			'number' => 1,
		)
	)[0];

	// Terms: 20 categories and 2,000 tags.
	$categories = array();
	for ( $i = 0; $i < 20; $i++ ) {
		$term         = wp_insert_term( 'Category ' . $i, 'category' );
		$categories[] = (int) $term['term_taxonomy_id'];
	}
	$tags = array();
	for ( $i = 0; $i < 2000; $i++ ) {
		$term   = wp_insert_term( 'tag-' . $i, 'post_tag' );
		$tags[] = (int) $term['term_taxonomy_id'];
	}

	// Posts in batches of 1,000 rows: 98 % published, the rest drafts and private.
	$first_id = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ) + 1;
	$now      = time();
	for ( $batch = 0; $batch < $post_count; $batch += 1000 ) {
		$rows  = array();
		$links = array();
		$last  = min( $post_count, $batch + 1000 );
		for ( $i = $batch; $i < $last; $i++ ) {
			$id     = $first_id + $i;
			$date   = gmdate( 'Y-m-d H:i:s', $now - mt_rand( 0, 5 * 365 ) * DAY_IN_SECONDS );
			$roll   = mt_rand( 1, 100 );
			$status = 99 === $roll ? 'draft' : ( 100 === $roll ? 'private' : 'publish' );
			$title  = ucfirst( $pick( mt_rand( 3, 6 ) ) );
			$rows[] = $wpdb->prepare( '(%d,%d,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)', $id, $author, $date, $date, '<!-- wp:paragraph --><p>' . $pick( 60 ) . '</p><!-- /wp:paragraph -->', $title, '', $status, 'open', 'open', sanitize_title( $title . '-' . $id ), '', '', $date, $date );
			// One category and three tags; tags cluster by category so that posts share them.
			$category = $categories[ $i % 20 ];
			$links[]  = sprintf( '(%d,%d)', $id, $category );
			$base     = ( $i % 20 ) * 100;
			foreach ( array_unique( array( mt_rand( 0, 99 ), mt_rand( 0, 99 ), mt_rand( 0, 1999 - $base ) % 100 ) ) as $offset ) {
				$links[] = sprintf( '(%d,%d)', $id, $tags[ $base + $offset ] );
			}
		}
		$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt) VALUES " . implode( ',', $rows ) );
		$wpdb->query( "INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $links ) );
	}
	$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND p.post_status = 'publish')" );
	wp_cache_flush();
	$seeded = microtime( true ) - $started;

	\Cairn\Modules::set_active( 'related-posts', true );
	$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' AND ID >= %d ORDER BY RAND(42) LIMIT %d", $first_id, $samples ) );

	$cold    = array();
	$cached  = array();
	$queries = array();
	$render  = array();
	$found   = 0;
	foreach ( $ids as $id ) {
		$post = get_post( (int) $id );
		\Cairn\Related_Posts\Cache::invalidate();
		wp_cache_flush();
		$post = get_post( (int) $id );
		get_post_meta( $post->ID ); // A page view has loaded the post's meta.
		update_object_term_cache( array( $post->ID ), 'post' ); // …and its terms.

		$t      = hrtime( true );
		$result = \Cairn\Related_Posts\Related_Posts::ids( $post );
		$cold[] = ( hrtime( true ) - $t ) / 1e6;
		$found += count( $result );

		// A later page view: a fresh object cache, the post, its meta and terms loaded.
		wp_cache_flush();
		$post = get_post( (int) $id );
		get_post_meta( $post->ID );
		update_object_term_cache( array( $post->ID ), 'post' );
		$t        = hrtime( true );
		$again    = \Cairn\Related_Posts\Related_Posts::ids( $post );
		$cached[] = ( hrtime( true ) - $t ) / 1e6;
		if ( $again !== $result ) {
			fwrite( STDERR, "The cached answer differs for post $id.\n" );
			exit( 1 );
		}

		// The whole block on that page view: the list, its posts, authors and context.
		$block     = new WP_Block(
			parse_blocks( '<!-- wp:cairn/related-posts {"displayAuthor":true,"displayContext":true} /-->' )[0],
			array(
				'postId'   => $post->ID,
				'postType' => 'post',
			)
		);
		$before    = $wpdb->num_queries;
		$t         = hrtime( true );
		$html      = $block->render();
		$render[]  = ( hrtime( true ) - $t ) / 1e6;
		$queries[] = $wpdb->num_queries - $before;
		if ( '' === $html ) {
			fwrite( STDERR, "The block rendered nothing for post $id.\n" );
			exit( 1 );
		}
	}

	echo wp_json_encode(
		array(
			'posts'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post'" ),
			'links'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_relationships}" ),
			'seeded'  => $seeded,
			'found'   => $found / max( 1, count( $ids ) ),
			'cold'    => $cold,
			'cached'  => $cached,
			'render'  => $render,
			'queries' => $queries,
			'server'  => $wpdb->db_server_info(),
		)
	);
}
