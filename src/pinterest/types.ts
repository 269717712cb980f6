/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The Pinterest block's attributes (block.json). */
export interface PinterestAttributes extends Record< string, unknown > {
	/** The pin, board or user URL on Pinterest; '' before one is embedded. */
	url: string;
}

/** The block's editor props. */
export type PinterestEditProps = BlockEditProps< PinterestAttributes >;

/** Pinterest's widget kinds (its `data-pin-do` values). */
export type PinterestEmbedType = 'embedPin' | 'embedBoard' | 'embedUser';

/** What a URL typed in the placeholder is. */
export type PinterestInput =
	| { kind: 'embed'; url: string; type: PinterestEmbedType }
	| { kind: 'short'; url: string }
	| { kind: 'refused' };
