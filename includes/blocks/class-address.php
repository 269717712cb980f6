<?php
/**
 * Address block: where its Google Maps link goes, said on render; its
 * schema.org PostalAddress.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The Address block saves its lines, optionally inside a link to Google Maps
 * that opens in a new tab, with an empty, visually hidden hint element in
 * the link. The hint's words ("opens Google Maps in a new tab") are added
 * here, in the language of the page being rendered, so that no translated
 * text is saved and the block stays valid for editors in other languages.
 *
 * @since 0.1.0
 */
final class Address {

	/**
	 * The block's name.
	 *
	 * @var string
	 */
	public const BLOCK_NAME = 'cairn/address';

	/**
	 * The empty hint element that save() writes inside the maps link.
	 *
	 * @var string
	 */
	private const EMPTY_HINT = '<span class="wp-block-cairn-address__hint"></span>';

	/**
	 * Fills the maps link's hint with the words saying where it goes.
	 *
	 * @since 0.1.0
	 *
	 * @param string|mixed $block_content The block's saved HTML.
	 * @return string The HTML to show.
	 */
	public static function render( $block_content ): string {
		$html = is_string( $block_content ) ? $block_content : '';
		if ( false === strpos( $html, self::EMPTY_HINT ) ) {
			return $html;
		}
		$hint = '<span class="wp-block-cairn-address__hint"> '
			/* translators: Hidden text after an address that links to Google Maps. */
			. esc_html__( '(opens Google Maps in a new tab)', 'cairn' )
			. '</span>';
		return str_replace( self::EMPTY_HINT, $hint, $html );
	}

	/**
	 * The schema.org PostalAddress of the block's attributes: the street
	 * lines joined by commas, and each other non-empty field; null when
	 * every field is empty (as the maps link, which needs some field).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array<string, string>|null The PostalAddress, or null.
	 */
	public static function postal_address( array $attributes ): ?array {
		$filled = static function ( string $value ): bool {
			return '' !== $value;
		};
		$text   = static function ( string $key ) use ( $attributes ): string {
			return isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ? trim( $attributes[ $key ] ) : '';
		};
		$street = implode(
			', ',
			array_filter( array( $text( 'address' ), $text( 'addressLine2' ), $text( 'addressLine3' ) ), $filled )
		);
		$fields = array_filter(
			array(
				'streetAddress'   => $street,
				'addressLocality' => $text( 'city' ),
				'addressRegion'   => $text( 'region' ),
				'postalCode'      => $text( 'postal' ),
				'addressCountry'  => $text( 'country' ),
			),
			$filled
		);
		if ( ! $fields ) {
			return null;
		}
		return array_merge( array( '@type' => 'PostalAddress' ), $fields );
	}
}
