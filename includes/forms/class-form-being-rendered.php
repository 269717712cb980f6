<?php
/**
 * The form whose fields are being rendered.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * What the form block hands its field blocks while its inner blocks render:
 * the form's id, the position of its next field, and the values and errors
 * a plain post left to show. Fields are numbered in the order they render,
 * from 0 in each form, at any depth (inside steps too), the same order
 * Submission reads them in. A field rendered outside a form gets no slot:
 * it has no form to be sent with.
 *
 * @since 0.8.0
 */
final class Form_Being_Rendered {

	/**
	 * The form being rendered, or null between forms.
	 *
	 * @var array{id:string,next:int,values:array<string,string>,errors:array<string,string>}|null
	 */
	private static $current = null;

	/**
	 * Starts a form's fields: the next field is its first.
	 *
	 * @since 0.8.0
	 *
	 * @param string               $form_id The form's id.
	 * @param array<string,string> $values  Values to show, by field name.
	 * @param array<string,string> $errors  Errors to show, by field name.
	 */
	public static function open( string $form_id, array $values = array(), array $errors = array() ): void {
		self::$current = array(
			'id'     => $form_id,
			'next'   => 0,
			'values' => $values,
			'errors' => $errors,
		);
	}

	/**
	 * Ends the form's fields: a field rendered after it gets no slot.
	 *
	 * @since 0.8.0
	 */
	public static function close(): void {
		self::$current = null;
	}

	/**
	 * The next field's slot in the form being rendered: its control's name
	 * and id, and the value and error to show; null outside a form.
	 *
	 * @since 0.8.0
	 *
	 * @return array{name:string,id:string,value:string,error:string}|null
	 */
	public static function next_field(): ?array {
		if ( null === self::$current ) {
			return null;
		}
		$index = self::$current['next']++;
		$name  = Submission::field_name( $index );
		return array(
			'name'  => $name,
			'id'    => 'cairn-' . self::$current['id'] . '-f' . $index,
			'value' => (string) ( self::$current['values'][ $name ] ?? '' ),
			'error' => (string) ( self::$current['errors'][ $name ] ?? '' ),
		);
	}
}
