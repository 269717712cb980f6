<?php
/**
 * Jetpack's Pinterest block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Blocks\Pinterest as Pinterest_Url;
use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Both keep the pin, board or profile URL in the comment (every Jetpack
 * version does). Cairn saves a link whose embed kind its view script reads,
 * so the markup is built here as src/pinterest/save.tsx builds it, with the
 * URL checked and normalised as the editor does (Cairn\Blocks\Pinterest):
 * a URL that Cairn would not embed saves nothing, as in the editor.
 *
 * @since 0.5.0
 */
final class Pinterest extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/pinterest' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/pinterest';
	}

	/**
	 * The link Cairn's block saves, or null for a URL it does not embed.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 * @param string              $html  The Jetpack block's saved HTML.
	 * @return array{0:string,1:string}|null
	 */
	public function markup( array $attrs, string $html ): ?array {
		unset( $html );
		$embed = Pinterest_Url::embed( is_string( $attrs['url'] ?? null ) ? $attrs['url'] : '' );
		if ( ! $embed ) {
			return null;
		}
		return array(
			sprintf(
				'<div class="%1$s"><a class="wp-block-cairn-pinterest__link" href="%2$s" data-cairn-pin-do="%3$s">%4$s</a></div>',
				esc_attr( $this->wrapper_class( $attrs ) ),
				self::markup_url( $embed['url'] ),
				esc_attr( $embed['type'] ),
				esc_html( $embed['url'] )
			),
			'',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'url' );
	}
}
