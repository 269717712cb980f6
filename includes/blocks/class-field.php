<?php
/**
 * Form field block: what visitors see.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Forms\Field as Form_Field;
use Cairn\Forms\Field_Markup;
use Cairn\Forms\Form_Being_Rendered;

defined( 'ABSPATH' ) || exit;

/**
 * Renders one field of the form being rendered, numbered by that form
 * (Form_Being_Rendered), with the value and error a plain post left for it.
 * A field outside a form renders nothing: it could not be sent.
 *
 * @since 0.8.0
 */
final class Field {

	/**
	 * The field's HTML, or '' outside a form.
	 *
	 * @since 0.8.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$slot = Form_Being_Rendered::next_field();
		if ( null === $slot ) {
			return '';
		}
		return Field_Markup::render( new Form_Field( $attributes ), $attributes, $slot['name'], $slot['id'], $slot['value'], $slot['error'] );
	}
}
