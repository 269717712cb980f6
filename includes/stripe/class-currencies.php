<?php
/**
 * The currencies donations and plans take, with their minimums.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Amounts are handled as integers of the currency's smallest unit (cents;
 * yen for JPY, which has none smaller), never as floats, so that no sum
 * gains or loses a fraction.
 *
 * @since 0.4.0
 */
final class Currencies {

	/**
	 * The smallest amount per currency, in minor units (spec 002 §9: USD .5,
	 * AUD .5, BRL .5, CAD .5, CHF .5, DKK 2.5, EUR .5, GBP .3, HKD 4, INR .5,
	 * JPY 50, MXN 10, NOK 3, NZD .5, PLN 2, SEK 3, SGD .5).
	 *
	 * @var array<string,int>
	 */
	public const MINIMUMS = array(
		'USD' => 50,
		'AUD' => 50,
		'BRL' => 50,
		'CAD' => 50,
		'CHF' => 50,
		'DKK' => 250,
		'EUR' => 50,
		'GBP' => 30,
		'HKD' => 400,
		'INR' => 50,
		'JPY' => 50,
		'MXN' => 1000,
		'NOK' => 300,
		'NZD' => 50,
		'PLN' => 200,
		'SEK' => 300,
		'SGD' => 50,
	);

	/**
	 * Grouping and decimal separators as people type amounts in each currency
	 * (the same as shared/currency/constants.ts).
	 *
	 * @var array<string,array{0:string,1:string}>
	 */
	public const SEPARATORS = array(
		'USD' => array( ',', '.' ),
		'AUD' => array( ',', '.' ),
		'BRL' => array( '.', ',' ),
		'CAD' => array( ',', '.' ),
		'CHF' => array( "'", '.' ),
		'DKK' => array( '.', ',' ),
		'EUR' => array( '.', ',' ),
		'GBP' => array( ',', '.' ),
		'HKD' => array( ',', '.' ),
		'INR' => array( ',', '.' ),
		'JPY' => array( ',', '.' ),
		'MXN' => array( ',', '.' ),
		'NOK' => array( ' ', ',' ),
		'NZD' => array( ',', '.' ),
		'PLN' => array( ' ', ',' ),
		'SEK' => array( ' ', ',' ),
		'SGD' => array( ',', '.' ),
	);

	/**
	 * Currencies without minor units (Stripe's zero-decimal currencies).
	 *
	 * @var string[]
	 */
	private const ZERO_DECIMAL = array( 'JPY' );

	/**
	 * Whether a currency code (any case) is one of ours.
	 *
	 * @since 0.4.0
	 *
	 * @param string $currency Code.
	 */
	public static function is_supported( string $currency ): bool {
		return isset( self::MINIMUMS[ strtoupper( $currency ) ] );
	}

	/**
	 * Digits after the decimal point.
	 *
	 * @since 0.4.0
	 *
	 * @param string $currency Code.
	 */
	public static function precision( string $currency ): int {
		return in_array( strtoupper( $currency ), self::ZERO_DECIMAL, true ) ? 0 : 2;
	}

	/**
	 * The minimum in minor units; 0 for an unknown currency.
	 *
	 * @since 0.4.0
	 *
	 * @param string $currency Code.
	 */
	public static function minimum( string $currency ): int {
		return self::MINIMUMS[ strtoupper( $currency ) ] ?? 0;
	}

	/**
	 * A decimal amount (`12`, `12.5`, `12.50`; a number as block attributes
	 * hold it) in minor units, or null when it is not a plain non-negative
	 * amount with at most the currency's digits.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed  $amount   Amount.
	 * @param string $currency Code.
	 */
	public static function to_minor( $amount, string $currency ): ?int {
		if ( is_int( $amount ) ) {
			$amount = (string) $amount;
		} elseif ( is_float( $amount ) ) {
			// Block attributes and JSON bodies keep amounts as numbers: 12.5
			// is taken as 12.50, but 1.005 has a digit too many and is refused
			// rather than rounded.
			$rounded = number_format( $amount, self::precision( $currency ), '.', '' );
			if ( ! is_finite( $amount ) || abs( (float) $rounded - $amount ) > 1e-9 ) {
				return null;
			}
			$amount = $rounded;
		}
		if ( ! is_string( $amount ) || ! preg_match( '/^(\d{1,9})(?:\.(\d+))?$/', trim( $amount ), $parts ) ) {
			return null;
		}
		$precision = self::precision( $currency );
		$fraction  = rtrim( $parts[2] ?? '', '0' );
		if ( strlen( $fraction ) > $precision ) {
			return null;
		}
		return (int) $parts[1] * ( 10 ** $precision ) + (int) str_pad( $fraction, $precision, '0' );
	}

