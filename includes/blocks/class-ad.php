<?php
/**
 * Ad block: the ad network's slot, and the site's ads.txt.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Modules;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders an ad slot, reserving the format's exact size on the slot itself
 * (so that it holds before any stylesheet arrives) so that nothing moves
 * when the ad arrives. The network is chosen in Settings → Cairn → Ads:
 *
 * - Google AdSense: the publisher id, and an ad unit (slot id) per block or
 *   a default one for every block; the network's script is loaded once per
 *   page, and only on pages with an ad; with the ads module on, the site
 *   answers `/ads.txt` with the publisher's line;
 * - the owner's own ad code (another network's tag): run in a sandboxed
 *   frame of the format's size, whose origin is no one's, so that it can
 *   neither read nor change the page, the site's cookies or the visitor's
 *   session, and can only open its links in a new window.
 *
 * @since 0.3.0
 */
final class Ad {

	/** The ads module's slug. */
	public const MODULE = 'wordads';

	/** The network script's handle. */
	private const SCRIPT = 'cairn-adsense';

	/** The networks: Google AdSense ('' is AdSense too), or the owner's own code. */
	public const NETWORKS = array( '', 'adsense', 'custom' );

	/** Longest custom ad code kept, in bytes. */
	public const MAX_CUSTOM_CODE = 20000;

	/** What the sandboxed frame of custom code may do: run its scripts, open its links in a new window. */
	private const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

	/**
	 * The formats: width and height in pixels, the default first.
	 * src/ad/constants.ts holds the same list.
	 *
	 * @var array<string,array{0:int,1:int}>
	 */
	public const FORMATS = array(
		'mrec'               => array( 300, 250 ),
		'leaderboard'        => array( 728, 90 ),
		'mobile_leaderboard' => array( 320, 50 ),
		'wideskyscraper'     => array( 160, 600 ),
	);

	/**
	 * Hooks ads.txt.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		add_filter( 'do_parse_request', array( __CLASS__, 'serve_ads_txt' ), 1, 2 );
	}

	/**
	 * The AdSense publisher id as the network writes it (`pub-` and sixteen
	 * digits), from what the owner entered (`ca-pub-…`, `pub-…` or the
	 * digits); '' when it is not one.
	 *
	 * @since 0.3.0
	 */
	public static function publisher_id(): string {
		$entered = strtolower( trim( Settings::get( 'ads_publisher_id' ) ) );
		return preg_match( '/^(?:ca-)?(?:pub-)?(\d{16})$/', $entered, $matches ) ? 'pub-' . $matches[1] : '';
	}

	/**
	 * The network chosen: 'adsense' or 'custom'.
	 *
	 * @since 0.6.0
	 */
	public static function network(): string {
		return 'custom' === Settings::get( 'ads_network' ) ? 'custom' : 'adsense';
	}

	/**
	 * An AdSense ad unit (slot) id as the network writes it (digits), or ''.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $value What was entered.
	 */
	public static function slot_id( $value ): string {
		$value = is_string( $value ) ? trim( $value ) : '';
		return preg_match( '/^\d{1,20}$/', $value ) ? $value : '';
	}

	/**
	 * The owner's ad code as stored: as entered, trimmed, at most
	 * MAX_CUSTOM_CODE bytes. It never reaches the page itself, only the
	 * sandboxed frame's document.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $value What was entered.
	 */
	public static function sanitize_custom_code( $value ): string {
		$value = is_string( $value ) ? trim( wp_check_invalid_utf8( $value ) ) : '';
		return strlen( $value ) > self::MAX_CUSTOM_CODE ? '' : $value;
	}

	/**
	 * Whether ads are shown: the module is on and the network is set up (a
	 * publisher id for AdSense, code for the owner's own).
	 *
	 * @since 0.3.0
	 */
	public static function is_serving(): bool {
		if ( ! Modules::is_active( self::MODULE ) ) {
			return false;
		}
		return 'custom' === self::network()
			? '' !== Settings::get( 'ads_custom_code' )
			: '' !== self::publisher_id();
	}

