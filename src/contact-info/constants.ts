/**
 * WordPress dependencies
 */
import type { TemplateArray } from '@wordpress/blocks';

/** What a new contact info block holds: an email, a phone and an address. */
export const TEMPLATE: TemplateArray = [
	[ 'cairn/email' ],
	[ 'cairn/phone' ],
	[ 'cairn/address' ],
];
