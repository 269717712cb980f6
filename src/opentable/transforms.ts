/**
 * WordPress dependencies
 */
import { createBlock } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { parseReservationLink } from './parser';

/**
 * A pasted reservation link becomes the block: a paragraph holding only a
 * URL with `rid` or `restref` digits on an OpenTable host.
 */
const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before the core Embed block's transform, which takes any lone URL.
			priority: 9,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				parseReservationLink( node.textContent ?? '' ) !== null,
			transform: ( node: Node ) =>
				createBlock(
					'cairn/opentable',
					( parseReservationLink( node.textContent ?? '' ) ??
						{} ) as Record< string, unknown >
				),
		},
	],
};

export default transforms;
