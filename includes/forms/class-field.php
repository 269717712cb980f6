<?php
/**
 * One field of a form, as its author saved it.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

use Cairn\Blocks\Contact_Info;

defined( 'ABSPATH' ) || exit;

/**
 * A field's definition (from the saved `cairn/field` block, never from what a
 * browser sends) and the check of a visitor's value against it.
 *
 * @since 0.4.0
 */
final class Field {

	/** The field types; src/field/constants.ts holds the same list. */
	public const TYPES = array( 'name', 'email', 'url', 'telephone', 'date', 'text', 'textarea', 'checkbox', 'radio', 'select', 'consent' );

	/** The longest value of each type, in characters. */
	private const MAX_LENGTH = array(
		'name'      => 200,
		'email'     => 254,
		'url'       => 2048,
		'telephone' => 40,
		'date'      => 10,
		'text'      => 500,
		'textarea'  => 10000,
	);

	/**
	 * Type.
	 *
	 * @var string
	 */
	public $type;

	/**
	 * Label.
	 *
	 * @var string
	 */
	public $label;

	/**
	 * Whether a value is needed.
	 *
	 * @var bool
	 */
	public $required;

	/**
	 * The choices of a radio or select field.
	 *
	 * @var string[]
	 */
	public $options;

	/**
	 * A consent field's kind: 'explicit' (a checkbox) or 'implicit' (sending is consenting).
	 *
	 * @var string
	 */
	public $consent_type;

	/**
	 * A field from its block's attributes.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	public function __construct( array $attributes ) {
		$type               = isset( $attributes['type'] ) && is_string( $attributes['type'] ) ? $attributes['type'] : 'text';
		$this->type         = in_array( $type, self::TYPES, true ) ? $type : 'text';
		$this->label        = isset( $attributes['label'] ) && is_string( $attributes['label'] ) ? trim( wp_strip_all_tags( $attributes['label'] ) ) : '';
		$this->required     = ! empty( $attributes['required'] );
		$this->options      = array_values(
			array_filter(
				array_map(
					static function ( $option ): string {
						return is_string( $option ) ? trim( wp_strip_all_tags( $option ) ) : '';
					},
					isset( $attributes['options'] ) && is_array( $attributes['options'] ) ? $attributes['options'] : array()
				),
				static function ( string $option ): bool {
					return '' !== $option;
				}
			)
		);
		$this->consent_type = isset( $attributes['consentType'] ) && 'implicit' === $attributes['consentType'] ? 'implicit' : 'explicit';
		if ( '' === $this->label ) {
			$this->label = self::default_label( $this->type );
		}
	}

	/**
	 * The label a field has when its author gave none.
	 *
	 * @since 0.4.0
	 *
	 * @param string $type Field type.
	 */
	public static function default_label( string $type ): string {
		$labels = array(
			'name'      => __( 'Name', 'cairn' ),
			'email'     => __( 'Email', 'cairn' ),
			'url'       => __( 'Website', 'cairn' ),
			'telephone' => __( 'Phone', 'cairn' ),
			'date'      => __( 'Date', 'cairn' ),
			'text'      => __( 'Text', 'cairn' ),
			'textarea'  => __( 'Message', 'cairn' ),
			'checkbox'  => __( 'Checkbox', 'cairn' ),
			'radio'     => __( 'Choose one', 'cairn' ),
			'select'    => __( 'Select one', 'cairn' ),
			'consent'   => __( 'Can we send you an email from time to time?', 'cairn' ),
		);
		return $labels[ $type ] ?? __( 'Text', 'cairn' );
	}

	/**
	 * The part of the field that identifies it: what it asks and how.
	 *
	 * @since 0.4.0
	 *
	 * @return array<int,mixed>
	 */
	public function signature(): array {
		return array( $this->type, $this->label, $this->required, $this->options, $this->consent_type );
	}

	/**
	 * Whether the field takes a value from the visitor (an implicit consent does not).
	 *
	 * @since 0.4.0
	 */
	public function has_input(): bool {
		return ! ( 'consent' === $this->type && 'implicit' === $this->consent_type );
	}

	/**
	 * A posted value in the field's shape: text on one line (several for a
	 * textarea), without control characters, trimmed.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $value What was posted.
	 */
	public function clean( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = wp_check_invalid_utf8( $value, true );
		if ( 'textarea' === $this->type ) {
			$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
			return trim( (string) preg_replace( '/[^\P{C}\n\t]+/u', '', $value ) );
		}
		return trim( (string) preg_replace( '/[\p{C}]+/u', ' ', $value ) );
	}

	/**
	 * The problem with a value, or '' when it is fine.
	 *
	 * @since 0.4.0
	 *
	 * @param string $value The cleaned value.
	 */
	public function error( string $value ): string {
		if ( '' === $value ) {
			return $this->required && $this->has_input() ? __( 'This field is required.', 'cairn' ) : '';
		}
		$max = self::MAX_LENGTH[ $this->type ] ?? 0;
		if ( $max && mb_strlen( $value ) > $max ) {
			/* translators: %d: the most characters a field takes. */
			return sprintf( __( 'This is too long: %d characters at most.', 'cairn' ), $max );
		}
		switch ( $this->type ) {
			case 'email':
				return Contact_Info::is_valid_email( $value ) ? '' : __( 'Please enter a valid email address.', 'cairn' );
			case 'url':
				return self::is_http_url( $value ) ? '' : __( 'Please enter a valid web address, starting with http:// or https://.', 'cairn' );
			case 'telephone':
				return preg_match( '/^\+?[0-9()\-.\s\/]{3,40}$/D', $value ) && preg_match_all( '/[0-9]/', $value ) >= 3 ? '' : __( 'Please enter a valid phone number.', 'cairn' );
			case 'date':
				return self::is_date( $value ) ? '' : __( 'Please enter a date as YYYY-MM-DD.', 'cairn' );
			case 'radio':
			case 'select':
				return in_array( $value, $this->options, true ) ? '' : __( 'Please choose one of the options.', 'cairn' );
			case 'checkbox':
			case 'consent':
				return '1' === $value ? '' : __( 'Please check the box or leave it empty.', 'cairn' );
		}
		return '';
	}

	/**
	 * Whether a value is an http(s) address with a host and no user info.
	 *
	 * @param string $value The value.
	 */
	private static function is_http_url( string $value ): bool {
		$parts = wp_parse_url( $value );
		return is_array( $parts )
			&& in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true )
			&& ! empty( $parts['host'] )
			&& ! isset( $parts['user'] )
			&& ! preg_match( '/\s/', $value );
	}

	/**
	 * Whether a value is a real date written YYYY-MM-DD.
	 *
	 * @param string $value The value.
	 */
	private static function is_date( string $value ): bool {
		return (bool) preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/D', $value, $parts ) && checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] );
	}
}
