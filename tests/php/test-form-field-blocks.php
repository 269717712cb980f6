<?php
/**
 * Form field and step navigation blocks, each rendered by its own class.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Field;
use Cairn\Blocks\Form_Step_Navigation;
use Cairn\Forms\Form_Being_Rendered;

/**
 * `Cairn\Blocks\Field`, `Cairn\Blocks\Form_Step_Navigation` and the form
 * state they share, `Cairn\Forms\Form_Being_Rendered`.
 */
final class Test_Form_Field_Blocks extends Test_Case {

	/**
	 * Leaves no form open for the next test.
	 */
	protected function tearDown(): void {
		Form_Being_Rendered::close();
		remove_all_filters( 'gettext' );
		parent::tearDown();
	}

	public function test_a_field_outside_a_form_renders_nothing(): void {
		$this->assertSame( '', Field::render( array( 'type' => 'email' ) ) );
		$this->assertSame( '', do_blocks( '<!-- wp:cairn/field {"type":"email","label":"Email"} /-->' ) );
	}

	public function test_a_field_after_its_form_closed_renders_nothing(): void {
		Form_Being_Rendered::open( 'abc' );
		$this->assertStringContainsString( 'name="cairn_f0"', Field::render( array( 'type' => 'name' ) ) );
		Form_Being_Rendered::close();
		$this->assertSame( '', Field::render( array( 'type' => 'name' ) ) );
	}

	public function test_fields_are_numbered_in_render_order_from_0_in_each_form(): void {
		Form_Being_Rendered::open( 'first' );
		$this->assertStringContainsString( 'id="cairn-first-f0" name="cairn_f0"', Field::render( array( 'type' => 'name' ) ) );
		$this->assertStringContainsString( 'id="cairn-first-f1" name="cairn_f1"', Field::render( array( 'type' => 'email' ) ) );
		Form_Being_Rendered::open( 'second' );
		$this->assertStringContainsString( 'id="cairn-second-f0" name="cairn_f0"', Field::render( array( 'type' => 'email' ) ) );
	}

	public function test_two_forms_on_a_page_each_number_their_own_fields(): void {
		$form = '<!-- wp:cairn/contact-form -->'
			. '<!-- wp:cairn/field {"type":"name"} /-->'
			. '<!-- wp:cairn/field {"type":"email"} /-->'
			. '<!-- /wp:cairn/contact-form -->';
		$html = do_blocks( $form . str_replace( '"name"', '"text","label":"Other"', $form ) );

		$this->assertSame( 2, substr_count( $html, 'name="cairn_f0"' ) );
		$this->assertSame( 2, substr_count( $html, 'name="cairn_f1"' ) );
		$this->assertStringNotContainsString( 'name="cairn_f2"', $html );
	}

	public function test_a_field_shows_the_value_and_error_left_under_its_own_name(): void {
		Form_Being_Rendered::open(
			'abc',
			array(
				'cairn_f0' => 'Ada',
				'cairn_f1' => 'not-an-email',
			),
			array( 'cairn_f1' => 'Please enter a valid email address.' )
		);
		$first  = Field::render( array( 'type' => 'name' ) );
		$second = Field::render(
			array(
				'type'     => 'email',
				'required' => true,
			)
		);

		$this->assertStringContainsString( 'value="Ada"', $first );
		$this->assertStringNotContainsString( 'aria-invalid', $first );
		$this->assertStringContainsString( 'value="not-an-email"', $second );
		$this->assertStringContainsString( 'aria-invalid="true" aria-describedby="cairn-abc-f1-error"', $second );
		$this->assertStringContainsString( '<p class="wp-block-cairn-field__error" id="cairn-abc-f1-error">Please enter a valid email address.</p>', $second );
	}

	public function test_the_slot_names_the_control_its_id_value_and_error(): void {
		$this->assertNull( Form_Being_Rendered::next_field() );
		Form_Being_Rendered::open( 'xyz', array( 'cairn_f0' => 'kept' ), array( 'cairn_f0' => 'Wrong.' ) );
		$this->assertSame(
			array(
				'name'  => 'cairn_f0',
				'id'    => 'cairn-xyz-f0',
				'value' => 'kept',
				'error' => 'Wrong.',
			),
			Form_Being_Rendered::next_field()
		);
		$this->assertSame(
			array(
				'name'  => 'cairn_f1',
				'id'    => 'cairn-xyz-f1',
				'value' => '',
				'error' => '',
			),
			Form_Being_Rendered::next_field()
		);
	}

	public function test_the_step_navigation_is_hidden_until_the_script_shows_steps(): void {
		$html = Form_Step_Navigation::render();

		$this->assertStringStartsWith( '<div class="wp-block-cairn-form-step-navigation" hidden>', $html );
		$this->assertStringContainsString( '<p class="wp-block-cairn-form-step-navigation__status" aria-live="polite"></p>', $html );
		$this->assertStringContainsString( '<button type="button" class="wp-block-cairn-form-step-navigation__back" data-cairn-step="back">Back</button>', $html );
		$this->assertStringContainsString( '<button type="button" class="wp-block-cairn-form-step-navigation__next" data-cairn-step="next">Next</button>', $html );
		$this->assertStringNotContainsString( 'type="submit"', $html, 'Moving between steps never sends the form.' );
		$this->assertSame( $html, do_blocks( '<!-- wp:cairn/form-step-navigation /-->' ) );
	}

	public function test_the_step_navigation_escapes_its_translated_words(): void {
		add_filter(
			'gettext',
			static function ( string $translation, string $text ): string {
				return 'Next' === $text ? '<b>Suivant</b>' : $translation;
			},
			10,
			2
		);
		$html = Form_Step_Navigation::render();
		$this->assertStringContainsString( '&lt;b&gt;Suivant&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}
}
