/**
 * Internal dependencies
 */
import type { PromptType } from '@cairn/shared/ai/types';

/** The core blocks that get the AI toolbar. */
export type ToolbarBlockName =
	| 'core/heading'
	| 'core/paragraph'
	| 'core/list'
	| 'core/list-item'
	| 'cairn/contact-form';

/** What one menu entry does. */
export interface ToolbarAction {
	/**
	 * 'ask' turns the block into the assistant (a paragraph, heading or
	 * list) or opens the inline input for a typed instruction (a list item,
	 * a form); 'prompt' rewrites it.
	 */
	kind: 'ask' | 'prompt';
	/** What the user typed in the inline input (a `userPrompt`, or the form's request). */
	request?: string;
	/** The prompt type (for 'prompt'). */
	promptType?: PromptType;
	/** The tone, for changeTone. */
	tone?: string;
	/** The language code, for changeLanguage. */
	language?: string;
}

/** One entry of the toolbar's menu: an action, or a submenu. */
export interface ToolbarMenuItem {
	/** Stable id, e.g. 'makeLonger' or 'changeTone:formal'. */
	id: string;
	/** What the menu shows. */
	label: string;
	/** The action; none for a submenu. */
	action?: ToolbarAction;
	/** The entries of a submenu. */
	children?: ToolbarMenuItem[];
	/** Whether the action works on the block's content (hidden when empty). */
	needsContent: boolean;
}

/** What decides the menu besides the block type. */
export interface MenuContext {
	/** Whether the block has no text. */
	isEmpty: boolean;
	/** For lists: whether it is not nested in another list. */
	isTopLevel: boolean;
}
