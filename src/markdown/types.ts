/**
 * WordPress dependencies
 */
import type { BlockEditProps, BlockSaveProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { MODE_EDITOR, MODE_PREVIEW } from './constants';

/** The block's attributes (block.json). */
export interface MarkdownAttributes extends Record< string, unknown > {
	/** The Markdown the author wrote, kept in the block comment. @default '' */
	source: string;
	/** The source rendered and sanitized, read from the saved wrapper's inner HTML. @default '' */
	html: string;
}

/** Editor mode: the source field, or the rendered preview. */
export type MarkdownMode = typeof MODE_EDITOR | typeof MODE_PREVIEW;

/** Turns Markdown into sanitized HTML. */
export type MarkdownRenderer = ( source: string ) => string;

/** What the renderer loader hook gives back. */
export interface MarkdownRendererState {
	/** The renderer, or null until it has loaded. */
	render: MarkdownRenderer | null;
	/** Whether loading the renderer failed (a network error, say). */
	hasFailed: boolean;
}

/** Props of the Markdown block's edit component. */
export interface MarkdownEditProps extends BlockEditProps< MarkdownAttributes > {
	/** Removes the block; undefined when the block may not be removed. */
	onRemove?: () => void;
}

/** Props of the Markdown block's save component. */
export type MarkdownSaveProps = BlockSaveProps< MarkdownAttributes >;
