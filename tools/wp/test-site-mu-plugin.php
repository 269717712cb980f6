<?php
/**
 * Plugin Name: Cairn test site
 * Description: Copied into wp-content/mu-plugins of test sites by tools/wp/site.mjs. The test machine has no internet: WordPress.org update checks are answered from here instead of failing (and logging a warning) on every admin page.
 *
 * @package Cairn
 */

$cairn_test_no_updates = static function () {
	global $wp_version;
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => $wp_version,
		'updates'         => array(),
		'translations'    => array(),
		'response'        => array(),
		'no_update'       => array(),
		'checked'         => array(),
	);
};
add_filter( 'pre_site_transient_update_core', $cairn_test_no_updates );
add_filter( 'pre_site_transient_update_plugins', $cairn_test_no_updates );
add_filter( 'pre_site_transient_update_themes', $cairn_test_no_updates );

// The block directory searches WordPress.org from the inserter; offline that
// answers 500 in every editor test. Cairn's tests never install blocks.
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );

// Browser tests of the video upload need uploads of many chunks: they set a
// smaller chunk through this setting of the test site.
add_action(
	'init',
	static function () {
		register_setting(
			'general',
			'cairn_test_video_chunk_size',
			array(
				'type'         => 'integer',
				'default'      => 0,
				'show_in_rest' => true,
			)
		);
	}
);
add_filter(
	'cairn_video_upload_chunk_size',
	static function ( $size ) {
		$test = (int) get_option( 'cairn_test_video_chunk_size', 0 );
		return $test > 0 ? $test : $size;
	}
);
