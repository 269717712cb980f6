<?php
/**
 * Tests for converting Jetpack blocks into Cairn blocks.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Jetpack\Converter;
use Cairn\Jetpack\Direct_Rule;

/**
 * The converter against the Jetpack fixtures (tests/fixtures/jetpack): each
 * `<name>.html` is Jetpack's saved markup, `<name>.converted.html` the Cairn
 * markup it must become (which the Jest test parses: every block valid),
 * and `<name>.text.txt` lines a visitor must read on the converted post.
 * `CAIRN_REGENERATE_FIXTURES=1` rewrites the converted files.
 */
class Test_Jetpack_Converter extends Test_Case {

	/** Where the fixtures are. */
	private const DIR = __DIR__ . '/../fixtures/jetpack';

	/**
	 * Each Jetpack fixture.
	 *
	 * @return array<string,array{0:string}>
	 */
	public function fixtures(): array {
		$cases = array();
		foreach ( glob( self::DIR . '/*.html' ) as $file ) {
			if ( substr( $file, -15 ) === '.converted.html' ) {
				continue;
			}
			$cases[ basename( $file, '.html' ) ] = array( basename( $file, '.html' ) );
		}
		return $cases;
	}

	/**
	 * Each Jetpack fixture that shows visitors text of its own (a block that
	 * needs a service the tests' site lacks, or the site's other posts,
	 * shows none).
	 *
	 * @return array<string,array{0:string}>
	 */
	public function text_fixtures(): array {
		return array_filter(
			$this->fixtures(),
			static function ( string $name ): bool {
				return file_exists( self::DIR . "/$name.text.txt" );
			},
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * A fixture converts to its stored Cairn markup, with no Jetpack block
	 * left that Cairn has a rule for.
	 *
	 * @dataProvider fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_fixture_converts_to_the_stored_markup( string $name ): void {
		$jetpack    = self::read( "$name.html" );
		$conversion = Converter::create()->convert( $jetpack );
		$stored     = self::DIR . "/$name.converted.html";

		if ( getenv( 'CAIRN_REGENERATE_FIXTURES' ) ) {
			file_put_contents( $stored, $conversion->content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a test writing its own fixture.
		}
		$this->assertFileExists( $stored, 'Run npm run fixtures:regenerate' );
		$this->assertSame( self::read( "$name.converted.html" ), $conversion->content );
		$this->assertTrue( $conversion->changed() );
		foreach ( $conversion->converted as $entry ) {
			$this->assertStringNotContainsString( '<!-- wp:' . $entry['from'] . ' ', $conversion->content );
			$this->assertStringNotContainsString( '<!-- /wp:' . $entry['from'] . ' ', $conversion->content );
		}
	}

	/**
	 * A visitor reads on the converted post what Jetpack's block showed.
	 *
	 * @dataProvider text_fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_visitors_read_the_same_text( string $name ): void {
		$expected  = self::DIR . "/$name.text.txt";
		$converted = Converter::create()->convert( self::read( "$name.html" ) )->content;
		$text      = self::visible_text( do_blocks( $converted ) );
		foreach ( array_filter( array_map( 'trim', (array) file( $expected ) ) ) as $line ) {
			$this->assertStringContainsString( self::visible_text( $line ), $text );
		}
	}

	/**
	 * Converting twice changes nothing the second time.
	 *
	 * @dataProvider fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_converting_again_changes_nothing( string $name ): void {
		$converter = Converter::create();
		$once      = $converter->convert( self::read( "$name.html" ) );
		$twice     = $converter->convert( $once->content );
		$this->assertFalse( $twice->changed() );
		$this->assertSame( $once->content, $twice->content );
	}

	/**
	 * Attributes Cairn's block has no place for are kept in `jetpackLegacy`
	 * and reported; custom classes and anchors carry over.
	 */
	public function test_unmapped_attributes_are_kept_and_reported(): void {
		$conversion = Converter::create()->convert(
			'<!-- wp:jetpack/tock {"url":"roxys","buttonStyle":"outline","className":"is-big","anchor":"book"} /-->'
		);
		$blocks     = parse_blocks( $conversion->content );
		$this->assertSame( 'cairn/tock', $blocks[0]['blockName'] );
		$this->assertSame(
			array(
				'url'           => 'roxys',
				'className'     => 'is-big',
				'anchor'        => 'book',
				'jetpackLegacy' => array( 'buttonStyle' => 'outline' ),
			),
			$blocks[0]['attrs']
		);
		$this->assertSame(
			array(
				array(
					'from' => 'jetpack/tock',
					'to'   => 'cairn/tock',
					'kept' => array( 'buttonStyle' ),
				),
			),
			$conversion->converted
		);
	}

	/**
	 * Every Cairn block declares the preserved attribute, so the editor
	 * saves it again.
	 */
	public function test_every_cairn_block_declares_the_preserved_attribute(): void {
		$types = array_filter(
			\WP_Block_Type_Registry::get_instance()->get_all_registered(),
			static function ( $type ): bool {
				return 0 === strpos( $type->name, 'cairn/' );
			}
		);
		$this->assertNotEmpty( $types );
		foreach ( $types as $type ) {
			$this->assertSame( array( 'type' => 'object' ), $type->attributes['jetpackLegacy'] ?? null, $type->name );
		}
	}

	/**
	 * A Jetpack block without a Cairn counterpart stays, counted in the
	 * report; content without Jetpack blocks is returned untouched.
	 */
	public function test_blocks_without_a_rule_stay_and_are_reported(): void {
		$content    = self::read( 'jetpack__mixed-with-core.html' );
		$conversion = Converter::create()->convert( $content );
		$this->assertSame( array( 'jetpack/some-block-cairn-lacks' => 1 ), $conversion->left );
		$this->assertStringContainsString( '<div class="wp-block-jetpack-some-block-cairn-lacks">Kept as it was.</div>', $conversion->content );
		$this->assertSame( array( 'jetpack/markdown' => 1 ), $conversion->counts() );

		$plain = "<!-- wp:paragraph -->\n<p>x</p>\n<!-- /wp:paragraph -->";
		$this->assertSame( $plain, Converter::create()->convert( $plain )->content );
		$this->assertFalse( Converter::create()->convert( $plain )->changed() );
	}

	/**
	 * A site may add rules through the filter; anything that is not a rule
	 * is ignored.
	 */
	public function test_the_rules_filter_adds_rules(): void {
		$add = static function ( array $rules ): array {
			$rules[] = new Direct_Rule( array( 'jetpack/some-block-cairn-lacks' ), 'cairn/tock' );
			$rules[] = 'not a rule';
			return $rules;
		};
		add_filter( 'cairn_jetpack_rules', $add );
		$conversion = Converter::create()->convert( '<!-- wp:jetpack/some-block-cairn-lacks {"url":"x"} /-->' );
		remove_filter( 'cairn_jetpack_rules', $add );
		$this->assertSame( '<!-- wp:cairn/tock {"url":"x"} /-->', $conversion->content );
	}

	/**
	 * A fixture file's text.
	 *
	 * @param string $file The file's name.
	 */
	private static function read( string $file ): string {
		return (string) file_get_contents( self::DIR . '/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
	}

	/**
	 * The text a visitor reads: tags out, entities decoded, spaces folded.
	 *
	 * @param string $html HTML.
	 */
	private static function visible_text( string $html ): string {
		$html = (string) preg_replace( '#<(script|style)\b[^>]*>.*?</\1>#is', ' ', $html );
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
