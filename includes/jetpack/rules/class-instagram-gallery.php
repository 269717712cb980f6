<?php
/**
 * Jetpack's Instagram gallery block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;
use Cairn\Instagram\Client;

defined( 'ABSPATH' ) || exit;

/**
 * The layout (user, columns, count, spacing, stacking) carries over. The
 * access token cannot: Jetpack's is a credential of a WordPress.com
 * connection, and no credential stays in a post. The converter removes it
 * (from the preserved attribute too) and the report asks the owner to
 * connect Instagram again from the block, which keeps the token of its own
 * connection on the server; until then the block shows nothing.
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
	 * The attributes kept aside: never Jetpack's token.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed>
	 */
	public function unmapped( array $attrs ): array {
		$kept = parent::unmapped( $attrs );
		unset( $kept['accessToken'] );
		return $kept;
	}

	/**
	 * The token was Jetpack's connection to Instagram: the block makes its own.
	 *
	 * @since 0.5.0
	 *
	 * @param string $from      The Jetpack block that held it.
	 * @param string $attribute The attribute.
	 */
	public function credential_advice( string $from, string $attribute ): string {
		if ( 'accessToken' !== $attribute || 'jetpack/instagram-gallery' !== $from ) {
			return parent::credential_advice( $from, $attribute );
		}
		return __( 'The Instagram access token that Jetpack saved in an Instagram gallery block was removed from the post: connect Instagram again from the block (Connect to Instagram).', 'cairn' );
	}

	/**
	 * A connection of the block's own: until it has one, visitors see a
	 * link to the profile it names.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $converted The Cairn block's attributes.
	 */
	public function waiting( array $converted ): string {
		unset( $converted );
		return Client::is_configured()
			? __( 'Connect Instagram again from the block (Connect to Instagram).', 'cairn' )
			: __( 'Set up Cairn’s Instagram app under Settings → Cairn → Services, then connect Instagram again from the block.', 'cairn' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function needs(): array {
		return array( __( 'Instagram galleries need Cairn’s Instagram app set up (Settings → Cairn → Services), then each gallery connected to Instagram again in the editor.', 'cairn' ) );
	}
}
