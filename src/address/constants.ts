/**
 * Internal dependencies
 */
import type { AddressField } from './types';

/** Every text field of the address, in reading order. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
	'address',
	'addressLine2',
	'addressLine3',
	'city',
	'region',
	'postal',
	'country',
];

/** Google Maps' search URL; the address goes in the `query` argument. */
export const GOOGLE_MAPS_SEARCH_URL =
	'https://www.google.com/maps/search/?api=1&query=';
