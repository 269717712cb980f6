<?php
/**
 * Jetpack's Markdown block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Both keep the Markdown source in the comment and the HTML rendered from it
 * inside a wrapper; the HTML is carried as Jetpack rendered it, so visitors
 * read the same text and the editor renders it anew from the source.
 *
 * @since 0.5.0
 */
final class Markdown extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/markdown' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/markdown';
	}

	/**
	 * The attributes: all but the rendered HTML, which Cairn's block reads
	 * from its markup.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		unset( $carried['html'] );
		return $carried;
	}

	/**
	 * The wrapper Cairn's block saves around its content.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 * @param string              $html  The Jetpack block's saved HTML.
	 * @return array{0:string,1:string}
	 */
	public function markup( array $attrs, string $html ): array {
		return array(
			'<div class="' . esc_attr( $this->wrapper_class( $attrs ) ) . '">' . self::inside_root( $html ),
			'</div>',
		);
	}
}
