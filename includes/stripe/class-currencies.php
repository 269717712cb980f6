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
	 * The smallest amount per currency, in minor units (USD .5,
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
	 * The largest amount taken in one payment per currency, in minor units,
	 * unless the owner set another in the `stripe_maximum_amounts` setting:
	 * about 10,000 US dollars in each, so that a form cannot be used to try
	 * stolen cards on huge amounts (card testing), yet high enough for a
	 * generous donation.
	 *
	 * @var array<string,int>
	 */
	public const MAXIMUMS = array(
		'USD' => 1000000,
		'AUD' => 1500000,
		'BRL' => 5000000,
		'CAD' => 1300000,
		'CHF' => 1000000,
		'DKK' => 7000000,
		'EUR' => 1000000,
		'GBP' => 800000,
		'HKD' => 8000000,
		'INR' => 80000000,
		'JPY' => 1500000,
		'MXN' => 20000000,
		'NOK' => 10000000,
		'NZD' => 1700000,
		'PLN' => 4000000,
		'SEK' => 10000000,
		'SGD' => 1300000,
	);

	/** Stripe takes at most eight digits of minor units in one payment. */
	public const STRIPE_MAXIMUM = 99999999;

	/** The service setting where the owner sets other maximums (`USD 25000, JPY 3000000`). */
	public const MAXIMUM_SETTING = 'stripe_maximum_amounts';

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
	 * The largest amount in minor units: the owner's, else the default; never
	 * more than Stripe takes. 0 for an unknown currency.
	 *
	 * @since 0.5.0
	 *
	 * @param string $currency Code.
	 */
	public static function maximum( string $currency ): int {
		$currency = strtoupper( $currency );
		if ( ! isset( self::MAXIMUMS[ $currency ] ) ) {
			return 0;
		}
		$set = self::owner_maximums()[ $currency ] ?? self::MAXIMUMS[ $currency ];
		return min( self::STRIPE_MAXIMUM, max( self::minimum( $currency ), $set ) );
	}

	/**
	 * The maximums the owner set: a list of a currency code and an amount in
	 * its major units (`USD 25000, EUR 20000`; commas, semicolons or new
	 * lines between them). Parts that are not one of our currencies with a
	 * plain amount are left out, so their currency keeps its default.
	 *
	 * @since 0.5.0
	 *
	 * @return array<string,int> Currency => minor units.
	 */
	public static function owner_maximums(): array {
		$set    = \Cairn\Settings::get( self::MAXIMUM_SETTING );
		$parsed = array();
		$parts  = preg_split( '/[,;\n]+/', $set );
		foreach ( is_array( $parts ) ? $parts : array() as $part ) {
			if ( ! preg_match( '/^\s*([A-Za-z]{3})\s*[:=]?\s*([0-9][0-9 ]*(?:\.[0-9]+)?)\s*$/', $part, $match ) ) {
				continue;
			}
			$currency = strtoupper( $match[1] );
			$minor    = self::is_supported( $currency ) ? self::to_minor( str_replace( ' ', '', $match[2] ), $currency ) : null;
			if ( null !== $minor ) {
				$parsed[ $currency ] = $minor;
			}
		}
		return $parsed;
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