	/**
	 * The block's HTML: '' while ads are not shown, so visitors see no empty box.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		if ( ! self::is_serving() ) {
			return '';
		}
		$format                 = isset( $attributes['format'] ) && is_string( $attributes['format'] ) && isset( self::FORMATS[ $attributes['format'] ] )
			? $attributes['format']
			: 'mrec';
		list( $width, $height ) = self::FORMATS[ $format ];
		// The block's own class, its alignment (block.json lists the ones it
		// offers; any other falls back to the default, centred) and the
		// editor's additional classes come from the block supports.
		$classes = array( 'is-format-' . str_replace( '_', '-', $format ) );
		if ( ! empty( $attributes['hideMobile'] ) ) {
			$classes[] = 'is-hidden-on-mobile';
		}
		$slot = 'custom' === self::network()
			? self::custom_frame( $width, $height )
			: self::adsense_slot( $attributes, $width, $height );
		if ( '' === $slot ) {
			return '';
		}

		$wrapper = get_block_wrapper_attributes(
			array(
				'class' => implode( ' ', $classes ),
				'style' => sprintf( '--cairn-ad-width:%dpx;--cairn-ad-height:%dpx', $width, $height ),
			)
		);
		return sprintf(
			'<div %1$s><span class="screen-reader-text">%2$s</span>%3$s</div>',
			$wrapper,
			esc_html__( 'Advertisement', 'cairn' ),
			$slot
		);
	}

	/**
	 * AdSense's slot for one size: the block's ad unit, else the default
	 * one; none without either (an ad unit is what AdSense fills).
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param int                 $width      Width.
	 * @param int                 $height     Height.
	 * @return string The slot, or ''.
	 */
	private static function adsense_slot( array $attributes, int $width, int $height ): string {
		$slot = self::slot_id( $attributes['slot'] ?? '' );
		if ( '' === $slot ) {
			$slot = self::slot_id( Settings::get( 'ads_slot_id' ) );
		}
		if ( '' === $slot ) {
			return '';
		}
		self::enqueue_script();
		return sprintf(
			'<ins class="adsbygoogle wp-block-cairn-ad__slot" style="display:block;width:%1$dpx;height:%2$dpx" data-ad-client="%3$s" data-ad-slot="%4$s"></ins>',
			$width,
			$height,
			esc_attr( 'ca-' . self::publisher_id() ),
			esc_attr( $slot )
		) . '<script>(window.adsbygoogle=window.adsbygoogle||[]).push({});</script>';
	}

	/**
	 * The owner's ad code in a sandboxed frame of the format's size.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	private static function custom_frame( int $width, int $height ): string {
		$document = '<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>'
			. Settings::get( 'ads_custom_code' )
			. '</body></html>';
		return sprintf(
			'<iframe class="wp-block-cairn-ad__slot" title="%1$s" width="%2$d" height="%3$d" style="display:block;width:%2$dpx;height:%3$dpx;border:0" sandbox="%4$s" loading="lazy" srcdoc="%5$s"></iframe>',
			esc_attr__( 'Advertisement', 'cairn' ),
			$width,
			$height,
			esc_attr( self::SANDBOX ),
			esc_attr( $document )
		);
	}

	/**
	 * Loads the network's script once, asynchronously, on this page only.
	 */
	private static function enqueue_script(): void {
		if ( wp_script_is( self::SCRIPT, 'enqueued' ) ) {
			return;
		}
		// phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the network's script has no version; one in its URL would defeat its cache.
		wp_enqueue_script(
			self::SCRIPT,
			add_query_arg( 'client', 'ca-' . self::publisher_id(), 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js' ),
			array(),
			null,
			array(
				'strategy'  => 'async',
				'in_footer' => false,
			)
		);
	}

	/**
	 * The ads.txt lines: the publisher, while ads are shown.
	 *
	 * @since 0.3.0
	 */
	public static function ads_txt(): string {
		// f08c47fec0942fa0 is Google's certification authority id, the same for every AdSense publisher.
		return self::is_serving() && 'adsense' === self::network() ? 'google.com, ' . self::publisher_id() . ", DIRECT, f08c47fec0942fa0\n" : '';
	}

	/**
	 * Answers `/ads.txt` at the site's root, before WordPress parses the
	 * request (a real file there is served by the web server first).
	 *
	 * @since 0.3.0
	 *
	 * @param bool $parse Whether WordPress should parse the request.
	 * @param \WP  $wp    WordPress.
	 * @return bool
	 */
	public static function serve_ads_txt( $parse, $wp ) {
		$path = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH ) : '';
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		if ( untrailingslashit( $home ) . '/ads.txt' !== $path ) {
			return $parse;
		}
		$lines = self::ads_txt();
		if ( '' === $lines ) {
			return $parse;
		}
		self::send_ads_txt( $lines );
		return false;
	}

	/**
	 * Sends ads.txt and ends the request.
	 *
	 * @param string $lines The file.
	 */
	protected static function send_ads_txt( string $lines ): void {
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/plain; charset=utf-8' );
			header( 'Cache-Control: public, max-age=3600' );
		}
		echo esc_html( $lines );
		exit;
	}
}
