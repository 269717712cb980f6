<?php
/**
 * Tock block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Tock;

/**
 * The server's parser agrees with the editor's on the same cases
 * (src/tock/test/parser-cases.json) and prints only a plain business name.
 */
final class Test_Tock extends Test_Case {

	/**
	 * The shared cases.
	 *
	 * @return array{valid:array<int,array{input:string,expected:string}>,invalid:string[]}
	 */
	private function cases(): array {
		$json = file_get_contents( __DIR__ . '/../../src/tock/test/parser-cases.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $json );
		return json_decode( $json, true );
	}

	/**
	 * The editor's cases give the editor's results.
	 */
	public function test_parses_as_the_editor_does(): void {
		foreach ( $this->cases()['valid'] as $case ) {
			$this->assertSame( $case['expected'], Tock::parse( $case['input'] ), $case['input'] );
		}
		foreach ( $this->cases()['invalid'] as $input ) {
			$this->assertNull( Tock::parse( $input ), $input );
		}
	}

	/**
	 * The fixture renders the container and a link to the Tock page; a
	 * hand-edited name renders nothing.
	 */
	public function test_renders(): void {
		$html = file_get_contents( __DIR__ . '/../../src/tock/test/fixtures/cairn__tock.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $html );
		$out = do_blocks( $html );
		$this->assertStringContainsString( 'data-tock-name="acme-bistro"', $out );
		$this->assertStringContainsString( 'href="https://www.exploretock.com/acme-bistro"', $out );
		$this->assertStringNotContainsString( '<script', $out );
		$this->assertSame( '', $this->render_saved_block( 'cairn/tock', array( 'url' => '"><script>alert(1)</script>' ) ) );
	}
}
