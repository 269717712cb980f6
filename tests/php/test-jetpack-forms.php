<?php
/**
 * Tests for converting Jetpack's forms and contact info blocks.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Jetpack\Converter;

/**
 * What the fixtures (tests/fixtures/jetpack/jetpack__contact-form*,
 * jetpack__contact-info*) do not show: the report's lines for the owner and
 * forms that live in another post.
 */
class Test_Jetpack_Forms extends Test_Case {

	/**
	 * A form without an address tells the owner where entries now go; a
	 * form with one does not.
	 */
	public function test_a_form_without_an_address_names_the_admin_email(): void {
		$without = Converter::create()->convert( '<!-- wp:jetpack/contact-form --><div class="wp-block-jetpack-contact-form"></div><!-- /wp:jetpack/contact-form -->' );
		$this->assertCount( 1, $without->needs );
		$this->assertStringContainsString( 'admin email', $without->needs[0] );
		$this->assertStringNotContainsString( '"to"', $without->content );

		$with = Converter::create()->convert( '<!-- wp:jetpack/contact-form {"to":"a@example.org"} --><div class="wp-block-jetpack-contact-form"></div><!-- /wp:jetpack/contact-form -->' );
		$this->assertSame( array(), $with->needs );
	}

	/**
	 * Every block of a form is reported (inner blocks first), with what
	 * each kept.
	 */
	public function test_the_report_lists_each_block_and_what_it_kept(): void {
		$conversion = Converter::create()->convert( (string) file_get_contents( __DIR__ . '/../fixtures/jetpack/jetpack__contact-form__deprecated-1.html' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		$this->assertSame( array(), $conversion->left );
		$this->assertSame(
			array(
				'jetpack/field-name'     => array(),
				'jetpack/field-email'    => array(),
				'jetpack/field-radio'    => array(),
				'jetpack/field-select'   => array(),
				'jetpack/field-checkbox' => array(),
				'jetpack/button'         => array(),
				'jetpack/contact-form'   => array( 'hasFormSettingsSet' ),
			),
			array_column( $conversion->converted, 'kept', 'from' )
		);
	}

	/**
	 * A synced form (2025) is written out from its post; one whose post is
	 * gone becomes an empty form and a line of the report.
	 */
	public function test_a_synced_form_is_read_from_its_post(): void {
		$id         = wp_insert_post(
			array(
				'post_type'    => 'jetpack_form',
				'post_status'  => 'publish',
				'post_title'   => 'Newsletter',
				'post_content' => '<!-- wp:jetpack/contact-form {"to":"list@example.org","subject":"Sign-up"} --><div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-email {"required":true} /--></div><!-- /wp:jetpack/contact-form -->',
			)
		);
		$conversion = Converter::create()->convert( '<!-- wp:jetpack/contact-form {"ref":' . $id . '} /-->' );
		$blocks     = parse_blocks( $conversion->content );
		$this->assertSame( 'cairn/contact-form', $blocks[0]['blockName'] );
		$this->assertSame( 'list@example.org', $blocks[0]['attrs']['to'] );
		$this->assertSame( array( 'ref' => $id ), $blocks[0]['attrs']['jetpackLegacy'] );
		$this->assertSame( array( 'type' => 'email', 'required' => true ), $blocks[0]['innerBlocks'][0]['attrs'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( array(), $conversion->needs );

		$gone = Converter::create()->convert( '<!-- wp:jetpack/contact-form {"ref":999999} /-->' );
		$this->assertStringNotContainsString( 'cairn/field', $gone->content );
		$this->assertStringContainsString( '999999', implode( ' ', $gone->needs ) );
	}

	/**
	 * A multiple-choice checkbox inside a column of a form still becomes
	 * one checkbox per choice.
	 */
	public function test_a_multiple_choice_nested_in_columns_converts(): void {
		$conversion = Converter::create()->convert(
			'<!-- wp:jetpack/contact-form {"to":"a@example.org"} --><div class="wp-block-jetpack-contact-form"><!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:jetpack/field-checkbox-multiple {"label":"Days","options":["Mon","Tue"]} /--></div><!-- /wp:column --></div><!-- /wp:columns --></div><!-- /wp:jetpack/contact-form -->'
		);
		$this->assertSame( array(), $conversion->left );
		$this->assertStringContainsString( '<!-- wp:cairn/field {"type":"checkbox","label":"Tue"} /-->', $conversion->content );
		$this->assertStringContainsString( '<p>Days</p>', $conversion->content );
	}
}