	/**
	 * An amount as a visitor typed it, with the currency's own separators
	 * (`1.234,50` in EUR, `1 000` in SEK, `1'000.50` in CHF), in minor units;
	 * null when it is not an amount in that currency (grouping that is not
	 * between groups of three digits included).
	 *
	 * @since 0.4.0
	 *
	 * @param string $text     Typed text.
	 * @param string $currency Code.
	 */
	public static function parse_typed( string $text, string $currency ): ?int {
		$currency = strtoupper( $currency );
		if ( ! isset( self::SEPARATORS[ $currency ] ) ) {
			return null;
		}
		list( $grouping, $decimal ) = self::SEPARATORS[ $currency ];
		// A space is also typed as a no-break or narrow no-break space, an
		// apostrophe as a typographic one.
		$variants = array(
			' ' => array( ' ', "\u{00A0}", "\u{202F}" ),
			"'" => array( "'", "\u{2019}" ),
		);
		$value    = str_replace( $variants[ $grouping ] ?? array( $grouping ), $grouping, trim( $text ) );
		$parts    = explode( $decimal, $value );
		// Grouping only between groups of three digits: `12.50` in EUR is a
		// mistyped decimal, refused rather than read as 1250.
		if ( false !== strpos( $parts[0], $grouping ) && ! preg_match( '/^\d{1,3}(?:' . preg_quote( $grouping, '/' ) . '\d{3})+$/', $parts[0] ) ) {
			return null;
		}
		$parts[0] = str_replace( $grouping, '', $parts[0] );
		if ( count( $parts ) > 2 || ! preg_match( '/^\d*$/', $parts[0] ) || ! preg_match( '/^\d*$/', $parts[1] ?? '' ) || '' === $parts[0] . ( $parts[1] ?? '' ) ) {
			return null;
		}
		return self::to_minor( ( '' === $parts[0] ? '0' : $parts[0] ) . ( isset( $parts[1] ) && '' !== $parts[1] ? '.' . $parts[1] : '' ), $currency );
	}

	/**
	 * Minor units as a decimal string (`1250` EUR → `12.50`).
	 *
	 * @since 0.4.0
	 *
	 * @param int    $minor    Amount.
	 * @param string $currency Code.
	 */
	public static function from_minor( int $minor, string $currency ): string {
		$precision = self::precision( $currency );
		if ( 0 === $precision ) {
			return (string) $minor;
		}
		$sign  = $minor < 0 ? '-' : '';
		$minor = abs( $minor );
		$unit  = 10 ** $precision;
		return $sign . intdiv( $minor, $unit ) . '.' . str_pad( (string) ( $minor % $unit ), $precision, '0', STR_PAD_LEFT );
	}

	/**
	 * An amount for people: `€12.50`, `¥500`, `12.50 CHF`.
	 *
	 * @since 0.4.0
	 *
	 * @param int    $minor    Amount.
	 * @param string $currency Code.
	 */
	public static function format( int $minor, string $currency ): string {
		$symbols  = array(
			'USD' => '$',
			'EUR' => '€',
			'GBP' => '£',
			'JPY' => '¥',
			'AUD' => 'A$',
			'CAD' => 'C$',
			'NZD' => 'NZ$',
			'HKD' => 'HK$',
			'SGD' => 'S$',
			'MXN' => 'MX$',
			'BRL' => 'R$',
			'INR' => '₹',
		);
		$currency = strtoupper( $currency );
		$number   = self::from_minor( $minor, $currency );
		return isset( $symbols[ $currency ] ) ? $symbols[ $currency ] . $number : $number . ' ' . $currency;
	}
}
