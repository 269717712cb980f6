<?php
/**
 * Jetpack's Contact info block and its children as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * The contact info family: the wrapper (`jetpack/contact-info`) and its
 * children (`jetpack/address`, `jetpack/email`, `jetpack/phone`), which
 * have the same attributes in both plugins; `jetpack/name` and
 * `jetpack/image` (a logo) have no Cairn counterpart and become a paragraph
 * holding the name and an image block. All are static
 * in Cairn, so the rule writes what each block's save() writes (save.tsx):
 * Jetpack's HTML is derived from the attributes and is written anew. One
 * instance per Jetpack block name.
 *
 * @since 0.5.0
 */
final class Contact_Info extends Rule {

	/** Google Maps' search URL, as src/address/constants.ts. */
	private const MAPS_URL = 'https://www.google.com/maps/search/?api=1&query=';

	/** The address's text fields in reading order, as src/address/constants.ts. */
	private const ADDRESS_FIELDS = array( 'address', 'addressLine2', 'addressLine3', 'city', 'region', 'postal', 'country' );

	/**
	 * The part: contact-info, address, email, phone or name.
	 *
	 * @var string
	 */
	private $part;

	/**
	 * The Jetpack name or image block's attributes, read by markup().
	 *
	 * @var array<string,mixed>
	 */
	private $source = array();

