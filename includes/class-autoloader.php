<?php
/**
 * Class autoloader.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Loads `Cairn\Sub\Class_Name` from `includes/sub/class-class-name.php`,
 * following the WordPress file naming standard.
 *
 * @since 0.1.0
 */
final class Autoloader {

	/**
	 * Adds the loader to the SPL queue.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		spl_autoload_register( array( __CLASS__, 'load' ) );
	}

	/**
	 * Requires the file of a Cairn class, if there is one.
	 *
	 * @since 0.1.0
	 *
	 * @param string $class_name Fully qualified class name.
	 */
	public static function load( string $class_name ): void {
		if ( 0 !== strpos( $class_name, __NAMESPACE__ . '\\' ) ) {
			return;
		}
		$parts = explode( '\\', substr( $class_name, strlen( __NAMESPACE__ ) + 1 ) );
		$class = array_pop( $parts );
		$dirs  = array_map(
			static function ( string $part ): string {
				return strtolower( str_replace( '_', '-', $part ) );
			},
			$parts
		);
		$file  = __DIR__ . '/' . ( $dirs ? implode( '/', $dirs ) . '/' : '' )
			. 'class-' . strtolower( str_replace( '_', '-', $class ) ) . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
}
