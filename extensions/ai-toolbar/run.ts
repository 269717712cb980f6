/**
 * One action of the AI toolbar on one block, outside React so that its rules
 * are tested on their own: stream the answer into the block, Stop, Undo
 * (the block exactly as it was), Try again, and never overwrite an edit the
 * user made while the answer arrived. A whole streamed rewrite is one step
 * of the editor's undo history: its first write makes the step, every later
 * one joins it, so one Ctrl+Z brings the block back as it was.
 */

/**
 * WordPress dependencies
 */
import type { Block as BlockInstance } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createAiError } from '@cairn/shared/ai/errors';
import type { streamAiSuggestion } from '@cairn/shared/ai/stream';
import type { AiError, AiMessage } from '@cairn/shared/ai/types';
import { buildRequestMessages } from '../../src/ai-assistant/history';
import {
	answerToListItems,
	answerToRichText,
	blockSource,
	FORM_BLOCK,
} from './answer';
import { formInstruction, formMessages } from './form';
import { TOOLBAR_FEATURE, replacesBlock } from './menus';
import type { ToolbarAction, ToolbarBlockName } from './types';

/** Where the action is. */
export type RunState =
	// Waiting for a typed instruction (Ask AI Assistant on a list item or a form).
	| 'idle'
	| 'streaming'
	| 'done'
	| 'stopped'
	| 'error'
	// The user edited the block while the answer arrived: it is offered.
	| 'conflict';

/** What the inline input shows. */
export interface RunView {
	state: RunState;
	/** The answer so far. */
	answer: string;
	/** Why it failed ('error'). */
	error: AiError | null;
}

/** The block-editor actions and selectors a run uses. */
export interface EditorPort {
	getBlock: ( clientId: string ) => BlockInstance | null;
	updateBlockAttributes: (
		clientId: string,
		attributes: Record< string, unknown >
	) => void;
	replaceInnerBlocks: ( clientId: string, blocks: BlockInstance[] ) => void;
	replaceBlocks: ( clientId: string, blocks: BlockInstance[] ) => void;
	/**
	 * Makes the next change join the last step of the undo history instead
	 * of making one of its own (`__unstableMarkNextChangeAsNotPersistent`).
	 */
	markNextChangeAsNotPersistent: () => void;
}

/** What a run needs. */
export interface RunOptions {
	clientId: string;
	name: ToolbarBlockName;
	action: ToolbarAction;
	editor: EditorPort;
	/** The streaming client (the shared one; a fake in tests). */
	stream: typeof streamAiSuggestion;
	/** Turns an answer into blocks (list transforms). */
	toBlocks: ( text: string ) => BlockInstance[];
	/** Turns an answer into a form's blocks, or null when it is not valid form markup (the form). */
	toFormBlocks?: ( text: string ) => BlockInstance[] | null;
	postId?: number;
	/** Told each time the view changes. */
	onChange: ( view: RunView ) => void;
}

/** The controls of a run. */
export interface InlineRun {
	/** Sends the request (again, from the original block, on Try again). */
	start: () => void;
	stop: () => void;
	/** Puts the block back exactly as it was. */
	undo: () => void;
	retry: () => void;
	/** Writes the offered answer over the block (after a conflict) or puts a transform's blocks in its place. */
	useAnswer: () => void;
	/** Stops listening; what is in the block stays. */
	close: () => void;
	/** Whether a request is running. */
	isRunning: () => boolean;
}

/**
 * What the tools compare to tell whether the user changed a block: its
 * content and its items', as HTML.
 *
 * @param block The block.
 * @return A comparable string.
 */
export function blockSignature( block: BlockInstance | null ): string {
	const shape = ( part: BlockInstance ): unknown => [
		String( part.attributes.content ?? '' ),
		part.innerBlocks.map( shape ),
	];
	return block ? JSON.stringify( shape( block ) ) : '';
}

/**
 * Starts nothing yet: creates the run of one action on one block.
 *
 * @param options What the run needs.
 * @return Its controls.
 */
