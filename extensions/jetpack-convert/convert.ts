/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { parse, type Block as BlockInstance } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { ConversionResponse, MissingAttributes } from './types';

export { isMissingJetpackBlock } from './is-missing-jetpack-block';

/** A converted block: what replaces it, and what the server said. */
export interface Converted {
	clientId: string;
	blocks: BlockInstance[];
	response: ConversionResponse;
}

/**
 * Converts a missing Jetpack block through the server, which holds the
 * rules (the same the Tools screen and the command run), and parses the
 * answer into blocks. Null when Cairn has no block for it.
 *
 * @param block The missing block.
 * @return The blocks to put in its place, or null.
 */
export async function convertBlock(
	block: BlockInstance< MissingAttributes >
): Promise< Converted | null > {
	const response = await apiFetch< ConversionResponse >( {
		path: ROUTES.jetpackConvert,
		method: 'POST',
		data: { content: block.attributes.originalContent },
	} );
	if ( ! response.changed ) {
		return null;
	}
	return {
		clientId: block.clientId,
		blocks: parse( response.content ),
		response,
	};
}
