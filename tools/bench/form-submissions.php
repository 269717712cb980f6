<?php
/**
 * The PHP side of `npm run bench:forms`: one PHP process stores form
 * submissions for a few seconds and prints how many per second. Prints JSON.
 *
 * Usage: php form-submissions.php <site root> <site url> <seconds>
 *
 * @package Cairn
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	exit( 1 );
}

/**
 * The host of a URL, before WordPress is loaded.
 *
 * @param string $url URL.
 */
function cairn_bench_forms_host( string $url ): string {
	$host = parse_url( $url, PHP_URL_HOST ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	$port = parse_url( $url, PHP_URL_PORT ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	return $host . ( $port ? ':' . $port : '' );
}

$_SERVER['HTTP_HOST'] = cairn_bench_forms_host( $argv[2] );
require $argv[1] . '/wp-load.php';
cairn_bench_forms( (float) $argv[3] );

/**
 * Stores submissions for a while and prints the rate.
 *
 * @param float $seconds How long.
 */
function cairn_bench_forms( float $seconds ): void {
	$markup = '<!-- wp:cairn/contact-form --><!-- wp:cairn/field {"type":"name","required":true} /--><!-- wp:cairn/field {"type":"email","required":true} /--><!-- wp:cairn/field {"type":"textarea","label":"Message"} /--><!-- /wp:cairn/contact-form -->';
	$post   = get_post( wp_insert_post( array( 'post_title' => 'Contact', 'post_content' => $markup, 'post_status' => 'publish' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- a benchmark.
	$form   = \Cairn\Forms\Form::in_post( $post )[0];
	// The mail is handed over at once: the figure is the site's own work (checks, entry, meta).
	add_filter( 'pre_wp_mail', '__return_true' );

	$count   = 0;
	$started = microtime( true );
	while ( microtime( true ) - $started < $seconds ) {
		$result = \Cairn\Forms\Submission::handle(
			array(
				'cairn_form_post'                => (string) $post->ID,
				'cairn_form_id'                  => $form->id(),
				\Cairn\Forms\Submission::STARTED => \Cairn\Forms\Submission::started_token( time() - 60 ),
				'cairn_f0'                       => 'Visitor ' . $count,
				'cairn_f1'                       => 'visitor' . $count . '@example.org',
				'cairn_f2'                       => str_repeat( 'A message of some length. ', 20 ),
			),
			// One address per submission: the per-address limit is not what is measured.
			'198.51.' . intdiv( $count, 250 ) % 250 . '.' . ( $count % 250 )
		);
		if ( ! is_array( $result ) ) {
			fwrite( STDERR, 'A submission failed: ' . $result->get_error_message() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a command-line benchmark.
			exit( 1 );
		}
		++$count;
	}
	$elapsed = microtime( true ) - $started;
	echo wp_json_encode(
		array(
			'count'   => $count,
			'seconds' => $elapsed,
			'stored'  => (int) wp_count_posts( \Cairn\Forms\Entries::POST_TYPE )->publish,
		)
	);
}
