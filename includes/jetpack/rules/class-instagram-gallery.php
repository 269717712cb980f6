<?php
/**
 * Jetpack's Instagram gallery block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * The layout (user, columns, count, spacing, stacking) carries over. The
 * access token cannot: Jetpack's is the id of a WordPress.com connection,
 * Cairn's the id of one made in Cairn's settings. The block gets an empty
 * token (it shows nothing until the owner connects Instagram and picks the
 * account) and Jetpack's value is kept in the preserved attribute.
 *
 * @since 0.5.0
 */
final class Instagram_Gallery extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/instagram-gallery' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/instagram-gallery';
	}

	/**
	 * The attributes, without Jetpack's token.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML (a fallback link, ignored).
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		unset( $carried['accessToken'] );
		return $carried;
	}

	/**
	 * Jetpack's token among the attributes kept aside.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed>
	 */
	public function unmapped( array $attrs ): array {
		$kept = parent::unmapped( $attrs );
		if ( isset( $attrs['accessToken'] ) && '' !== $attrs['accessToken'] ) {
			$kept['accessToken'] = $attrs['accessToken'];
		}
		return $kept;
	}

	/**
	 * {@inheritDoc}
	 */
	public function needs(): array {
		return array( __( 'Instagram galleries need Cairn’s Instagram app set up (Settings → Cairn → Services), then each gallery connected to Instagram again in the editor.', 'cairn' ) );
	}
}
