/**
 * The AI toolbar on text blocks: a dropdown in the
 * toolbar of headings, paragraphs, lists and list items. Only the menu is
 * in the editor's script; the inline input, the AI client and its store load
 * when a supported block is first selected or the menu first used.
 */

/**
 * WordPress dependencies
 */
import { addFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { isAiFeatureEnabled } from '@cairn/shared/site/editor-data';
import { withAiToolbar } from './with-ai-toolbar';
// A few rules, in the editor's one stylesheet: the input itself loads later.
import './editor.scss';

// The switch is in the editor data: with it off, nothing of the toolbar loads.
if ( isAiFeatureEnabled( 'ai-toolbar' ) ) {
	addFilter( 'editor.BlockEdit', 'cairn/ai-toolbar', withAiToolbar );
}
