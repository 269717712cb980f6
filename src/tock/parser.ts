/**
 * The table-booking parser: what the owner enters becomes the
 * business name Cairn stores (the `url` attribute). The text up to the
 * booking domain is stripped (`https://www.exploretock.com/acme` → `acme`);
 * the name is one path segment of letters, digits, `-` and `_`. Pure; the
 * server runs the same rules (includes/blocks/class-tock.php) on the same
 * test cases.
 */

/** Longest input read. */
export const MAX_INPUT_LENGTH = 500;

/** The booking domain. */
export const BOOKING_DOMAIN = 'exploretock.com';

/** A business name: one plain path segment. */
const NAME = /^[a-z0-9_-]{1,100}$/i;

/**
 * Reads the business name.
 *
 * @param input What was entered.
 * @return The name, or null.
 */
export function parseTockName( input: unknown ): string | null {
	if ( typeof input !== 'string' || input.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	let value = input.trim();
	const at = value.toLowerCase().indexOf( `${ BOOKING_DOMAIN }/` );
	if ( at >= 0 ) {
		// Only an http(s) address on the booking domain itself is stripped.
		const prefix = value.slice( 0, at );
		if ( ! /^(?:https?:\/\/)?(?:www\.)?$/i.test( prefix ) ) {
			return null;
		}
		value = value.slice( at + BOOKING_DOMAIN.length + 1 );
		// Drop a query, fragment or further path.
		value = value.split( /[/?#]/ )[ 0 ];
	}
	return NAME.test( value ) ? value : null;
}
