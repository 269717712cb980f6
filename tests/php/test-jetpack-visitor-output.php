<?php
/**
 * What visitors get from a converted post, against what Jetpack gave them.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Jetpack\Converter;

/**
 * Each Jetpack fixture (tests/fixtures/jetpack/<name>.html) has beside it
 * `<name>.jetpack-visitor.json`: what Jetpack's visitors got from that
 * markup, read from Jetpack's saved HTML where Jetpack printed it and from
 * what Jetpack's server render printed where it drew the block again. It
 * lists the texts they read, the links they could follow (with their query
 * strings) and the images they saw. Each caption that Jetpack's saved
 * markup shows (a `figcaption`) is read from the markup itself: a visitor
 * reads it as a caption again, with its links and images (unless it is
 * under `gaps.captions`). What Jetpack showed through a service
 * that the owner must set up again here (Stripe, Mailchimp, Instagram, a
 * map provider, the video's file) is under `waiting`, with the Jetpack
 * blocks concerned: the conversion's report must list each of them with
 * the action that brings it back, and nothing else. `gaps` are what Jetpack
 * showed that Cairn's block has no place for yet (kept in the preserved
 * attribute): they are checked to be absent, so that the file is updated
 * the day they show. `absent` are texts of the markup that Jetpack's
 * visitors did not read (content for another visit): nor must Cairn's;
 * text inside a `hidden` element is not read then. The expected texts may
 * sit in an element that the block's own script reveals (a repeat-visitor
 * block decides in the browser, Jetpack's decided on the server). `notes`
 * say where and why Cairn's page reads
 * differently.
 *
 * The converted post is rendered as a logged-out visitor sees it, on a site
 * where no service is set up; a converted post holds no token.
 */