	/**
	 * The rule for one block of the family.
	 *
	 * @since 0.5.0
	 *
	 * @param string $part The Jetpack block's name without `jetpack/`.
	 */
	public function __construct( string $part ) {
		$this->part = $part;
	}

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/' . $this->part );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		switch ( $this->part ) {
			case 'name':
				return 'core/paragraph';
			case 'image':
				return 'core/image';
			default:
				return 'cairn/' . $this->part;
		}
	}

	/**
	 * The attributes; a name's paragraph keeps only the custom class (its
	 * text is in the markup, and a core block has no preserved attribute).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		if ( 'name' === $this->part ) {
			return array_intersect_key( $attrs, array_flip( array( 'className' ) ) );
		}
		if ( 'image' === $this->part ) {
			$image = is_array( $attrs['image'] ?? null ) ? $attrs['image'] : array();
			$kept  = array_intersect_key( $attrs, array_flip( array( 'className' ) ) );
			if ( is_numeric( $image['id'] ?? null ) ) {
				$kept = array_merge( array( 'id' => (int) $image['id'] ), $kept );
			}
			return $kept;
		}
		return parent::attributes( $attrs, $html );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function carried(): array {
		switch ( $this->part ) {
			case 'name':
				return array( 'name' );
			case 'image':
				return array( 'image' );
			default:
				return array();
		}
	}

	/**
	 * The markup each Cairn block saves; null where it saves nothing (an
	 * empty email, phone or address).
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
			case 'contact-info':
				return array(
					'<div' . Supports::attributes( array( $this->wrapper_class( $attrs ) ), $attrs, array( 'color', 'link', 'fontSize', 'lineHeight', 'spacing' ) ) . '>',
					'</div>',
				);
			case 'email':
				return self::wrap( $this->wrapper_class( $attrs ), self::email( self::text( $attrs, 'email' ) ) );
			case 'phone':
				return self::wrap( $this->wrapper_class( $attrs ), self::phone( self::text( $attrs, 'phone' ) ) );
			case 'address':
				return self::wrap( $this->wrapper_class( $attrs ), self::address( $attrs ) );
			case 'name':
				$class = self::text( $attrs, 'className' );
				return array( '<p' . ( $class ? ' class="' . esc_attr( $class ) . '"' : '' ) . '>' . self::escape( self::text( $this->source, 'name' ) ) . '</p>', '' );
			case 'image':
				// What core/image saves for an image without size or link.
				$image = is_array( $this->source['image'] ?? null ) ? $this->source['image'] : array();
				$url   = self::url( $image['url'] ?? '' );
				$class = trim( 'wp-block-image ' . self::text( $attrs, 'className' ) );
				return array(
					'<figure class="' . esc_attr( $class ) . '"><img'
						. ( '' !== $url ? ' src="' . esc_attr( $url ) . '"' : '' )
						. ' alt="' . esc_attr( self::text( $image, 'alt' ) ) . '"'
						. ( isset( $attrs['id'] ) ? ' class="wp-image-' . (int) $attrs['id'] . '"' : '' )
						. '/></figure>',
					'',
				);
		}
		return null;
	}

	/**
	 * Keeps the name's text or the image for the markup (they are carried,
	 * not attributes).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $block The parsed Jetpack block.
	 * @return array<string,mixed>
	 */
	public function prepare( array $block ): array {
		$this->source = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		return $block;
	}

	/**
	 * A wrapper div around some content, or nothing when there is none.
	 *
	 * @param string      $class   The wrapper's class.
	 * @param string|null $content The content.
	 * @return array{0:string,1:string}|null
	 */
	private static function wrap( string $class, ?string $content ): ?array {
		if ( null === $content ) {
			return null;
		}
		return array( '<div class="' . esc_attr( $class ) . '">' . $content . '</div>', '' );
	}

	/**
	 * The email text with each valid address linked (src/email/utils.ts
	 * splitEmailText).
	 *
	 * @param string $text The text.
	 */
	private static function email( string $text ): ?string {
		if ( '' === trim( $text ) ) {
			return null;
		}
		$html = '';
		foreach ( (array) preg_split( '/(\s+)/u', $text, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY ) as $word ) {
			$word  = (string) $word;
			$email = (string) preg_replace( '/\p{P}+$/u', '', $word );
			if ( ! self::is_valid_email( $email ) ) {
				$html .= self::escape( $word );
				continue;
			}
			$html .= '<a href="' . esc_attr( self::url( 'mailto:' . $email ) ) . '">' . self::escape( $email ) . '</a>' . self::escape( substr( $word, strlen( $email ) ) );
		}
		return $html;
	}

	/**
	 * Whether a string is an email address (src/email/is-valid-email.ts).
	 *
	 * @param string $email The string.
	 */
	private static function is_valid_email( string $email ): bool {
		if ( '' === $email || strlen( $email ) > 254 ) {
			return false;
		}
		$at = strrpos( $email, '@' );
		if ( false === $at || $at < 1 ) {
			return false;
		}
		$local = substr( $email, 0, $at );
		if ( strlen( $local ) > 64 || ! preg_match( "/^[A-Za-z0-9!#$%&'*+\/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+\/=?^_`{|}~-]+)*$/", $local ) ) {
			return false;
		}
		$labels = explode( '.', substr( $email, $at + 1 ) );
		if ( count( $labels ) < 2 || ! preg_match( '/^[A-Za-z]{2,}$/', (string) end( $labels ) ) ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( strlen( $label ) > 63 || ! preg_match( '/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/', $label ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The phone number, linked by its digits (src/phone/utils.ts getTelUrl).
	 *
	 * @param string $phone The number as typed.
	 */
	private static function phone( string $phone ): ?string {
		if ( '' === trim( $phone ) ) {
			return null;
		}
		$digits = (string) preg_replace( '/\D/', '', $phone );
		if ( '' === $digits ) {
			return self::escape( $phone );
		}
		$url = 'tel:' . ( preg_match( '/^[^\d+]*\+/', $phone ) ? '+' : '' ) . $digits;
		return '<a href="' . esc_attr( self::url( $url ) ) . '">' . self::escape( $phone ) . '</a>';
	}

	/**
	 * The address lines, inside the Google Maps link when asked
	 * (src/address/save.tsx).
	 *
	 * @param array<string,mixed> $attrs The attributes.
	 */
	private static function address( array $attrs ): ?string {
		$parts = array();
		foreach ( self::ADDRESS_FIELDS as $field ) {
			if ( '' !== trim( self::text( $attrs, $field ) ) ) {
				$parts[] = trim( self::text( $attrs, $field ) );
			}
		}
		if ( ! $parts ) {
			return null;
		}
		$line   = static function ( string $part, string $value ): string {
			return '' === trim( $value ) ? '' : '<span class="wp-block-cairn-address__' . $part . '">' . self::escape( $value ) . '</span>';
		};
		$city   = self::text( $attrs, 'city' );
		$region = self::text( $attrs, 'region' );
		$postal = self::text( $attrs, 'postal' );
		$has    = array( '' !== trim( $city ), '' !== trim( $region ), '' !== trim( $postal ) );
		$lines  = $line( 'street', self::text( $attrs, 'address' ) )
			. $line( 'line-2', self::text( $attrs, 'addressLine2' ) )
			. $line( 'line-3', self::text( $attrs, 'addressLine3' ) );
		if ( $has[0] || $has[1] || $has[2] ) {
			$lines .= '<span class="wp-block-cairn-address__city-line">'
				. $line( 'city', $city )
				. ( $has[0] && ( $has[1] || $has[2] ) ? ', ' : '' )
				. $line( 'region', $region )
				. ( $has[1] && $has[2] ? ' ' : '' )
				. $line( 'postal', $postal )
				. '</span>';
		}
		$lines .= $line( 'country', self::text( $attrs, 'country' ) );
		if ( empty( $attrs['linkToGoogleMaps'] ) ) {
			return $lines;
		}
		// encodeURIComponent: rawurlencode() also encodes ! ' ( ) *.
		$query = strtr(
			rawurlencode( implode( ', ', $parts ) ),
			array(
				'%21' => '!',
				'%27' => "'",
				'%28' => '(',
				'%29' => ')',
				'%2A' => '*',
			)
		);
		return '<a class="wp-block-cairn-address__link" href="' . esc_attr( self::url( self::MAPS_URL . $query ) ) . '" target="_blank" rel="noopener noreferrer">'
			. $lines . '<span class="wp-block-cairn-address__hint"></span></a>';
	}

	/**
	 * A string attribute, or ''.
	 *
	 * @param array<string,mixed> $attrs The attributes.
	 * @param string              $name  The attribute.
	 */
	private static function text( array $attrs, string $name ): string {
		return is_string( $attrs[ $name ] ?? null ) ? $attrs[ $name ] : '';
	}

	/**
	 * Text as the editor's serializer escapes it (ampersands and angle brackets).
	 *
	 * @param string $text The text.
	 */
	private static function escape( string $text ): string {
		return str_replace( array( '&', '<', '>' ), array( '&amp;', '&lt;', '&gt;' ), $text );
	}
}
