<?php
/**
 * The demo post of `npm start`: one of every Cairn block, saved, and the
 * editor's welcome guide turned off for the administrator.
 *
 * The script tools/wp/demo-post.mjs builds the content from the blocks' fixtures and
 * calls cairn_demo_post() in a Playground `runPHP` step (tools/start.mjs), or
 * runs this file on a native test site (tools/wp/site.mjs --demo):
 * `php tools/wp/demo-post.php <site root> < content.html` prints the post ID.
 *
 * @package Cairn
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput

/** The ID the demo post is given on a fresh site, so its URL is known in advance. */
const CAIRN_DEMO_POST_ID = 100;

/**
 * Saves the demo post (published, as the administrator) and turns the block
 * editor's welcome guide off for the administrator.
 *
 * @param string $content Saved block markup.
 * @param string $login   The administrator's login.
 * @return int The post's ID (0 on failure).
 */
function cairn_demo_post( string $content, string $login = 'admin' ): int {
	$user = get_user_by( 'login', $login );
	if ( ! $user ) {
		fwrite( STDERR, "No user {$login}.\n" );
		return 0;
	}
	// As the administrator, whose markup is saved unfiltered, as in the editor.
	wp_set_current_user( $user->ID );

	$post_id = wp_insert_post(
		wp_slash(
			array(
				'import_id'    => CAIRN_DEMO_POST_ID,
				'post_title'   => 'Cairn blocks',
				'post_content' => $content,
				'post_status'  => 'publish',
				'post_author'  => $user->ID,
			)
		),
		true
	);
	if ( is_wp_error( $post_id ) ) {
		fwrite( STDERR, 'The demo post could not be saved: ' . $post_id->get_error_message() . "\n" );
		return 0;
	}

	// The block editor's preferences (the `core/preferences` store) persist
	// in this user meta; a fresh browser takes them from here.
	global $wpdb;
	$meta_key    = $wpdb->get_blog_prefix() . 'persisted_preferences';
	$preferences = get_user_meta( $user->ID, $meta_key, true );
	$preferences = is_array( $preferences ) ? $preferences : array();

	$preferences['core/edit-post'] = array_merge(
		isset( $preferences['core/edit-post'] ) && is_array( $preferences['core/edit-post'] ) ? $preferences['core/edit-post'] : array(),
		array(
			'welcomeGuide'         => false,
			'welcomeGuideTemplate' => false,
		)
	);
	$preferences['_modified']      = gmdate( 'Y-m-d\TH:i:s.v\Z' );
	update_user_meta( $user->ID, $meta_key, $preferences );

	return (int) $post_id;
}

if ( PHP_SAPI === 'cli' && isset( $argv[0] ) && realpath( $argv[0] ) === __FILE__ ) {
	if ( $argc < 2 ) {
		fwrite( STDERR, "Usage: php demo-post.php <site root> < content.html\n" );
		exit( 2 );
	}
	$_SERVER['HTTP_HOST']   = '127.0.0.1';
	$_SERVER['REQUEST_URI'] = '/';
	require rtrim( $argv[1], '/' ) . '/wp-load.php';
	$cairn_post_id = cairn_demo_post( (string) stream_get_contents( STDIN ) );
	if ( ! $cairn_post_id ) {
		exit( 1 );
	}
	echo $cairn_post_id . "\n";
}
