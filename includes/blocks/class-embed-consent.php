<?php
/**
 * The privacy notice in front of third-party embeds.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * When the owner asks visitors to click before third-party content loads
 * (Settings → Cairn → Embeds), embed blocks render this notice, naming the
 * service; the block's view script (shared/embeds/view-loader.ts) loads the
 * service only after the click. Otherwise nothing is rendered and the
 * service loads when the block nears the viewport.
 *
 * @since 0.4.0
 */
final class Embed_Consent {

	/** The setting's key in `cairn_services`. */
	public const SETTING = 'embeds_click_to_load';

	/**
	 * Whether visitors click before embeds load.
	 *
	 * @since 0.4.0
	 */
	public static function required(): bool {
		return '1' === Settings::get( self::SETTING );
	}

	/**
	 * The notice and its button, or '' when the owner does not ask for one.
	 *
	 * @since 0.4.0
	 *
	 * @param string $service The service's name, e.g. "Google Calendar".
	 * @return string Escaped HTML.
	 */
	public static function notice( string $service ): string {
		if ( ! self::required() ) {
			return '';
		}
		return sprintf(
			'<div class="cairn-embed-consent"><p>%1$s</p><button type="button" class="wp-element-button">%2$s</button></div>',
			esc_html(
				sprintf(
					/* translators: %s: a service's name, e.g. Google Calendar. */
					__( 'This content is provided by %s. Loading it sends your visit to that service, which may set cookies.', 'cairn' ),
					$service
				)
			),
			esc_html(
				sprintf(
					/* translators: %s: a service's name, e.g. Google Calendar. */
					__( 'Load %s content', 'cairn' ),
					$service
				)
			)
		);
	}
}
