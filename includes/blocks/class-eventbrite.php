<?php
/**
 * Eventbrite block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The event-ticket block. The stored URL is parsed again here with the
 * rules of src/eventbrite/parser.ts (the same test cases run against
 * both): only an event URL rebuilt from its parts (with its query, such as
 * an `?aff=` tracking code) and its numeric id are printed, and nothing at
 * all otherwise.
 *
 * Visitors get a link to the event: in the button styles, the saved Button
 * block (its text and colours the author's; 'Buy Tickets' for a block
 * without one) pointed at the event; in the in-page style, a link under
 * the place the checkout is drawn in. In the modal and in-page styles the
 * view script loads Eventbrite's widget script once, when the block nears
 * the viewport (or after the privacy click, Embed_Consent), and the button
 * then opens the checkout in a modal, or the checkout is drawn in the page.
 * Without JavaScript the link goes to the event's page. The editor checks
 * that the URL resolves through the resolve-redirect helper; Eventbrite's
 * domains join its allowlist here.
 *
 * @since 0.4.0
 */
final class Eventbrite {

	/** Longest input read. */
	public const MAX_INPUT_LENGTH = 2000;

	/** Styles: a button opening the checkout in a modal, a direct link, or the checkout in the page. */
	public const STYLES = array( 'modal', 'link', 'inline' );

	/** The ticketing domains (parser.ts DOMAINS). */
	public const DOMAINS = array(
		'eventbrite.com',
		'eventbrite.co.uk',
		'eventbrite.ca',
		'eventbrite.com.au',
		'eventbrite.co.nz',
		'eventbrite.ie',
		'eventbrite.de',
		'eventbrite.fr',
		'eventbrite.es',
		'eventbrite.it',
		'eventbrite.nl',
		'eventbrite.be',
		'eventbrite.ch',
		'eventbrite.at',
		'eventbrite.se',
		'eventbrite.dk',
		'eventbrite.fi',
		'eventbrite.pt',
		'eventbrite.com.br',
		'eventbrite.com.mx',
		'eventbrite.com.ar',
		'eventbrite.cl',
		'eventbrite.co',
		'eventbrite.com.pe',
		'eventbrite.sg',
		'eventbrite.hk',
	);

	/** See parser.ts. */
	private const URL_PARTS  = '~^https?://([a-z0-9.-]+)(/[^\s?#\\\\<>"\'`]*)?(?:\?([^\s#\\\\<>"\'`]*))?(?:#[^\s\\\\<>"\'`]*)?$~i';
	private const EVENT_PATH = '~^/e/((?:[a-z0-9_%.-]*-)?(\d{1,20}))/?$~i';

	/**
	 * Hooks: Eventbrite's domains on the resolve-redirect allowlist.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_filter( 'cairn_resolve_redirect_hosts', array( self::class, 'resolve_hosts' ) );
	}

	/**
	 * Adds each domain and its subdomains (organizers' sites).
	 *
	 * @since 0.4.0
	 *
	 * @param string[] $hosts The allowlist.
	 * @return string[]
	 */
	public static function resolve_hosts( $hosts ): array {
		$hosts = (array) $hosts;
		foreach ( self::DOMAINS as $domain ) {
			$hosts[] = $domain;
			$hosts[] = '.' . $domain;
		}
		return $hosts;
	}

	/**
	 * Reads an event URL.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $input What was pasted or stored.
	 * @return array{url:string,eventId:string}|null The event (eventId '' for a site root to resolve), or null.
	 */
	public static function parse( $input ): ?array {
		if ( ! is_string( $input ) || strlen( $input ) > self::MAX_INPUT_LENGTH ) {
			return null;
		}
		if ( ! preg_match( self::URL_PARTS, trim( $input ), $match ) ) {
			return null;
		}
		$host   = strtolower( $match[1] );
		$path   = '' === ( $match[2] ?? '' ) ? '/' : $match[2];
		$domain = null;
		$root   = null;
		foreach ( self::DOMAINS as $known ) {
			if ( null === $domain && ( $host === $known || 'www.' . $known === $host ) ) {
				$domain = $known;
			}
			if ( null === $root && substr( $host, -strlen( '.' . $known ) ) === '.' . $known ) {
				$root = $known;
			}
		}
		if ( null !== $domain && preg_match( self::EVENT_PATH, $path, $event ) ) {
			// The query the link had (an `?aff=` tracking code) stays.
			$query = isset( $match[3] ) && '' !== $match[3] ? '?' . $match[3] : '';
			return array(
				'url'     => 'https://www.' . $domain . '/e/' . $event[1] . $query,
				'eventId' => $event[2],
			);
		}
		if ( ( null !== $domain || null !== $root ) && preg_match( '~^[a-z0-9-]+(?:\.[a-z0-9-]+)*$~', $host ) ) {
			return array(
				'url'     => 'https://' . $host . $path,
				'eventId' => '',
			);
		}
		return null;
	}

	/**
	 * The block's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $content    The inner blocks' markup (the saved Button).
	 * @return string Escaped HTML, or '' without an event.
	 */
	public static function render( array $attributes, string $content = '' ): string {
		$parsed = self::parse( $attributes['url'] ?? '' );
		if ( null === $parsed || '' === $parsed['eventId'] ) {
			return '';
		}
		$style = in_array( $attributes['style'] ?? 'modal', self::STYLES, true ) ? (string) ( $attributes['style'] ?? 'modal' ) : 'modal';
		$id    = wp_unique_id( 'cairn-eventbrite-' );
		if ( 'inline' === $style ) {
			$inside = sprintf(
				'<div id="%1$s" class="wp-block-cairn-eventbrite__checkout"></div><a class="wp-block-cairn-eventbrite__link" href="%2$s" target="_blank" rel="noopener noreferrer">%3$s</a>',
				esc_attr( $id ),
				esc_url( $parsed['url'] ),
				esc_html__( 'Register on Eventbrite', 'cairn' )
			);
		} else {
			$inside = self::button( $content, $parsed['url'], $id );
		}
		return sprintf(
			'<div %1$s%2$s>%3$s%4$s</div>',
			get_block_wrapper_attributes( array( 'class' => 'is-style-' . $style ) ),
			'link' !== $style ? ' data-event-id="' . esc_attr( $parsed['eventId'] ) . '"' : '',
			'link' !== $style ? Embed_Consent::notice( 'Eventbrite' ) : '',
			$inside
		);
	}

	/**
	 * The button: the saved Button block (its escaped markup) with its link
	 * pointed at the event, or 'Buy Tickets' for a block saved without one.
	 *
	 * @since 0.5.0
	 *
	 * @param string $content The inner blocks' markup.
	 * @param string $url     The event's page.
	 * @param string $id      The id the modal's trigger gets.
	 */
	private static function button( string $content, string $url, string $id ): string {
		$button = new \WP_HTML_Tag_Processor( $content );
		if ( $button->next_tag( array( 'class_name' => 'wp-block-cairn-button__link' ) ) && 'A' === $button->get_tag() ) {
			$button->set_attribute( 'id', $id );
			$button->set_attribute( 'href', esc_url_raw( $url ) );
			$button->set_attribute( 'target', '_blank' );
			$button->set_attribute( 'rel', 'noopener noreferrer' );
			return trim( $button->get_updated_html() );
		}
		return sprintf(
			'<a id="%1$s" class="wp-block-button__link wp-element-button" href="%2$s" target="_blank" rel="noopener noreferrer">%3$s</a>',
			esc_attr( $id ),
			esc_url( $url ),
			esc_html__( 'Buy Tickets', 'cairn' )
		);
	}
}
