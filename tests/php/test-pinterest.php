<?php
/**
 * Which Pinterest URLs the server takes.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Pinterest;
use Cairn\Http\Redirect_Resolver;

/**
 * The server reads Pinterest URLs as the editor does, on the same cases.
 */
final class Test_Pinterest extends Test_Case {

	/**
	 * The shared cases (src/pinterest/test/url-cases.json).
	 *
	 * @return array{domains:array<int,string>,cases:array<int,array{input:string,embed:array{type:string,url:string}|null}>}
	 */
	private static function shared(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/pinterest/test/url-cases.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * The cases as a data provider.
	 *
	 * @return array<string,array{0:string,1:array{type:string,url:string}|null}>
	 */
	public function cases(): array {
		$cases = array();
		foreach ( self::shared()['cases'] as $case ) {
			$cases[ $case['input'] ] = array( $case['input'], $case['embed'] );
		}
		return $cases;
	}

	public function test_it_knows_every_country_domain_the_editor_knows(): void {
		$editor = self::shared()['domains'];
		$server = Pinterest::DOMAINS;
		sort( $editor );
		sort( $server );
		$this->assertSame( $editor, $server );
	}

	/**
	 * Each case reads as in the editor.
	 *
	 * @dataProvider cases
	 *
	 * @param string                             $input    The URL.
	 * @param array{type:string,url:string}|null $expected The embed, or null.
	 */
	public function test_each_case_reads_as_in_the_editor( string $input, ?array $expected ): void {
		$this->assertSame( $expected, Pinterest::embed( $input ) );
	}

	public function test_short_links_may_lead_to_every_country_domain(): void {
		$hosts = Redirect_Resolver::hosts();
		$this->assertContains( 'pin.it', $hosts );
		foreach ( Pinterest::DOMAINS as $domain ) {
			$this->assertContains( '.' . $domain, $hosts, $domain );
		}
	}
}
