/**
 * The AI toolbar's menus, as data: what each text block and the form
 * offer. Pure, so that each block type's menu is tested without an editor.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	LANGUAGES,
	TONES,
	getLanguageLabels,
	getToneLabels,
} from '../../src/ai-assistant/constants';
import { isStageAllowed, withStageLabel } from '@cairn/shared/site/stages';
import type { MenuContext, ToolbarBlockName, ToolbarMenuItem } from './types';

export { TOOLBAR_BLOCKS, isToolbarBlock } from './blocks';

/** The stage list's name of the list transforms (a beta). */
export const LIST_TRANSFORMS = 'ai-list-to-table-transform';

/** The AI feature the toolbar's switch and requests belong to. */
export const TOOLBAR_FEATURE = 'ai-toolbar';

/** The notice an empty block shows instead of the tools that need content. */
export const getEmptyNotice = () =>
	__( 'Add content to activate the tools below', 'cairn' );

/**
 * A rewrite of the block's content with one prompt type.
 *
 * @param id    The prompt type, also the entry's id.
 * @param label What the menu shows.
 * @return The entry.
 */
function rewrite(
	id:
		| 'correctSpelling'
		| 'simplify'
		| 'summarize'
		| 'makeLonger'
		| 'makeShorter'
		| 'transformListToTable'
		| 'writePostFromList',
	label: string
): ToolbarMenuItem {
	return {
		id,
		label,
		needsContent: true,
		action: { kind: 'prompt', promptType: id },
	};
}

/**
 * The menu of one block.
 *
 * @param name    The block name.
 * @param context Whether the block is empty, and (lists) top level.
 * @return The entries, in order; those that need content are left out of
 *         an empty block's menu.
 */
export function getToolbarMenu(
	name: ToolbarBlockName,
	context: MenuContext
): ToolbarMenuItem[] {
	const tones = getToneLabels();
	const languages = getLanguageLabels();
	// The list transforms are a beta extension: offered and labelled as its stage says.
	const beta = ( label: string ) => withStageLabel( LIST_TRANSFORMS, label );

	const items: ToolbarMenuItem[] = [
		{
			id: 'askAssistant',
			label: __( 'Ask AI Assistant', 'cairn' ),
			needsContent: false,
			action: { kind: 'ask' },
		},
		rewrite(
			'correctSpelling',
			__( 'Correct spelling and grammar', 'cairn' )
		),
		{
			id: 'changeTone',
			label: __( 'Change tone', 'cairn' ),
			needsContent: true,
			children: TONES.map( ( tone ) => ( {
				id: `changeTone:${ tone }`,
				label: tones[ tone ],
				needsContent: true,
				action: { kind: 'prompt', promptType: 'changeTone', tone },
			} ) ),
		},
		{
			id: 'changeLanguage',
			label: __( 'Change language', 'cairn' ),
			needsContent: true,
			children: LANGUAGES.map( ( language ) => ( {
				id: `changeLanguage:${ language }`,
				label: languages[ language ],
				needsContent: true,
				action: {
					kind: 'prompt',
					promptType: 'changeLanguage',
					language,
				},
			} ) ),
		},
	];

	if ( name === 'cairn/contact-form' ) {
		// A form offers Ask, spelling, tone and language: its texts, not its fields.
		return items;
	}
	if ( name === 'core/paragraph' ) {
		items.push(
			rewrite( 'simplify', __( 'Simplify', 'cairn' ) ),
			rewrite( 'summarize', __( 'Summarize', 'cairn' ) ),
			rewrite( 'makeLonger', __( 'Make longer', 'cairn' ) ),
			rewrite( 'makeShorter', __( 'Make shorter', 'cairn' ) )
		);
	}
	if ( name === 'core/list' || name === 'core/list-item' ) {
		items.push(
			rewrite( 'simplify', __( 'Simplify', 'cairn' ) ),
			rewrite( 'makeLonger', __( 'Make longer', 'cairn' ) ),
			rewrite( 'makeShorter', __( 'Make shorter', 'cairn' ) )
		);
	}
	if (
		name === 'core/list' &&
		context.isTopLevel &&
		isStageAllowed( LIST_TRANSFORMS )
	) {
		items.push(
			rewrite(
				'transformListToTable',
				beta( __( 'Turn list into a table', 'cairn' ) )
			),
			rewrite(
				'writePostFromList',
				beta( __( 'Write a post from this list', 'cairn' ) )
			)
		);
	}

	return context.isEmpty
		? items.filter( ( item ) => ! item.needsContent )
		: items;
}

/**
 * Whether an action replaces the block with other blocks (a table, a post)
 * rather than rewriting its own content.
 *
 * @param promptType The action's prompt type.
 * @return True for the list transforms.
 */
export function replacesBlock( promptType: string | undefined ): boolean {
	return (
		promptType === 'transformListToTable' ||
		promptType === 'writePostFromList'
	);
}

/**
 * Whether Ask AI Assistant opens the inline input for a typed instruction
 * rather than turning the block into the assistant: a list item and a list
 * nested in one (a list holds only items, an item only lists), and a form
 * (its fields are not text).
 *
 * @param name       The block's type.
 * @param isTopLevel For lists: whether it is not nested in another list.
 * @return True where the block cannot make way for the assistant.
 */
export function asksInline(
	name: ToolbarBlockName,
	isTopLevel = true
): boolean {
	return (
		name === 'core/list-item' ||
		name === 'cairn/contact-form' ||
		( name === 'core/list' && ! isTopLevel )
	);
}
