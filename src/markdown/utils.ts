/**
 * Internal dependencies
 */
import { MIN_SOURCE_ROWS, MODE_EDITOR } from './constants';
import type { MarkdownMode } from './types';

/**
 * The mode after the block's selection changes: selecting the block returns
 * it to editor mode, so the author can type straight away; anything else
 * keeps the mode.
 *
 * @param mode        The current mode.
 * @param wasSelected Whether the block was selected before.
 * @param isSelected  Whether the block is selected now.
 * @return The new mode.
 */
export function getModeAfterSelectionChange(
	mode: MarkdownMode,
	wasSelected: boolean,
	isSelected: boolean
): MarkdownMode {
	return ! wasSelected && isSelected ? MODE_EDITOR : mode;
}

/**
 * Whether a key press in the source field removes the block: Backspace when
 * the source is empty, as in an empty paragraph.
 *
 * @param key    The pressed key (KeyboardEvent.key).
 * @param source The current source.
 * @return True when the block should be removed.
 */
export function shouldRemoveOnKey( key: string, source: string ): boolean {
	return key === 'Backspace' && source === '';
}

/**
 * How many lines the source field shows: one per source line, at least three.
 *
 * @param source The current source.
 * @return The textarea's rows.
 */
export function getSourceRows( source: string ): number {
	return Math.max( MIN_SOURCE_ROWS, source.split( '\n' ).length );
}
