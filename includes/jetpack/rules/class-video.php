<?php
/**
 * Jetpack's VideoPress videos as Cairn's video block.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Both VideoPress forms: the `videopress/video` block (2022+) and, before it,
 * core video blocks to which Jetpack added a `guid` and saved as a
 * videopress.com embed. A core video is converted only when it is such an
 * embed: Cairn gives its own core videos a guid too, and those stay.
 *
 * Every attribute is kept, under Cairn's name where the two differ
 * (`tracks`, `isExample`, core's `playsInline`), and Jetpack's defaults are
 * written where Cairn's differ (privacy, download). The videos themselves
 * stay on VideoPress's servers, where Cairn's library cannot find their
 * guid: until the owner uploads the file in the block (Replace, which gives
 * it a guid of this site), visitors see its poster and title with a link to
 * the original, and the editor says what is missing, as the report says.
 *
 * @since 0.5.0
 */
final class Video extends Rule {

	/** A VideoPress address and its guid (src/video/utils.ts peerVideoGuid). */
	private const VIDEOPRESS_URL = '~https?://(?:www\.)?(?:videopress\.com|video\.wordpress\.com)/(?:v|embed)/([A-Za-z0-9]{8})(?:[/?#"\s<&]|$)~';

	/**
	 * Jetpack's attributes that Cairn names otherwise.
	 */
	private const RENAMED = array(
		'tracks'      => 'videoPressTracks',
		'isExample'   => 'isVideoPressExample',
		'playsInline' => 'playsinline',
	);

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'videopress/video', 'core/video' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/video';
	}

	/**
	 * VideoPress blocks, and core videos saved as a VideoPress embed.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The block's attributes.
	 * @param string              $html  Its saved HTML.
	 */
	public function accepts( array $attrs, string $html ): bool {
		if ( isset( $attrs['videoPressClassNames'] ) ) {
			return true;
		}
		// A videopress/video block has no <video>; a core video of the site has one.
		return false === stripos( $html, '<video' ) && ( ! empty( $attrs['guid'] ) || (bool) preg_match( self::VIDEOPRESS_URL, $html ) );
	}

	/**
	 * The attributes, renamed and with Jetpack's defaults.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		foreach ( self::RENAMED as $jetpack => $cairn ) {
			if ( array_key_exists( $jetpack, $attrs ) ) {
				$carried[ $cairn ] = $attrs[ $jetpack ];
			}
		}
		if ( empty( $carried['guid'] ) && preg_match( self::VIDEOPRESS_URL, $html, $match ) ) {
			$carried['guid'] = $match[1];
		}
		if ( ( ! isset( $carried['caption'] ) || '' === $carried['caption'] ) && preg_match( '#<figcaption\b[^>]*>(.*?)</figcaption>#s', $html, $caption ) && '' !== trim( $caption[1] ) ) {
			$carried['caption'] = $caption[1];
		}
		// The VideoPress block's defaults where Cairn's differ: private (1)
		// rather than the site's default (2), downloads allowed. Core videos
		// had neither setting: Cairn's defaults stand.
		$core = isset( $attrs['videoPressClassNames'] ) || preg_match( '#class="wp-block-video[\s"]#', $html );
		if ( ! $core && ! array_key_exists( 'privacySetting', $carried ) ) {
			$carried['privacySetting'] = 1;
		}
		if ( ! $core && ! array_key_exists( 'allowDownload', $carried ) ) {
			$carried['allowDownload'] = true;
		}
		if ( isset( $carried['rating'] ) && 'X-18' === $carried['rating'] ) {
			$carried['rating'] = 'R-17';
		}
		return $carried;
	}

	/**
	 * The file: a VideoPress video's stayed on VideoPress.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $converted The Cairn block's attributes.
	 */
	public function waiting( array $converted ): string {
		if ( is_string( $converted['src'] ?? null ) && '' !== $converted['src'] ) {
			return '';
		}
		return __( 'Download the video from VideoPress, then upload it with Replace on its video block.', 'cairn' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function needs(): array {
		return array( __( 'VideoPress videos stay on the service that hosted them until their files are on this site; meanwhile visitors see each video\'s poster and title with a link to the original. Download each video from VideoPress, then use Replace on its video block to upload it: the block keeps its title, caption and settings.', 'cairn' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function carried(): array {
		return array_keys( self::RENAMED );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'src', 'poster' );
	}
}
