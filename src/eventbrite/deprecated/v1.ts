/**
 * WordPress dependencies
 */
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EventbriteAttributes } from '../types';

/**
 * The attributes of the first version, which had no in-page style. A block
 * is offered to `isEligible` as today's version reads it, so its style may
 * be any of today's.
 */
interface V1Attributes extends Record< string, unknown > {
	url: string;
	eventId: string;
	style: string;
}

/**
 * The first version saved nothing but its attributes and drew a button
 * reading 'Buy Tickets' on the server. A block of it whose button shows
 * (modal or link) gets that button as a Button block, with the same text,
 * so that its text and colours can be changed and the page reads as before.
 */
const v1: BlockDeprecation< EventbriteAttributes, V1Attributes > = {
	attributes: {
		url: { type: 'string', default: '' },
		eventId: { type: 'string', default: '' },
		style: { type: 'string', enum: [ 'modal', 'link' ], default: 'modal' },
	},
	supports: { html: false, align: true },
	save: () => null,
	isEligible: ( attributes, innerBlocks ) =>
		innerBlocks.length === 0 && attributes.style !== 'inline',
	migrate: ( attributes ) => [
		attributes as EventbriteAttributes,
		[
			createBlock( 'cairn/button', {
				element: 'a',
				text: __( 'Buy Tickets', 'cairn' ),
			} ),
		],
	],
};

export default v1;
