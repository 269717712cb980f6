/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The GIF block's attributes (block.json). */
export interface GifAttributes extends Record< string, unknown > {
	/** Alignment. @default 'center' */
	align: string;
	/** The caption under the GIF (may hold inline formats). */
	caption: string;
	/** The chosen GIF's Giphy embed URL (`https://giphy.com/embed/{id}`); '' for none. */
	giphyUrl: string;
	/** What was typed: a search term or a pasted URL. */
	searchText: string;
	/** The GIF's height as a share of its width, e.g. '56.2%'. @default '56.2%' */
	paddingTop: string;
}

/** The block's editor props. */
export type GifEditProps = BlockEditProps< GifAttributes >;

/** One rendition of a GIF, as Cairn's GIF routes answer it. */
export interface GifRendition {
	/** Width in pixels. */
	width: number;
	/** Height in pixels. */
	height: number;
	/** The GIF file. */
	url: string;
	/** The same as an MP4 video, when Giphy has one. */
	mp4?: string;
	/** The same as WebP, when Giphy has one. */
	webp?: string;
}

/** A GIF, as `/cairn/v1/gif/search` and `/cairn/v1/gif/{id}` answer it (Giphy's shape, cut down). */
export interface Gif {
	/** Giphy's id. */
	id: string;
	/** Its title. */
	title: string;
	/** Its page on Giphy. */
	url: string;
	/** Its embed URL, saved as giphyUrl. */
	embed_url: string;
	/** Its renditions. */
	images: {
		original: GifRendition;
		original_still?: GifRendition;
		fixed_height_small?: GifRendition;
		fixed_width?: GifRendition;
	};
}

/**
 * What the text typed in the placeholder is: a GIF id from a Giphy URL, a
 * short link to resolve first, a search term, or a URL that is refused.
 */
export type GifInput =
	| { kind: 'id'; id: string }
	| { kind: 'short'; url: string }
	| { kind: 'search'; term: string }
	| { kind: 'refused' }
	| { kind: 'empty' };
