/**
 * Internal dependencies
 */
import { ADDRESS_FIELDS, GOOGLE_MAPS_SEARCH_URL } from './constants';
import type { AddressAttributes } from './types';

/**
 * The address's non-empty fields, trimmed, in reading order.
 *
 * @param attributes The block's attributes.
 * @return The filled-in fields.
 */
export function addressParts( attributes: Partial< AddressAttributes > ) {
	return ADDRESS_FIELDS.map( ( field ) =>
		( attributes[ field ] ?? '' ).trim()
	).filter( Boolean );
}

/**
 * Whether some field of the address is not empty (spaces count as empty).
 *
 * @param attributes The block's attributes.
 * @return True when there is something to show or to look up.
 */
export function hasAddress( attributes: Partial< AddressAttributes > ) {
	return addressParts( attributes ).length > 0;
}

/**
 * The Google Maps link of the address: built only when some field is not
 * empty, from every non-empty field joined by commas.
 *
 * @param attributes The block's attributes.
 * @return The URL, or undefined for an empty address.
 */
export function getMapsUrl(
	attributes: Partial< AddressAttributes >
): string | undefined {
	const parts = addressParts( attributes );
	if ( ! parts.length ) {
		return undefined;
	}
	return GOOGLE_MAPS_SEARCH_URL + encodeURIComponent( parts.join( ', ' ) );
}