export function createInlineRun( options: RunOptions ): InlineRun {
	const { clientId, name, action, editor, onChange } = options;
	const original = editor.getBlock( clientId );
	let written = blockSignature( original );
	let changed = false;
	let view: RunView = { state: 'streaming', answer: '', error: null };
	let current: { close: () => void } | null = null;
	let requestId = 0;

	const isForm = name === FORM_BLOCK;

	const set = ( next: Partial< RunView > ) => {
		view = { ...view, ...next };
		onChange( view );
	};

	/**
	 * Makes a write join the rewrite's undo step: only the first write of
	 * the block makes a step of its own.
	 */
	const joinUndoStep = () => {
		if ( changed ) {
			editor.markNextChangeAsNotPersistent();
		}
	};

	/**
	 * Writes an answer into the block.
	 *
	 * @param text The answer so far.
	 */
	const write = ( text: string ) => {
		if ( isForm ) {
			// A form changes once, whole, when its answer is complete and valid.
			const blocks = options.toFormBlocks?.( text ) ?? null;
			if ( ! blocks ) {
				return;
			}
			joinUndoStep();
			editor.replaceInnerBlocks( clientId, blocks );
		} else if ( name === 'core/list' ) {
			const items = answerToListItems( text );
			if ( ! items.length ) {
				return;
			}
			joinUndoStep();
			editor.replaceInnerBlocks( clientId, items );
		} else {
			joinUndoStep();
			editor.updateBlockAttributes( clientId, {
				content: answerToRichText( text ),
			} );
		}
		changed = true;
		written = blockSignature( editor.getBlock( clientId ) );
	};

	/** Puts the original back, when the block is still what the tools wrote. */
	const restore = () => {
		if ( ! original || ! changed ) {
			return;
		}
		// Putting it back joins the rewrite's step: undoing it changes nothing more.
		editor.markNextChangeAsNotPersistent();
		editor.updateBlockAttributes( clientId, original.attributes );
		if ( name === 'core/list' || isForm ) {
			editor.markNextChangeAsNotPersistent();
			editor.replaceInnerBlocks( clientId, original.innerBlocks );
		}
		changed = false;
		written = blockSignature( original );
	};

	const userEdited = () =>
		blockSignature( editor.getBlock( clientId ) ) !== written;

	const closeStream = () => {
		requestId++;
		current?.close();
		current = null;
	};

	const start = () => {
		closeStream();
		if ( ! original ) {
			return;
		}
		if ( action.kind === 'ask' && ! action.request ) {
			// Nothing to send until the user types what they want.
			set( { state: 'idle', answer: '', error: null } );
			return;
		}
		const id = requestId;
		const isCurrent = () => id === requestId;
		const messages: AiMessage[] = isForm
			? formMessages(
					formInstruction( action ),
					blockSource( name, original )
				)
			: buildRequestMessages( [], {
					type: action.promptType ?? 'userPrompt',
					// A prompt type is the whole task; a typed instruction is what the user adds.
					request: action.request ?? '',
					content: blockSource( name, original ),
					tone: action.tone,
					language: action.language,
					isFollowUp: false,
				} );
		const transform = replacesBlock( action.promptType );
		set( { state: 'streaming', answer: '', error: null } );
		current = options.stream( messages, {
			postId: options.postId,
			feature: TOOLBAR_FEATURE,
			onSuggestion( text ) {
				if ( ! isCurrent() ) {
					return;
				}
				if ( ! transform && ! isForm && view.state === 'streaming' ) {
					if ( userEdited() ) {
						set( { state: 'conflict' } );
					} else {
						write( text );
					}
				}
				set( { answer: text } );
			},
			onDone( text ) {
				if ( ! isCurrent() ) {
					return;
				}
				current = null;
				if ( view.state === 'conflict' || transform ) {
					set( {
						answer: text,
						state: view.state === 'conflict' ? 'conflict' : 'done',
					} );
					return;
				}
				if ( userEdited() ) {
					set( { answer: text, state: 'conflict' } );
					return;
				}
				if ( isForm && ! options.toFormBlocks?.( text ) ) {
					// Nothing the form holds is touched by an answer that is not a form.
					set( {
						answer: text,
						state: 'error',
						error: {
							...createAiError( 'error_response' ),
							detail: __(
								'The answer could not be turned into form blocks. Your form is unchanged; try again or reword your request.',
								'cairn'
							),
						},
					} );
					return;
				}
				write( text );
				set( { answer: text, state: 'done' } );
			},
			onError( error ) {
				if ( ! isCurrent() ) {
					return;
				}
				current = null;
				// A dropped connection leaves the block as the user had it;
				// an edit made meanwhile is theirs and stays.
				if ( view.state !== 'conflict' && ! userEdited() ) {
					restore();
				}
				set( { state: 'error', error } );
			},
		} );
	};

	return {
		start,
		stop() {
			if ( current ) {
				closeStream();
				set( {
					state: view.state === 'conflict' ? 'conflict' : 'stopped',
				} );
			}
		},
		undo() {
			closeStream();
			if ( ! userEdited() ) {
				restore();
			}
		},
		retry() {
			if ( ! userEdited() ) {
				restore();
			}
			start();
		},
		useAnswer() {
			if ( ! view.answer ) {
				return;
			}
			if ( replacesBlock( action.promptType ) ) {
				editor.replaceBlocks(
					clientId,
					options.toBlocks( view.answer )
				);
				return;
			}
			write( view.answer );
			set( { state: 'done' } );
		},
		close: closeStream,
		isRunning: () => current !== null,
	};
}
