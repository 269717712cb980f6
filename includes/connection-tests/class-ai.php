<?php
/**
 * The AI section's connection test.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

use Cairn\AI\Connection_Test;
use Cairn\AI\Endpoint;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One tiny request per configured AI task (Connection_Test), and the models
 * the OpenAI-compatible server lists, which the model fields then offer.
 *
 * @since 0.7.0
 */
final class AI {

	/**
	 * Runs the test.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $entered Service values as entered.
	 */
	public static function run( array $entered ): Report {
		$report = new Report();
		$url    = isset( $entered['ai_base_url'] ) && is_string( $entered['ai_base_url'] ) ? trim( $entered['ai_base_url'] ) : '';
		if ( '' !== $url && Endpoint::can_manage() ) {
			$local   = isset( $entered['ai_allow_local'] ) ? '1' === $entered['ai_allow_local'] : Endpoint::is_local();
			$refused = Endpoint::refuse_base_url( esc_url_raw( $url, array( 'http', 'https' ) ), $local );
			if ( null !== $refused ) {
				return $report->add( __( 'Base URL', 'cairn' ), 'failed', $refused );
			}
		}
		$labels = array(
			'text'   => __( 'Text', 'cairn' ),
			'vision' => __( 'Vision', 'cairn' ),
			'image'  => __( 'Image', 'cairn' ),
			'audio'  => __( 'Audio', 'cairn' ),
		);
		foreach ( Connection_Test::run() as $row ) {
			$report->add( $labels[ $row['task'] ] ?? $row['task'], $row['status'], $row['message'] );
		}
		if ( '' !== Settings::get( 'ai_base_url' ) ) {
			$models = Connection_Test::models();
			$report->set( 'models', is_wp_error( $models ) ? array() : $models );
		}
		return $report;
	}
}