class Test_Jetpack_Visitor_Output extends Test_Case {

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
			if ( '.converted.html' === substr( $file, -15 ) ) {
				continue;
			}
			$cases[ basename( $file, '.html' ) ] = array( basename( $file, '.html' ) );
		}
		return $cases;
	}

	/**
	 * Every fixture says what Jetpack's visitors got.
	 *
	 * @dataProvider fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_every_fixture_has_jetpacks_visitor_output( string $name ): void {
		$expected = self::expected( $name );
		foreach ( array( 'texts', 'links', 'images' ) as $key ) {
			$this->assertIsArray( $expected[ $key ] ?? null, "$name: $key" );
		}
	}

	/**
	 * A visitor reads the texts, follows the links (query strings
	 * included) and sees the images that Jetpack's visitors did.
	 *
	 * @dataProvider fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_visitors_get_what_jetpack_gave_them( string $name ): void {
		$expected   = self::expected( $name );
		$conversion = Converter::create()->convert( self::read( "$name.html" ) );
		$this->assertTrue( $conversion->changed(), $name );
		$page = self::visit( $conversion->content );

		foreach ( $expected['texts'] as $text ) {
			$this->assertStringContainsString( self::fold( $text ), $page['all_text'], "$name: the text “{$text}”" );
		}
		$links = array_map( array( __CLASS__, 'same_link' ), $page['links'] );
		foreach ( $expected['links'] as $link ) {
			$this->assertContains( self::same_link( $link ), $links, "$name: a link to $link" );
		}
		foreach ( $expected['images'] as $image ) {
			$this->assertContains( $image, $page['images'], "$name: the image $image" );
		}
		$gaps = array_map( array( __CLASS__, 'fold' ), $expected['gaps']['captions'] ?? array() );
		foreach ( self::captions( self::read( "$name.html" ) ) as $caption ) {
			if ( in_array( $caption['text'], $gaps, true ) ) {
				$this->assertNotContains( $caption['text'], array_column( $page['captions'], 'text' ), "$name: the caption “{$caption['text']}” shows now: take it out of gaps" );
				continue;
			}
			$this->assertContains( $caption['text'], array_column( $page['captions'], 'text' ), "$name: the caption “{$caption['text']}”" );
			foreach ( $caption['links'] as $link ) {
				$this->assertContains( self::same_link( $link ), $links, "$name: the caption's link to $link" );
			}
			foreach ( $caption['images'] as $image ) {
				$this->assertContains( $image, $page['images'], "$name: the caption's image $image" );
			}
		}
		foreach ( $expected['gaps']['texts'] ?? array() as $text ) {
			$this->assertStringNotContainsString( self::fold( $text ), $page['all_text'], "$name: “{$text}” shows now: move it from gaps to texts" );
		}
		foreach ( $expected['absent'] ?? array() as $text ) {
			$this->assertStringNotContainsString( self::fold( $text ), $page['text'], "$name: Jetpack's visitors did not read “{$text}”" );
		}
	}

	/**
	 * What visitors cannot see until the owner acts is what the report
	 * lists, block by block, each with an action.
	 *
	 * @dataProvider fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_the_report_lists_what_waits_for_the_owner( string $name ): void {
		$expected   = self::expected( $name );
		$conversion = Converter::create()->convert( self::read( "$name.html" ) );
		$waiting    = array_column( $conversion->waiting, 'from' );
		sort( $waiting );
		$blocks = $expected['waiting']['blocks'] ?? array();
		sort( $blocks );
		$this->assertSame( $blocks, $waiting, $name );
		foreach ( $conversion->waiting as $entry ) {
			$this->assertNotSame( '', trim( $entry['action'] ), $name );
		}
	}

	/**
	 * No converted post holds a token, a key or a secret, in its attributes
	 * or its markup, whatever the Jetpack block held.
	 *
	 * @dataProvider fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_no_converted_post_holds_a_token( string $name ): void {
		$content = Converter::create()->convert( self::read( "$name.html" ) )->content;
		$this->assert_no_credential( parse_blocks( $content ), $name );
		$this->assertDoesNotMatchRegularExpression( '/\b(?:IGQV|IGAA|EAA[A-Za-z0-9]|sk_(?:live|test)_|rk_(?:live|test)_|pk\.eyJ|sk\.eyJ)[A-Za-z0-9_-]{8,}/', $content, $name );
		$this->assertDoesNotMatchRegularExpression( '/"(?:accessToken|access_token|apiKey|api_key|authToken|secret|password|token)"\s*:/i', $content, $name );
	}

	/**
	 * The Instagram fixture's token is the kind the test above looks for,
	 * and the converter is what removes it.
	 */
	public function test_the_token_test_sees_a_token(): void {
		$jetpack = self::read( 'jetpack__instagram-gallery.html' );
		$this->assertMatchesRegularExpression( '/"accessToken"\s*:/', $jetpack );
		$this->assertStringNotContainsString( 'accessToken', Converter::create()->convert( $jetpack )->content );
	}

	/**
	 * Fails on an attribute named as a credential anywhere in the blocks.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @param string                         $name   The fixture.
	 */
	private function assert_no_credential( array $blocks, string $name ): void {
		foreach ( $blocks as $block ) {
			$this->assert_no_credential_key( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array(), $name );
			$this->assert_no_credential( (array) ( $block['innerBlocks'] ?? array() ), $name );
		}
	}

	/**
	 * Fails on a key named as a credential, at any depth.
	 *
	 * @param array<mixed> $values Attribute values.
	 * @param string       $name   The fixture.
	 */
	private function assert_no_credential_key( array $values, string $name ): void {
		foreach ( $values as $key => $value ) {
			$this->assertDoesNotMatchRegularExpression( '/token|secret|password|api_?key/i', (string) $key, "$name: $key" );
			if ( is_array( $value ) ) {
				$this->assert_no_credential_key( $value, $name );
			}
			if ( is_string( $value ) && 0 === strpos( ltrim( $value ), '<!--' ) ) {
				$this->assert_no_credential( parse_blocks( $value ), $name );
			}
		}
	}

	/**
	 * A converted post as a logged-out visitor's page shows it: its text
	 * (tags out, entities decoded, spaces folded), its links and its images.
	 *
	 * @param string $content The post's content.
	 * @return array{text:string,all_text:string,links:string[],images:string[],captions:array<int,array{text:string,links:string[],images:string[]}>}
	 */
	private static function visit( string $content ): array {
		global $post;
		$id   = wp_insert_post(
			array(
				'post_title'   => 'Made with Jetpack',
				// wp_insert_post() takes slashed data, as from a form.
				'post_content' => wp_slash( $content ),
				'post_status'  => 'publish',
			)
		);
		$post = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's post, as a visitor's page sets it.
		setup_postdata( $post );
		$html = do_blocks( (string) $post->post_content );
		wp_reset_postdata();

		$links  = array();
		$images = array();
		$tags   = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( 'A' === $tags->get_tag() && is_string( $tags->get_attribute( 'href' ) ) ) {
				$links[] = $tags->get_attribute( 'href' );
			}
			if ( 'IMG' === $tags->get_tag() && is_string( $tags->get_attribute( 'src' ) ) ) {
				$images[] = $tags->get_attribute( 'src' );
			}
		}
		return array(
			'text'     => self::fold( self::shown( $html ) ),
			'all_text' => self::fold( (string) preg_replace( '#<(script|style|template)\b[^>]*>.*?</\1>#is', ' ', $html ) ),
			'links'    => $links,
			'images'   => $images,
			'captions' => self::captions( $html ),
		);
	}

	/**
	 * The captions of some HTML, as a visitor reads them: each `figcaption`
	 * that holds text (not inside a `hidden` element), with the links and
	 * images in it.
	 *
	 * @param string $html HTML.
	 * @return array<int,array{text:string,links:string[],images:string[]}>
	 */
	private static function captions( string $html ): array {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$xpath    = new \DOMXPath( $document );
		$nodes    = $xpath->query( '//figcaption[not(ancestor-or-self::*[@hidden])]' );
		$captions = array();
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names.
		foreach ( $nodes ? iterator_to_array( $nodes ) : array() as $node ) {
			$text = self::fold( (string) $node->textContent );
			if ( '' === $text || ! $node instanceof \DOMElement ) {
				continue;
			}
			$links = array();
			foreach ( $node->getElementsByTagName( 'a' ) as $link ) {
				if ( $link->hasAttribute( 'href' ) ) {
					$links[] = $link->getAttribute( 'href' );
				}
			}
			$images = array();
			foreach ( $node->getElementsByTagName( 'img' ) as $image ) {
				if ( $image->hasAttribute( 'src' ) ) {
					$images[] = $image->getAttribute( 'src' );
				}
			}
			$captions[] = array(
				'text'   => $text,
				'links'  => $links,
				'images' => $images,
			);
		}
		// phpcs:enable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		return $captions;
	}

	/**
	 * The HTML a visitor is shown: without scripts, styles, templates and
	 * elements marked `hidden` (until a script reveals them).
	 *
	 * @param string $html The page's HTML.
	 */
	private static function shown( string $html ): string {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$xpath = new \DOMXPath( $document );
		$nodes = $xpath->query( '//script | //style | //template | //*[@hidden]' );
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names.
		foreach ( $nodes ? iterator_to_array( $nodes ) : array() as $node ) {
			if ( $node->parentNode ) {
				$node->parentNode->replaceChild( $document->createTextNode( ' ' ), $node );
			}
		}
		$body = $document->getElementsByTagName( 'body' )->item( 0 );
		return $body ? (string) $body->textContent : '';
		// phpcs:enable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}

	/**
	 * A link as compared: the host in lower case and the query's pairs in
	 * one order (the same parameters, each with its value, are the same
	 * link whatever their order).
	 *
	 * @param string $url The address.
	 */
	private static function same_link( string $url ): string {
		$parts = explode( '?', $url, 2 );
		$base  = (string) preg_replace_callback(
			'#^([a-z][a-z0-9+.-]*://)([^/]+)#i',
			static function ( array $match ): string {
				return strtolower( $match[1] . $match[2] );
			},
			$parts[0]
		);
		if ( ! isset( $parts[1] ) || '' === $parts[1] ) {
			return $base;
		}
		$pairs = explode( '&', $parts[1] );
		sort( $pairs );
		return $base . '?' . implode( '&', $pairs );
	}

	/**
	 * Text as a visitor reads it: tags out, entities decoded, spaces folded.
	 *
	 * @param string $html HTML or text.
	 */
	private static function fold( string $html ): string {
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * A fixture's expected visitor output.
	 *
	 * @param string $name The fixture.
	 * @return array<string,mixed>
	 */
	private static function expected( string $name ): array {
		$json = json_decode( self::read( "$name.jetpack-visitor.json" ), true );
		return is_array( $json ) ? $json : array();
	}

	/**
	 * A fixture file's text ('' when missing).
	 *
	 * @param string $file The file's name.
	 */
	private static function read( string $file ): string {
		$path = self::DIR . '/' . $file;
		return is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
	}
}
