<?php
/**
 * Contact info, Address, Email and Phone blocks: structured data and the
 * maps link's words, added on render; saved markup that survives kses.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Contact_Info;

/**
 * The blocks save plain links (mailto:, tel:, Google Maps); the server adds
 * the schema.org Organization as JSON-LD after the contact info block, built
 * from its children's attributes, and the words saying where the maps link
 * goes. Microdata is not saved because wp_kses_post() strips it from the
 * content of users without `unfiltered_html`.
 */
final class Test_Contact_Info extends Test_Case {

	/**
	 * The blocks' source folder.
	 */
	private const SRC = __DIR__ . '/../../src/';

	/**
	 * Reads a block fixture.
	 *
	 * @param string $block The block's folder.
	 * @param string $name  The fixture's name, without `.html`.
	 * @return string The serialized block.
	 */
	private function fixture( string $block, string $name ): string {
		$html = file_get_contents( self::SRC . $block . '/test/fixtures/' . $name . '.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $html, "Fixture $name is missing." );
		return trim( $html );
	}

	/**
	 * A contact info block around the given children.
	 *
	 * @param string ...$children Serialized child blocks.
	 * @return string The serialized block.
	 */
	private function contact_info( string ...$children ): string {
		return "<!-- wp:cairn/contact-info -->\n<div class=\"wp-block-cairn-contact-info\">"
			. implode( "\n\n", $children )
			. "</div>\n<!-- /wp:cairn/contact-info -->";
	}

	/**
	 * A child block with attributes and no saved HTML (enough for the data).
	 *
	 * @param string $name       Block name without `cairn/`.
	 * @param array  $attributes Attributes.
	 * @return string The serialized block.
	 */
	private function child( string $name, array $attributes ): string {
		return '<!-- wp:cairn/' . $name . ' ' . wp_json_encode( $attributes ) . ' /-->';
	}

	/**
	 * The JSON-LD objects in rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return array[] Decoded objects.
	 */
	private function json_ld( string $html ): array {
		preg_match_all( '#<script type="application/ld\+json">(.*?)</script>#s', $html, $matches );
		return array_map(
			static function ( string $json ): array {
				return json_decode( $json, true );
			},
			$matches[1]
		);
	}

	public function test_the_blocks_are_registered_with_their_parent(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertTrue( $registry->is_registered( 'cairn/contact-info' ) );
		foreach ( array( 'cairn/address', 'cairn/email', 'cairn/phone' ) as $name ) {
			$this->assertSame( array( 'cairn/contact-info' ), $registry->get_registered( $name )->parent, $name );
		}
	}

	public function test_the_structured_data_holds_the_address_email_and_telephone(): void {
		$rendered = do_blocks( $this->fixture( 'contact-info', 'cairn__contact-info' ) );

		$this->assertSame(
			array(
				array(
					'@context'  => 'https://schema.org',
					'@type'     => 'Organization',
					'name'      => get_bloginfo( 'name' ),
					'url'       => home_url( '/' ),
					'address'   => array(
						'@type'           => 'PostalAddress',
						'streetAddress'   => '987 Photography Way',
						'addressLocality' => 'Portland',
						'addressRegion'   => 'OR',
						'postalCode'      => '97205',
						'addressCountry'  => 'USA',
					),
					'email'     => 'hello@example.com',
					'telephone' => '+1 (555) 123-4567',
				),
			),
			$this->json_ld( $rendered )
		);
		// The saved links are still there.
		$this->assertStringContainsString( '<a href="mailto:hello@example.com">hello@example.com</a>', $rendered );
		$this->assertStringContainsString( '<a href="tel:+15551234567">+1 (555) 123-4567</a>', $rendered );
	}

	public function test_empty_children_give_no_structured_data(): void {
		$rendered = do_blocks( $this->fixture( 'contact-info', 'cairn__contact-info__empty-children' ) );

		$this->assertSame( array(), $this->json_ld( $rendered ) );
	}

	public function test_emails_are_read_as_the_block_links_them_trailing_punctuation_aside(): void {
		$this->assertSame(
			array( 'hello@example.com', 'sales@example.org' ),
			Contact_Info::emails( 'Write to hello@example.com, or sales@example.org.' )
		);
		$this->assertSame( array(), Contact_Info::emails( 'hello@example nobody@ x@y.z1' ) );
	}

	public function test_the_email_check_has_the_same_limits_as_the_editor(): void {
		$this->assertTrue( Contact_Info::is_valid_email( 'first.last+tag@mail.example.com' ) );
		$this->assertFalse( Contact_Info::is_valid_email( '' ) );
		$this->assertFalse( Contact_Info::is_valid_email( str_repeat( 'a', 65 ) . '@example.com' ) );
		$this->assertFalse( Contact_Info::is_valid_email( 'a@' . str_repeat( 'b', 64 ) . '.com' ) );
		$this->assertFalse( Contact_Info::is_valid_email( 'a@' . str_repeat( 'b.', 126 ) . 'com' ) );
		$this->assertFalse( Contact_Info::is_valid_email( 'a..b@example.com' ) );
		$this->assertFalse( Contact_Info::is_valid_email( "a@example.com\n" ) );
	}

	public function test_several_children_of_a_kind_give_a_list_and_nested_children_count(): void {
		$rendered = do_blocks(
			$this->contact_info(
				$this->child( 'phone', array( 'phone' => '555 0100' ) ),
				"<!-- wp:group -->\n<div class=\"wp-block-group\">" . $this->child( 'phone', array( 'phone' => '555 0199' ) ) . "</div>\n<!-- /wp:group -->",
				$this->child( 'phone', array( 'phone' => 'no digits' ) ),
				$this->child(
					'address',
					array(
						'address'      => '1 Main St',
						'addressLine2' => 'Suite 4',
						'country'      => 'France',
					)
				)
			)
		);

		$data = $this->json_ld( $rendered )[0];
		$this->assertSame( array( '555 0100', '555 0199' ), $data['telephone'] );
		$this->assertSame(
			array(
				'@type'          => 'PostalAddress',
				'streetAddress'  => '1 Main St, Suite 4',
				'addressCountry' => 'France',
			),
			$data['address']
		);
		$this->assertArrayNotHasKey( 'email', $data );
	}

	public function test_text_cannot_close_the_script_element(): void {
		$rendered = do_blocks(
			$this->contact_info( $this->child( 'address', array( 'city' => '</script><script>alert(1)</script>' ) ) )
		);

		$this->assertSame( 1, substr_count( $rendered, '</script>' ) );
		$this->assertSame( '</script><script>alert(1)</script>', $this->json_ld( $rendered )[0]['address']['addressLocality'] );
	}

	public function test_the_maps_link_says_where_it_goes_in_the_site_language(): void {
		$rendered = do_blocks( $this->fixture( 'contact-info', 'cairn__contact-info' ) );

		$this->assertStringContainsString(
			'<span class="wp-block-cairn-address__hint"> (opens Google Maps in a new tab)</span></a>',
			$rendered
		);
		$this->assertStringContainsString( 'target="_blank" rel="noopener noreferrer"', $rendered );
	}

	public function test_an_authors_save_keeps_the_saved_markup_whole(): void {
		$content = $this->fixture( 'contact-info', 'cairn__contact-info' );
		wp_set_current_user( $this->create_user( 'author' ) );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );

		$post_id = wp_insert_post(
			wp_slash(
				array(
					'post_title'   => 'Contact',
					'post_content' => $content,
					'post_status'  => 'draft',
				)
			)
		);

		$this->assertSame( $content, get_post( $post_id )->post_content );
		// What saved microdata would have lost, and why the data is JSON-LD.
		$this->assertSame(
			'<div>x</div>',
			wp_kses_post( '<div itemscope itemtype="https://schema.org/Organization" itemprop="x">x</div>' )
		);
	}
}
