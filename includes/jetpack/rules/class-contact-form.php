<?php
/**
 * Jetpack's Form block and its fields, button and steps as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;
use Cairn\Jetpack\Safe_Value;

defined( 'ABSPATH' ) || exit;

/**
 * The form family, one instance per part:
 *
 * - `form`: `jetpack/contact-form` (with its wrapper div since 2020, without
 *   before; the oldest kept the submit button in the form's attributes and
 *   gets a button block, as Jetpack's own migration does; an empty form
 *   gets the fields Jetpack showed for it) → `cairn/contact-form`, which
 *   saves its inner blocks only.
 * - `field`: every `jetpack/field-*` Cairn has a type for → `cairn/field`
 *   with that type. Labels, placeholders and options that Jetpack kept in
 *   inner blocks (option blocks 2021–2024; label, input and option blocks
 *   since 2025) are read into the field's attributes.
 * - `button`: `jetpack/button` → `cairn/button` (static: the rule writes
 *   what src/button/save.tsx writes).
 * - `form-step` and `form-step-navigation` (multi-step forms, 2025). The
 *   step container is unwrapped and the progress indicator dropped (Cairn's
 *   navigation says which step the visitor is on).
 *
 * - `choices`: `jetpack/field-checkbox-multiple` has no Cairn type: it
 *   becomes a group holding its question (a paragraph) and one checkbox per
 *   choice, so that a visitor still reads every choice and may tick several;
 *   its attributes are kept on the first checkbox (a core group has no
 *   place for them).
 *
 * @since 0.5.0
 */
final class Contact_Form extends Rule {

	/** Jetpack's field blocks and the Cairn type each becomes. */
	private const FIELD_TYPES = array(
		'jetpack/field-text'      => 'text',
		'jetpack/field-name'      => 'name',
		'jetpack/field-email'     => 'email',
		'jetpack/field-url'       => 'url',
		'jetpack/field-telephone' => 'telephone',
		'jetpack/field-date'      => 'date',
		'jetpack/field-textarea'  => 'textarea',
		'jetpack/field-checkbox'  => 'checkbox',
		'jetpack/field-consent'   => 'consent',
		'jetpack/field-radio'     => 'radio',
		'jetpack/field-select'    => 'select',
		// No Cairn type: the visitor still types the answer.
		'jetpack/field-number'    => 'text',
		'jetpack/field-time'      => 'text',
	);

	/** The form Jetpack showed for a form without fields (Grunion's default). */
	private const DEFAULT_FIELDS = array(
		array( 'jetpack/field-name', array( 'required' => true ) ),
		array( 'jetpack/field-email', array( 'required' => true ) ),
		array( 'jetpack/field-url', array() ),
		array( 'jetpack/field-textarea', array() ),
	);

	/**
	 * The oldest form's submit button attributes (Jetpack's deprecated-1),
	 * which become a button block. Its `hasFormSettingsSet` flag marks such a
	 * form too but has no counterpart, so it is kept as a leftover.
	 */
	private const OLD_BUTTON = array(
		'submitButtonText',
		'submit_button_text',
		'backgroundButtonColor',
		'textButtonColor',
		'customBackgroundButtonColor',
		'customTextButtonColor',
		'submitButtonClasses',
	);

	/** Attributes found only on the oldest form. */
	private const OLD_FORM = array( 'hasFormSettingsSet', 'has_form_settings_set' );

	/** Jetpack's consent texts, when the block keeps none. */
	private const IMPLICIT_CONSENT = "By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.";
	private const EXPLICIT_CONSENT = 'Can we send you an email from time to time?';

	/**
	 * The part: form, field, choices, button, form-step or form-step-navigation.
	 *
	 * @var string
	 */
	private $part;

	/**
	 * The Cairn type of the field being converted (set by prepare()).
	 *
	 * @var string
	 */
	private $type = 'text';

