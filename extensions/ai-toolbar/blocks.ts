/**
 * Internal dependencies
 */
import type { ToolbarBlockName } from './types';

/** The blocks the toolbar is added to. Kept apart from the menus: the editor's script holds only this. */
export const TOOLBAR_BLOCKS: readonly ToolbarBlockName[] = [
	'core/heading',
	'core/paragraph',
	'core/list',
	'core/list-item',
	'cairn/contact-form',
];

/**
 * Whether a block gets the toolbar.
 *
 * @param name The block name.
 * @return True for the supported text blocks.
 */
export function isToolbarBlock( name: string ): name is ToolbarBlockName {
	return ( TOOLBAR_BLOCKS as readonly string[] ).includes( name );
}
