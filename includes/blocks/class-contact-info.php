<?php
/**
 * Contact info block: schema.org structured data on render.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Adds to the Contact info block's HTML its structured data for search
 * engines: a schema.org Organization (the site, by its name and address)
 * with the PostalAddress of each Address block, the valid addresses of each
 * Email block and the number of each Phone block found among its children,
 * however deeply nested.
 *
 * Why JSON-LD from the server rather than saved microdata: wp_kses_post()
 * strips `itemscope`, `itemtype` and `itemprop`, so microdata saved by an
 * Author (no `unfiltered_html`) would be lost and the block left invalid.
 * JSON-LD is built from the attributes, so it does not depend on the markup
 * either.
 *
 * @since 0.1.0
 */
final class Contact_Info {

	/**
	 * The block's name.
	 *
	 * @var string
	 */
	public const BLOCK_NAME = 'cairn/contact-info';

	/**
	 * The longest valid email address.
	 *
	 * @var int
	 */
	private const EMAIL_MAX_LENGTH = 254;

	/**
	 * The longest local part (before the @) of an email address.
	 *
	 * @var int
	 */
	private const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

	/**
	 * The longest label (between dots) of an email address's domain.
	 *
	 * @var int
	 */
	private const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;

	/**
	 * Appends the structured data to the block's HTML, when a child holds
	 * some contact detail.
	 *
	 * @since 0.1.0
	 *
	 * @param string|mixed  $block_content The block's HTML, children rendered.
	 * @param WP_Block|null $block         The block instance.
	 * @return string The HTML to show.
	 */
	public static function render( $block_content, $block = null ): string {
		$html = is_string( $block_content ) ? $block_content : '';
		if ( ! $block instanceof WP_Block ) {
			return $html;
		}
		$data = self::structured_data( self::inner_blocks( $block->parsed_block ) );
		if ( null === $data ) {
			return $html;
		}
		$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		if ( ! is_string( $json ) ) {
			return $html;
		}
		return $html . '<script type="application/ld+json">' . $json . '</script>';
	}

	/**
	 * Every block nested in a parsed block, in document order.
	 *
	 * @param array<string, mixed> $parsed_block A parsed block.
	 * @return array<int, array<string, mixed>> Parsed blocks.
	 */
	private static function inner_blocks( array $parsed_block ): array {
		$found = array();
		foreach ( $parsed_block['innerBlocks'] ?? array() as $inner ) {
			$found[] = $inner;
			$found   = array_merge( $found, self::inner_blocks( $inner ) );
		}
		return $found;
	}

	/**
	 * The schema.org Organization for the given children's contact details;
	 * a property with several values is a list.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks (`blockName`, `attrs`).
	 * @return array<string, mixed>|null The Organization, or null without any detail.
	 */
	public static function structured_data( array $blocks ): ?array {
		$details = array(
			'address'   => array(),
			'email'     => array(),
			'telephone' => array(),
		);
		foreach ( $blocks as $block ) {
			$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
			switch ( $block['blockName'] ?? '' ) {
				case Address::BLOCK_NAME:
					$address = Address::postal_address( $attrs );
					if ( null !== $address ) {
						$details['address'][] = $address;
					}
					break;
				case 'cairn/email':
					$details['email'] = array_merge( $details['email'], self::emails( (string) ( $attrs['email'] ?? '' ) ) );
					break;
				case 'cairn/phone':
					$phone = trim( (string) ( $attrs['phone'] ?? '' ) );
					if ( preg_match( '/\d/', $phone ) ) {
						$details['telephone'][] = $phone;
					}
					break;
			}
		}
		$details = array_filter( $details );
		if ( ! $details ) {
			return null;
		}
		$data = array(
			'@context' => 'https://schema.org',
			'@type'    => 'Organization',
			'name'     => wp_strip_all_tags( get_bloginfo( 'name' ) ),
			'url'      => home_url( '/' ),
		);
		foreach ( $details as $property => $values ) {
			$values            = array_values( array_unique( $values, SORT_REGULAR ) );
			$data[ $property ] = 1 === count( $values ) ? $values[0] : $values;
		}
		return $data;
	}

	/**
	 * The valid addresses in an Email block's text: each word that passes
	 * the email check once its trailing punctuation is set aside, as the
	 * block's save() links them (src/email/utils.ts).
	 *
	 * @since 0.1.0
	 *
	 * @param string $text The block's text.
	 * @return string[] Addresses.
	 */
	public static function emails( string $text ): array {
		$emails = array();
		$words  = preg_split( '/\s+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
		foreach ( is_array( $words ) ? $words : array() as $word ) {
			$email = (string) preg_replace( '/\p{P}+$/u', '', $word );
			if ( self::is_valid_email( $email ) ) {
				$emails[] = $email;
			}
		}
		return $emails;
	}

	/**
	 * The email check, as the editor's (src/email/is-valid-email.ts): not empty, at
	 * most 254 characters, a valid pattern, a local part of at most 64
	 * characters and domain labels of at most 63.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email The address.
	 * @return bool Whether it is valid.
	 */
	public static function is_valid_email( string $email ): bool {
		if ( '' === $email || strlen( $email ) > self::EMAIL_MAX_LENGTH ) {
			return false;
		}
		$at = strrpos( $email, '@' );
		if ( false === $at || $at < 1 ) {
			return false;
		}
		$local = substr( $email, 0, $at );
		if ( strlen( $local ) > self::EMAIL_LOCAL_PART_MAX_LENGTH
			|| ! preg_match( '/^[A-Za-z0-9!#$%&\'*+\/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&\'*+\/=?^_`{|}~-]+)*$/D', $local ) ) {
			return false;
		}
		$labels = explode( '.', substr( $email, $at + 1 ) );
		if ( count( $labels ) < 2 || ! preg_match( '/^[A-Za-z]{2,}$/D', (string) end( $labels ) ) ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( strlen( $label ) > self::EMAIL_DOMAIN_LABEL_MAX_LENGTH
				|| ! preg_match( '/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/D', $label ) ) {
				return false;
			}
		}
		return true;
	}
}
