<?php
/**
 * AI feature slugs: one list on each side, kept equal.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\Features;

/**
 * The editor's list of AI features (shared/site/ai-feature-slugs.ts, the one
 * list in TypeScript) and the server's (Features::SLUGS) must name the same
 * features in the same order: the plugin ships without the TypeScript
 * source, so PHP keeps its own copy, and this test keeps the two equal.
 */
final class Test_AI_Feature_Slugs extends Test_Case {

	public function test_the_php_list_is_the_typescript_list(): void {
		$source = file_get_contents( __DIR__ . '/../../shared/site/ai-feature-slugs.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $source );
		$this->assertSame( 1, preg_match( '/AI_FEATURE_SLUGS\s*=\s*\[(.*?)\]\s*as const/s', $source, $list ) );
		preg_match_all( "/'([a-z0-9-]+)'/", $list[1], $slugs );

		$this->assertNotEmpty( $slugs[1] );
		$this->assertSame( $slugs[1], Features::SLUGS );
	}
}
