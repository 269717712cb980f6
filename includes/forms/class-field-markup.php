<?php
/**
 * A field's HTML.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Renders one field for visitors: a label tied to its control, the
 * visitor's value back after a mistake, and the error tied to the control
 * (`aria-invalid`, `aria-describedby`). Every part is escaped.
 *
 * @since 0.4.0
 */
final class Field_Markup {

	/** The HTML input type of each text-like field type. */
	private const INPUT_TYPES = array(
		'name'      => 'text',
		'email'     => 'email',
		'url'       => 'url',
		'telephone' => 'tel',
		'date'      => 'date',
		'text'      => 'text',
	);

	/** The autocomplete token of each field type that has one. */
	private const AUTOCOMPLETE = array(
		'name'      => 'name',
		'email'     => 'email',
		'url'       => 'url',
		'telephone' => 'tel',
	);

	/**
	 * The field's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param Field               $field      The field.
	 * @param array<string,mixed> $attributes The block's attributes (placeholder, consent text).
	 * @param string              $name       The control's name.
	 * @param string              $id         The control's id.
	 * @param string              $value      The value to show.
	 * @param string              $error      The error to show, or ''.
	 */
	public static function render( Field $field, array $attributes, string $name, string $id, string $value, string $error ): string {
		$placeholder = isset( $attributes['placeholder'] ) && is_string( $attributes['placeholder'] ) ? $attributes['placeholder'] : '';
		$error_id    = $id . '-error';
		$describe    = '' !== $error ? sprintf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( $error_id ) ) : '';
		$required    = $field->required ? ' required' : '';
		$label       = esc_html( $field->label ) . ( $field->required ? sprintf( ' <span class="wp-block-cairn-field__required">%s</span>', esc_html__( '(required)', 'cairn' ) ) : '' );

		switch ( $field->type ) {
			case 'textarea':
				$control = sprintf(
					'<label class="wp-block-cairn-field__label" for="%1$s">%2$s</label><textarea id="%1$s" name="%3$s" rows="6"%4$s%5$s%6$s>%7$s</textarea>',
					esc_attr( $id ),
					$label,
					esc_attr( $name ),
					'' !== $placeholder ? ' placeholder="' . esc_attr( $placeholder ) . '"' : '',
					$required,
					$describe,
					esc_textarea( $value )
				);
				break;
			case 'checkbox':
			case 'consent':
				if ( ! $field->has_input() ) {
					// Implicit consent: sending the form is consenting; it is said, not asked.
					$control = sprintf( '<p class="wp-block-cairn-field__consent">%s</p>', esc_html( $field->label ) );
					break;
				}
				$control = sprintf(
					'<input type="checkbox" id="%1$s" name="%2$s" value="1"%3$s%4$s%5$s /> <label class="wp-block-cairn-field__label" for="%1$s">%6$s</label>',
					esc_attr( $id ),
					esc_attr( $name ),
					checked( '1', $value, false ),
					$required,
					$describe,
					$label
				);
				break;
			case 'radio':
				$options = '';
				foreach ( $field->options as $index => $option ) {
					$options .= sprintf(
						'<label class="wp-block-cairn-field__option"><input type="radio" name="%1$s" value="%2$s"%3$s%4$s /> %5$s</label>',
						esc_attr( $name ),
						esc_attr( $option ),
						checked( $option, $value, false ),
						0 === $index ? $required : '',
						esc_html( $option )
					);
				}
				$control = sprintf(
					'<fieldset id="%1$s"%2$s><legend class="wp-block-cairn-field__label">%3$s</legend>%4$s</fieldset>',
					esc_attr( $id ),
					$describe,
					$label,
					$options
				);
				break;
			case 'select':
				$options = sprintf( '<option value="">%s</option>', esc_html( '' !== $placeholder ? $placeholder : __( 'Select one', 'cairn' ) ) );
				foreach ( $field->options as $option ) {
					$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $option ), selected( $option, $value, false ), esc_html( $option ) );
				}
				$control = sprintf(
					'<label class="wp-block-cairn-field__label" for="%1$s">%2$s</label><select id="%1$s" name="%3$s"%4$s%5$s>%6$s</select>',
					esc_attr( $id ),
					$label,
					esc_attr( $name ),
					$required,
					$describe,
					$options
				);
				break;
			default:
				$autocomplete = self::AUTOCOMPLETE[ $field->type ] ?? '';
				$control      = sprintf(
					'<label class="wp-block-cairn-field__label" for="%1$s">%2$s</label><input type="%3$s" id="%1$s" name="%4$s" value="%5$s"%6$s%7$s%8$s%9$s />',
					esc_attr( $id ),
					$label,
					esc_attr( self::INPUT_TYPES[ $field->type ] ?? 'text' ),
					esc_attr( $name ),
					esc_attr( $value ),
					'' !== $placeholder ? ' placeholder="' . esc_attr( $placeholder ) . '"' : '',
					'' !== $autocomplete ? ' autocomplete="' . esc_attr( $autocomplete ) . '"' : '',
					$required,
					$describe
				);
		}

		return sprintf(
			'<div class="wp-block-cairn-field is-type-%1$s%2$s">%3$s<p class="wp-block-cairn-field__error" id="%4$s"%5$s>%6$s</p></div>',
			esc_attr( $field->type ),
			'' !== $error ? ' has-error' : '',
			$control,
			esc_attr( $error_id ),
			'' === $error ? ' hidden' : '',
			esc_html( $error )
		);
	}
}
