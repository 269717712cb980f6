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
 * Renders an ad slot of the network whose publisher id the owner entered in
 * Settings → Cairn → Ads (Google AdSense), reserving the format's exact size
 * so that nothing moves when the ad arrives. The network's script is loaded
 * once per page, and only on pages with an ad. With the ads module on, the
 * site answers `/ads.txt` with the publisher's line.
 *
 * @since 0.3.0
 */
final class Ad {

	/** The ads module's slug. */
	public const MODULE = 'wordads';

	/** The network script's handle. */
	private const SCRIPT = 'cairn-adsense';

	/**
	 * The formats: width and height in pixels (spec 002 §9), the default first.
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
	 * Whether ads are shown: the module is on and a publisher id is set.
	 *
	 * @since 0.3.0
	 */
	public static function is_serving(): bool {
		return Modules::is_active( self::MODULE ) && '' !== self::publisher_id();
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
		$align                  = isset( $attributes['align'] ) && in_array( $attributes['align'], array( 'left', 'center', 'right' ), true )
			? $attributes['align']
			: 'center';
		$classes                = array( 'wp-block-cairn-ad', 'align' . $align, 'is-format-' . str_replace( '_', '-', $format ) );
		if ( ! empty( $attributes['hideMobile'] ) ) {
			$classes[] = 'is-hidden-on-mobile';
		}
		self::enqueue_script();

		return sprintf(
			'<div class="%1$s" style="%2$s"><span class="screen-reader-text">%3$s</span>%4$s</div>',
			esc_attr( implode( ' ', $classes ) ),
			esc_attr( sprintf( '--cairn-ad-width:%dpx;--cairn-ad-height:%dpx', $width, $height ) ),
			esc_html__( 'Advertisement', 'cairn' ),
			self::slot( self::publisher_id(), $width, $height )
		);
	}

	/**
	 * The network's slot markup, for one size.
	 *
	 * @param string $publisher Publisher id (`pub-…`).
	 * @param int    $width     Width.
	 * @param int    $height    Height.
	 */
	private static function slot( string $publisher, int $width, int $height ): string {
		return sprintf(
			'<ins class="adsbygoogle wp-block-cairn-ad__slot" style="display:inline-block;width:%1$dpx;height:%2$dpx" data-ad-client="%3$s"></ins>',
			$width,
			$height,
			esc_attr( 'ca-' . $publisher )
		) . '<script>(window.adsbygoogle=window.adsbygoogle||[]).push({});</script>';
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
		return self::is_serving() ? 'google.com, ' . self::publisher_id() . ", DIRECT, f08c47fec0942fa0\n" : '';
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
