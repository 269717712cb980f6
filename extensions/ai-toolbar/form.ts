/**
 * The AI toolbar on a form: every action is a request to rewrite the form's
 * blocks, sent and checked as Form AI's are (valid form blocks only, the
 * form replaced whole once the answer is complete).
 */

/**
 * WordPress dependencies
 */
import { serialize } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { AiMessage } from '@cairn/shared/ai/types';
import { ALLOWED_BLOCKS } from '../../src/contact-form/constants';
import { parseFormAnswer } from '../../src/contact-form/form-ai';
import type { ToolbarAction } from './types';

/** What every rewrite of a form keeps, whatever it changes. */
const KEEP =
	'Keep every field, its type, whether it is required, and the order of the fields.';

/**
 * What a toolbar action asks of a form, in the words the model reads (the
 * model's instructions, not the editor's interface: never translated).
 *
 * @param action The action.
 * @return The request.
 */
export function formInstruction( action: ToolbarAction ): string {
	if ( action.request ) {
		return action.request;
	}
	switch ( action.promptType ) {
		case 'correctSpelling':
			return `Correct the spelling and grammar of every label, placeholder, option and button text of this form. ${ KEEP }`;
		case 'changeTone':
			return `Rewrite every label, placeholder, option and button text of this form in a ${
				action.tone ?? 'formal'
			} tone. ${ KEEP }`;
		case 'changeLanguage':
			return `Translate every label, placeholder, option and button text of this form into the language whose ISO 639-1 code is "${
				action.language ?? 'en'
			}". ${ KEEP }`;
	}
	return KEEP;
}

/**
 * The messages of a request about a form: Form AI's prompt, with the form
 * as it is so that the answer changes it rather than starts over.
 *
 * @param request What is asked.
 * @param source  The form's blocks as markup.
 * @return The messages.
 */
export function formMessages( request: string, source: string ): AiMessage[] {
	return [
		{
			role: 'cairn-ai',
			content: request,
			context: {
				type: 'formCustomPrompt',
				request,
				is_follow_up: false,
				content: source,
				supports: ALLOWED_BLOCKS,
			},
		},
	];
}

/**
 * A form's blocks as the content a request works on.
 *
 * @param blocks The form's inner blocks.
 * @return Their markup.
 */
export function formSource( blocks: BlockInstance[] ): string {
	return serialize( blocks );
}

/**
 * An answer as a form's blocks, or null when it is not valid form markup.
 *
 * @param text The answer.
 * @return The blocks.
 */
export function toFormBlocks( text: string ): BlockInstance[] | null {
	const answer = parseFormAnswer( text );
	return answer.ok ? answer.blocks : null;
}