	/**
	 * The rule for one part of the family.
	 *
	 * @since 0.5.0
	 *
	 * @param string $part form, field, choices, button, form-step or form-step-navigation.
	 */
	public function __construct( string $part ) {
		$this->part = $part;
	}

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		switch ( $this->part ) {
			case 'form':
				return array( 'jetpack/contact-form' );
			case 'field':
				return array_keys( self::FIELD_TYPES );
			case 'choices':
				return array( 'jetpack/field-checkbox-multiple' );
			default:
				return array( 'jetpack/' . $this->part );
		}
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		switch ( $this->part ) {
			case 'form':
				return 'cairn/contact-form';
			case 'field':
				return 'cairn/field';
			case 'choices':
				return 'core/group';
			default:
				return 'cairn/' . $this->part;
		}
	}

	/**
	 * Reads what Jetpack kept in inner blocks, and lays out a form's blocks
	 * as Cairn's form holds them.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $block The parsed Jetpack block.
	 * @return array<string,mixed>
	 */
	public function prepare( array $block ): array {
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$inner = array_values( (array) ( $block['innerBlocks'] ?? array() ) );
		switch ( $this->part ) {
			case 'form':
				$synced = $this->synced_form( $attrs );
				if ( $synced ) {
					// A synced form (2025): the form lives in its own post.
					$attrs          = array_merge( is_array( $synced['attrs'] ?? null ) ? $synced['attrs'] : array(), $attrs );
					$inner          = array_values( (array) ( $synced['innerBlocks'] ?? array() ) );
					$block['attrs'] = $attrs;
				}
				$block['innerBlocks'] = isset( $attrs['ref'] ) && ! $synced ? $inner : self::form_blocks( $attrs, $inner );
				break;
			case 'form-step':
				$block['innerBlocks'] = self::children( $inner );
				break;
			case 'field':
				$this->type           = self::FIELD_TYPES[ (string) ( $block['blockName'] ?? '' ) ] ?? 'text';
				$block['attrs']       = self::fold( $attrs, $inner );
				$block['innerBlocks'] = array();
				break;
			case 'choices':
				$block['innerBlocks'] = self::checkboxes( $block );
				break;
			case 'form-step-navigation':
				// Cairn's navigation renders its own Back and Next buttons;
				// the texts Jetpack's buttons had are kept as leftovers.
				$texts = array();
				foreach ( $inner as $button ) {
					$text = trim( wp_strip_all_tags( (string) ( $button['innerHTML'] ?? '' ) ) );
					if ( '' !== $text ) {
						$texts[] = $text;
					}
				}
				if ( $texts ) {
					$block['attrs'] = array_merge( $attrs, array( 'buttonTexts' => $texts ) );
				}
				$block['innerBlocks'] = array();
				break;
		}
		return $block;
	}

	/**
	 * The Cairn block's attributes.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		if ( 'choices' === $this->part ) {
			return array();
		}
		$carried = parent::attributes( $attrs, $html );
		switch ( $this->part ) {
			case 'form':
				unset( $carried['confirmationType'] );
				$confirmation = $attrs['confirmationType'] ?? $attrs['customThankyou'] ?? '';
				if ( 'redirect' === $confirmation ) {
					$carried['confirmationType'] = 'redirect';
				}
				return $carried;
			case 'field':
				return $this->field( $attrs, $carried );
			case 'button':
				return self::button( $attrs, $carried );
			case 'form-step':
				if ( is_string( $attrs['stepLabel'] ?? null ) && '' !== $attrs['stepLabel'] ) {
					$carried['label'] = $attrs['stepLabel'];
				}
				return $carried;
		}
		return $carried;
	}

	/**
	 * A button's link.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	protected function url_attributes(): array {
		return 'button' === $this->part ? array( 'url' ) : array();
	}

	/**
	 * {@inheritDoc}
	 */
	protected function carried(): array {
		switch ( $this->part ) {
			case 'form':
				return array_merge( array( 'customThankyou', 'confirmationType' ), self::OLD_BUTTON );
			case 'field':
				return array( 'toggleLabel', 'implicitConsentMessage', 'explicitConsentMessage' );
			case 'button':
				return array( 'customTextColor', 'customBackgroundColor', 'customGradient' );
			case 'form-step':
				return array( 'stepLabel' );
		}
		return array();
	}

	/**
	 * A form without an address: Jetpack sent its entries to the post's
	 * author, Cairn sends them to the site's admin address.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return string[]
	 */
	public function needs_for( array $attrs ): array {
		if ( 'form' !== $this->part ) {
			return array();
		}
		if ( isset( $attrs['ref'] ) && ! $this->synced_form( $attrs ) ) {
			return array(
				sprintf(
					/* translators: %s: the id of the post that held the form. */
					__( 'A synced Jetpack form (form %s) was not found on this site, or the post\'s author may not read it: its block was converted without fields. Add them in the editor.', 'cairn' ),
					is_scalar( $attrs['ref'] ) ? (string) $attrs['ref'] : '?'
				),
			);
		}
		if ( is_string( $attrs['to'] ?? null ) && '' !== trim( $attrs['to'] ) ) {
			return array();
		}
		return array( __( 'A form had no email address to send its entries to: Jetpack sent them to the post\'s author, Cairn sends them to the site\'s admin email address (Settings → General). Enter another address in the form\'s settings to change it.', 'cairn' ) );
	}

	/**
	 * The markup each Cairn block saves.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 * @param string              $html  The Jetpack block's saved HTML.
	 * @return array{0:string,1:string}|null
	 */
	public function markup( array $attrs, string $html ): ?array {
		unset( $html );
		switch ( $this->part ) {
			case 'form':
				// Cairn's form saves its inner blocks only (render.php wraps them).
				return array( '', '' );
			case 'button':
				return array( self::button_markup( $attrs, $this->wrapper_class( $attrs ) ), '' );
			case 'choices':
				return array( '<div class="wp-block-group">', '</div>' );
			case 'form-step':
				$label = is_string( $attrs['label'] ?? null ) ? $attrs['label'] : '';
				return array(
					'<div role="group"' . ( '' !== $label ? ' aria-label="' . esc_attr( $label ) . '"' : '' ) . ' class="' . esc_attr( $this->wrapper_class( $attrs ) ) . '">',
					'</div>',
				);
		}
		return null;
	}

	/**
	 * A form's inner blocks as Cairn's form holds them: steps out of their
	 * container, the oldest form's button
	 * as a block, and Jetpack's default fields in an empty form.
	 *
	 * @param array<string,mixed>            $attrs The form's attributes.
	 * @param array<int,array<string,mixed>> $inner Its inner blocks.
	 * @return array<int,array<string,mixed>>
	 */
	private static function form_blocks( array $attrs, array $inner ): array {
		$inner = self::children( $inner );
		if ( ! self::has( $inner, 'jetpack/field-' ) ) {
			$fields = array();
			foreach ( self::DEFAULT_FIELDS as $field ) {
				$fields[] = self::block( $field[0], $field[1] );
			}
			$inner = array_merge( $fields, $inner );
			if ( ! self::has( $inner, 'jetpack/button' ) && ! self::is_oldest( $attrs ) ) {
				$inner[] = self::block(
					'jetpack/button',
					array(
						'element' => 'button',
						'text'    => 'Submit',
					)
				);
			}
		}
		if ( self::is_oldest( $attrs ) && ! self::has( $inner, 'jetpack/button' ) ) {
			// What Jetpack's migration of its oldest form makes.
			$text    = $attrs['submitButtonText'] ?? $attrs['submit_button_text'] ?? '';
			$inner[] = self::block(
				'jetpack/button',
				array_filter(
					array(
						'element'               => 'button',
						'text'                  => is_string( $text ) && '' !== $text ? $text : 'Submit',
						'backgroundColor'       => $attrs['backgroundButtonColor'] ?? null,
						'textColor'             => $attrs['textButtonColor'] ?? null,
						'customBackgroundColor' => $attrs['customBackgroundButtonColor'] ?? null,
						'customTextColor'       => $attrs['customTextButtonColor'] ?? null,
						'className'             => $attrs['submitButtonClasses'] ?? null,
					),
					static function ( $value ): bool {
						return is_string( $value ) && '' !== $value;
					}
				)
			);
		}
		return $inner;
	}

	/**
	 * The form block a synced form (`ref`, 2025) points to, in its
	 * `jetpack_form` post; null when there is none, or when whom the
	 * conversion writes for may not read it (its recipient and fields are
	 * its owner's).
	 *
	 * @param array<string,mixed> $attrs The form's attributes.
	 * @return array<string,mixed>|null
	 */
	private function synced_form( array $attrs ): ?array {
		$post = $this->post( $attrs['ref'] ?? null, 'jetpack_form' );
		if ( ! $post ) {
			return null;
		}
		foreach ( parse_blocks( $post->post_content ) as $block ) {
			if ( 'jetpack/contact-form' === ( $block['blockName'] ?? '' ) ) {
				return $block;
			}
		}
		return null;
	}

	/**
	 * Whether a form is of the oldest version, whose button was in its
	 * attributes.
	 *
	 * @param array<string,mixed> $attrs The form's attributes.
	 */
	private static function is_oldest( array $attrs ): bool {
		return (bool) array_intersect_key( $attrs, array_flip( array_merge( self::OLD_BUTTON, self::OLD_FORM ) ) );
	}

	/**
	 * A form's or step's blocks: the step container unwrapped, the progress
	 * indicator dropped, a button without an element made the submit button.
	 *
	 * @param array<int,array<string,mixed>> $blocks The blocks.
	 * @return array<int,array<string,mixed>>
	 */
	private static function children( array $blocks ): array {
		$out = array();
		foreach ( $blocks as $block ) {
			$name = (string) ( $block['blockName'] ?? '' );
			if ( 'jetpack/form-step-container' === $name ) {
				$out = array_merge( $out, self::children( array_values( (array) ( $block['innerBlocks'] ?? array() ) ) ) );
				continue;
			}
			if ( 'jetpack/form-progress-indicator' === $name ) {
				continue;
			}
			if ( 'jetpack/button' === $name && empty( $block['attrs']['element'] ) ) {
				$block['attrs']            = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
				$block['attrs']['element'] = 'button';
			}
			$out[] = $block;
		}
		return $out;
	}

	/**
	 * A multiple-choice checkbox's question and a checkbox per choice.
	 *
	 * @param array<string,mixed> $block The Jetpack block.
	 * @return array<int,array<string,mixed>>
	 */
	private static function checkboxes( array $block ): array {
		$attrs    = self::fold( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array(), array_values( (array) ( $block['innerBlocks'] ?? array() ) ) );
		$question = is_string( $attrs['label'] ?? null ) && '' !== $attrs['label'] ? $attrs['label'] : 'Choose several options';
		$blocks   = array( self::paragraph( $question ) );
		foreach ( self::clean_options( $attrs['options'] ?? array() ) as $index => $option ) {
			$checkbox = array( 'label' => $option );
			if ( 0 === $index ) {
				// Kept (and reported) so that nothing of the block is lost.
				$checkbox['checkboxMultiple'] = $attrs;
			}
			$blocks[] = self::block( 'jetpack/field-checkbox', $checkbox );
		}
		return $blocks;
	}

	/**
	 * A field's attributes with what Jetpack kept in its inner blocks: the
	 * option blocks' labels as options (2021–2024), the label, input and
	 * option blocks' label, placeholder and options (2025).
	 *
	 * @param array<string,mixed>            $attrs The field's attributes.
	 * @param array<int,array<string,mixed>> $inner Its inner blocks.
	 * @return array<string,mixed>
	 */
	private static function fold( array $attrs, array $inner ): array {
		$options = array();
		$kept    = array();
		$walk    = static function ( array $blocks ) use ( &$walk, &$attrs, &$options, &$kept ): void {
			foreach ( $blocks as $block ) {
				$name  = (string) ( $block['blockName'] ?? '' );
				$child = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
				$label = is_string( $child['label'] ?? null ) ? $child['label'] : '';
				// What the field has no place for (styles, the input's kind) is kept.
				// The input's and options' type is the field's own.
				$rest = array_diff_key( $child, array_flip( array( 'label', 'requiredText', 'placeholder', 'isStandalone', 'fieldType', 'type' ) ) );
				if ( $rest ) {
					$kept[] = array( $name => $rest );
				}
				if ( 'jetpack/label' === $name ) {
					if ( '' !== $label ) {
						$attrs['label'] = $label;
					}
					if ( isset( $child['requiredText'] ) ) {
						$attrs['requiredText'] = $child['requiredText'];
					}
				} elseif ( 'jetpack/input' === $name ) {
					if ( is_string( $child['placeholder'] ?? null ) && '' !== $child['placeholder'] ) {
						$attrs['placeholder'] = $child['placeholder'];
					}
				} elseif ( 'jetpack/option' === $name && ! empty( $child['isStandalone'] ) ) {
					$attrs['label'] = $label;
				} elseif ( in_array( $name, array( 'jetpack/option', 'jetpack/field-option-radio', 'jetpack/field-option-checkbox' ), true ) ) {
					$options[] = $label;
				}
				$walk( array_values( (array) ( $block['innerBlocks'] ?? array() ) ) );
			}
		};
		$walk( $inner );
		if ( $options ) {
			$attrs['options'] = $options;
		}
		if ( $kept ) {
			$attrs['innerBlockAttributes'] = $kept;
		}
		return $attrs;
	}

	/**
	 * A field's Cairn attributes: its type first, then what carries over,
	 * with Jetpack's front-end texts where Cairn's defaults differ.
	 *
	 * @param array<string,mixed> $attrs   The Jetpack field's attributes (inner blocks folded in).
	 * @param array<string,mixed> $carried The attributes carried one to one.
	 * @return array<string,mixed>
	 */
	private function field( array $attrs, array $carried ): array {
		$type = $this->type;
		unset( $carried['type'], $carried['options'], $carried['consentType'] );
		$label = is_string( $carried['label'] ?? null ) ? $carried['label'] : '';
		if ( '' === $label && 'radio' === $type ) {
			// Cairn's default ("Choose one") differs from Jetpack's.
			$carried['label'] = 'Choose one option';
		}
		if ( 'consent' === $type ) {
			// Jetpack shows the consent message; Cairn shows the label.
			$consent                = 'explicit' === ( $attrs['consentType'] ?? 'implicit' ) ? 'explicit' : 'implicit';
			$message                = $attrs[ $consent . 'ConsentMessage' ] ?? '';
			$carried['label']       = is_string( $message ) && '' !== $message ? $message : ( 'explicit' === $consent ? self::EXPLICIT_CONSENT : self::IMPLICIT_CONSENT );
			$carried['consentType'] = $consent;
		}
		if ( array_key_exists( 'required', $carried ) ) {
			$carried['required'] = (bool) $carried['required'];
		}
		if ( 'select' === $type && empty( $carried['placeholder'] ) && is_string( $attrs['toggleLabel'] ?? null ) && '' !== $attrs['toggleLabel'] ) {
			$carried['placeholder'] = $attrs['toggleLabel'];
		}
		if ( in_array( $type, array( 'radio', 'select' ), true ) ) {
			$options = self::clean_options( $attrs['options'] ?? array() );
			if ( $options ) {
				$carried['options'] = $options;
			}
		}
		return array_merge( array( 'type' => $type ), $carried );
	}

	/**
	 * What was not carried: also a checkbox or text field's options, and a
	 * consent's label (its message became the label); empty values are left
	 * out.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed>
	 */
	public function unmapped( array $attrs ): array {
		if ( 'choices' === $this->part ) {
			return array();
		}
		$unmapped = parent::unmapped( $attrs );
		if ( 'field' === $this->part && isset( $attrs['options'] ) && ! in_array( $this->type, array( 'radio', 'select' ), true ) && self::clean_options( $attrs['options'] ) ) {
			$unmapped['options'] = $attrs['options'];
		}
		if ( 'field' === $this->part && 'consent' === $this->type && isset( $attrs['label'] ) ) {
			// The consent message became the label.
			$unmapped['label'] = $attrs['label'];
		}
		if ( 'field' === $this->part && isset( $attrs['type'] ) ) {
			$unmapped['type'] = $attrs['type'];
		}
		// Empty values (Jetpack saves `"id":""` on every field) say nothing.
		return array_filter(
			$unmapped,
			static function ( $value ): bool {
				return null !== $value && '' !== $value && array() !== $value;
			}
		);
	}

	/**
	 * Options as Cairn saves them: trimmed, without empty or repeated ones
	 * (src/field/utils.ts cleanOptions).
	 *
	 * @param mixed $options The options.
	 * @return string[]
	 */
	private static function clean_options( $options ): array {
		$clean = array();
		foreach ( is_array( $options ) ? $options : array() as $option ) {
			$option = is_scalar( $option ) ? trim( (string) $option ) : '';
			if ( '' !== $option && ! in_array( $option, $clean, true ) ) {
				$clean[] = $option;
			}
		}
		return $clean;
	}

	/**
	 * A button's Cairn attributes: custom colours in the style attribute, as
	 * the editor's colour support keeps them (each a colour or a gradient,
	 * else left out), and a submit button's text.
	 *
	 * @param array<string,mixed> $attrs   The Jetpack button's attributes.
	 * @param array<string,mixed> $carried The attributes carried one to one.
	 * @return array<string,mixed>
	 */
	private static function button( array $attrs, array $carried ): array {
		$custom = array(
			'text'       => Safe_Value::colour( $attrs['customTextColor'] ?? null ),
			'background' => Safe_Value::colour( $attrs['customBackgroundColor'] ?? null ),
			'gradient'   => Safe_Value::gradient( $attrs['customGradient'] ?? null ),
		);
		foreach ( $custom as $key => $value ) {
			if ( '' !== $value ) {
				$style            = is_array( $carried['style'] ?? null ) ? $carried['style'] : array();
				$color            = is_array( $style['color'] ?? null ) ? $style['color'] : array();
				$color[ $key ]    = $color[ $key ] ?? $value;
				$style['color']   = $color;
				$carried['style'] = $style;
			}
		}
		$element = $carried['element'] ?? 'a';
		if ( in_array( $element, array( 'button', 'input' ), true ) && ( ! is_string( $carried['text'] ?? null ) || '' === trim( $carried['text'] ) ) ) {
			$carried['text'] = 'Submit';
		}
		if ( isset( $carried['borderRadius'] ) ) {
			if ( is_numeric( $carried['borderRadius'] ) ) {
				$carried['borderRadius'] = $carried['borderRadius'] + 0;
			} else {
				unset( $carried['borderRadius'] );
			}
		}
		return $carried;
	}

	/**
	 * What src/button/save.tsx writes.
	 *
	 * @param array<string,mixed> $attrs The Cairn button's attributes.
	 * @param string              $class Its wrapper class (name, alignment, custom class).
	 */
	private static function button_markup( array $attrs, string $class ): string {
		$own   = array();
		$width = is_string( $attrs['width'] ?? null ) ? $attrs['width'] : '';
		if ( isset( $attrs['borderRadius'] ) && ( is_int( $attrs['borderRadius'] ) || is_float( $attrs['borderRadius'] ) ) ) {
			$own['border-radius'] = $attrs['borderRadius'] . 'px';
		}
		$align = $attrs['align'] ?? '';
		if ( preg_match( '/^(\d{1,3})%$/', $width, $match ) && 'left' !== $align && 'right' !== $align ) {
			$own['width'] = $match[1] . '%';
		}
		$classes = array( $class );
		if ( '' !== $width ) {
			$classes[] = 'has-custom-width';
		}
		$text    = is_string( $attrs['text'] ?? null ) ? $attrs['text'] : '';
		$element = $attrs['element'] ?? 'a';
		$link    = 'wp-block-cairn-button__link';
		if ( 'input' === $element ) {
			$plain = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
			$inner = '<input type="submit" class="' . $link . '" value="' . esc_attr( $plain ) . '"/>';
		} elseif ( 'button' === $element ) {
			$inner = '<button type="submit" class="' . $link . '">' . $text . '</button>';
		} else {
			$url   = self::url( $attrs['url'] ?? '' );
			$inner = '<a class="' . $link . '"' . ( '' !== $url ? ' href="' . esc_attr( $url ) . '"' : '' ) . '>' . $text . '</a>';
		}
		return '<div' . Supports::attributes( $classes, $attrs, array( 'color', 'gradient', 'fontSize' ), $own ) . '>' . $inner . '</div>';
	}

	/**
	 * Whether some blocks (steps' blocks included) hold a block whose name
	 * starts so.
	 *
	 * @param array<int,array<string,mixed>> $blocks The blocks.
	 * @param string                         $prefix The name's start.
	 */
	private static function has( array $blocks, string $prefix ): bool {
		foreach ( $blocks as $block ) {
			if ( 0 === strpos( (string) ( $block['blockName'] ?? '' ), $prefix ) ) {
				return true;
			}
			if ( self::has( array_values( (array) ( $block['innerBlocks'] ?? array() ) ), $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A parsed block without markup (Jetpack's fields and buttons save none).
	 *
	 * @param string              $name  Its name.
	 * @param array<string,mixed> $attrs Its attributes.
	 * @return array<string,mixed>
	 */
	private static function block( string $name, array $attrs ): array {
		return array(
			'blockName'    => $name,
			'attrs'        => $attrs,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
	}

	/**
	 * A paragraph block holding some text.
	 *
	 * @param string $text The text.
	 * @return array<string,mixed>
	 */
	private static function paragraph( string $text ): array {
		$html = "\n<p>" . esc_html( $text ) . "</p>\n";
		return array(
			'blockName'    => 'core/paragraph',
			'attrs'        => array(),
			'innerBlocks'  => array(),
			'innerHTML'    => $html,
			'innerContent' => array( $html ),
		);
	}
}
