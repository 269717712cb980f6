<?php
/**
 * The PHP side of `npm run bench:webhooks`: one PHP process verifies and
 * records signed Stripe events for a few seconds (one-time donations,
 * subscription invoices, and every tenth event a replay) and prints how many
 * per second, with the totals checked against what was sent. Prints JSON.
 *
 * Usage: php stripe-webhooks.php <site root> <site url> <seconds>
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
function cairn_bench_webhooks_host( string $url ): string {
	$host = parse_url( $url, PHP_URL_HOST ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	$port = parse_url( $url, PHP_URL_PORT ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	return $host . ( $port ? ':' . $port : '' );
}

$_SERVER['HTTP_HOST'] = cairn_bench_webhooks_host( $argv[2] );
require $argv[1] . '/wp-load.php';
cairn_bench_webhooks( (float) $argv[3] );

/**
 * Records events for a while and prints the rate.
 *
 * @param float $seconds How long.
 */
function cairn_bench_webhooks( float $seconds ): void {
	$secret = 'whsec_bench';
	update_option( \Cairn\Settings::SECRETS, array( 'stripe_webhook_secret' => $secret ) );
	$metadata = array(
		'cairn_kind'     => 'donation',
		'cairn_post'     => '1',
		'cairn_product'  => '1',
		'cairn_interval' => 'one-time',
	);

	$count    = 0;
	$expected = 0;
	$last     = '';
	$started  = microtime( true );
	while ( microtime( true ) - $started < $seconds ) {
		if ( 9 === $count % 10 ) {
			$body = $last;
		} else {
			$amount = 500 + $count;
			if ( $count % 2 ) {
				$object = array(
					'id'             => 'cs_bench_' . $count,
					'object'         => 'checkout.session',
					'mode'           => 'payment',
					'payment_status' => 'paid',
					'amount_total'   => $amount,
					'currency'       => 'eur',
					'metadata'       => $metadata,
				);
				$type   = 'checkout.session.completed';
			} else {
				$object = array(
					'id'             => 'in_bench_' . $count,
					'object'         => 'invoice',
					'amount_paid'    => $amount,
					'currency'       => 'eur',
					'billing_reason' => 'subscription_cycle',
					'parent'         => array(
						'subscription_details' => array(
							'subscription' => 'sub_bench_' . ( $count % 50 ),
							'metadata'     => array_merge( $metadata, array( 'cairn_interval' => '1 month' ) ),
						),
					),
				);
				$type   = 'invoice.paid';
			}
			$expected += $amount;
			$body      = (string) wp_json_encode(
				array(
					'id'      => 'evt_bench_' . $count,
					'object'  => 'event',
					'type'    => $type,
					'created' => time(),
					'data'    => array( 'object' => $object ),
				)
			);
			$last      = $body;
		}
		$time   = time();
		$result = \Cairn\Stripe\Webhook::handle( $body, 't=' . $time . ',v1=' . hash_hmac( 'sha256', $time . '.' . $body, $secret ) );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, 'An event failed: ' . $result->get_error_message() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a command-line benchmark.
			exit( 1 );
		}
		++$count;
	}
	$elapsed = microtime( true ) - $started;
	$totals  = \Cairn\Stripe\Ledger::totals();
	echo wp_json_encode(
		array(
			'count'    => $count,
			'seconds'  => $elapsed,
			'payments' => $totals['EUR']['count'] ?? 0,
			'total'    => $totals['EUR']['amount'] ?? 0,
			'expected' => $expected,
		)
	);
}
