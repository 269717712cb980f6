/**
 * Ask AI Assistant on a paragraph, heading or list: the block makes way for
 * the assistant, which holds its text to work on and the block itself, with
 * its formatting, so that Discard, Close and Undo put it back as it was.
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, serialize } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';
import type { DataRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { blockAsAssistantText } from './answer';
import type { ToolbarBlockName } from './types';

/** The assistant block. */
export const ASSISTANT_BLOCK = 'cairn/ai-assistant';

/**
 * The assistant's attributes for a block it takes the place of.
 *
 * @param name  The block's type.
 * @param block The block.
 * @return The attributes.
 */
export function assistantAttributes(
	name: ToolbarBlockName,
	block: BlockInstance
): Record< string, unknown > {
	const text = blockAsAssistantText( name, block );
	return {
		content: text,
		originalContent: text,
		preTransformAction: 'askAssistant',
		originalBlocks: serialize( block ),
	};
}

/**
 * Replaces a block with the assistant, which keeps the block.
 *
 * @param registry The editor's registry.
 * @param clientId The block.
 * @param name     Its type.
 * @return The assistant's client id, or null when the block is gone.
 */
export function askAssistant(
	registry: Pick< DataRegistry, 'select' | 'dispatch' >,
	clientId: string,
	name: ToolbarBlockName
): string | null {
	const block = registry
		.select( blockEditorStore )
		.getBlock( clientId ) as BlockInstance | null;
	if ( ! block ) {
		return null;
	}
	const assistant = createBlock(
		ASSISTANT_BLOCK,
		assistantAttributes( name, block )
	);
	registry.dispatch( blockEditorStore ).replaceBlock( clientId, assistant );
	return assistant.clientId;
}
