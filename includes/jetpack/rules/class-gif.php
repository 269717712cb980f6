<?php
/**
 * Jetpack's GIF block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Same attributes for a GIF chosen from Giphy (2019–2024). Since 2024
 * Jetpack's search has returned Tumblr GIFs (`gifUrl`, with an attribution),
 * which Cairn's block, built on Giphy alone, cannot show: those attributes
 * are kept in the preserved attribute and the report asks the owner to
 * choose the GIF again. Jetpack's PHP shows `giphyUrl` when a block has
 * both, as Cairn does.
 *
 * @since 0.5.0
 */
final class Gif extends Rule {

	/**
	 * Whether the block last converted had only a Tumblr GIF, for needs().
	 *
	 * @var bool
	 */
	private $tumblr_only = false;

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/gif' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/gif';
	}

	/**
	 * The attributes, as they are.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML (none: the block is dynamic).
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$this->tumblr_only = ! empty( $attrs['gifUrl'] ) && empty( $attrs['giphyUrl'] );
		return parent::attributes( $attrs, $html );
	}

	/**
	 * The Giphy key always; a new choice for a GIF that came from Tumblr.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	public function needs(): array {
		$needs = array( __( 'GIF search needs a Giphy API key (Settings → Cairn → Services).', 'cairn' ) );
		if ( $this->tumblr_only ) {
			$needs[] = __( 'Some GIFs came from Tumblr, which the GIF block cannot show: choose them again from Giphy (the old address is kept in the block).', 'cairn' );
		}
		return $needs;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'giphyUrl' );
	}
}
