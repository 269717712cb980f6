/**
 * What a new contact info block holds: an email, a phone and an address,
 * as `[ name ]` template items.
 */
export const TEMPLATE: [ string ][] = [
	[ 'cairn/email' ],
	[ 'cairn/phone' ],
	[ 'cairn/address' ],
];
