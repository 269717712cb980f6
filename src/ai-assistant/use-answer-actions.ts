/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { parse } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { STATE_DONE, STATE_INIT } from './constants';
import { toBlocks } from '@cairn/shared/ai/answer-blocks';
import { cleanTitle, extractTitle } from './content';
import type { AiAssistantAttributes, PersistedState } from './types';
import type { usePostEditor } from './use-post-editor';

/** What the answer's actions need. */
export interface AnswerActionsOptions {
	/** The block's id in the editor. */
	clientId: string;
	/** The block's attributes. */
	attributes: AiAssistantAttributes;
	/** Updates the block's attributes. */
	setAttributes: ( attributes: Partial< AiAssistantAttributes > ) => void;
	/** The post the block is in. */
	postEditor: ReturnType< typeof usePostEditor >;
	/** Forgets the last request's text and error. */
	reset: ( state: PersistedState ) => void;
	/** Focuses the prompt input. */
	focusPrompt: () => void;
	/** Shows or hides the assistant's prompt. */
	setIsOpen: ( isOpen: boolean ) => void;
}

/**
 * What can be done with an answer: Accept turns it into
 * blocks, Accept title makes it the post's title, Discard and Undo go back
 * to before the last request, and Close hides the assistant.
 *
 * An assistant that took a block's place (Ask AI Assistant) keeps that
 * block, formatting and all: Undo and Close put it back, Discard puts it
 * back once there is no earlier answer to go back to, and Accept before any
 * answer arrived gives it back as it was rather than as plain text.
 *
 * @param options               What the actions need.
 * @param options.clientId      The block's id.
 * @param options.attributes    The block's attributes.
 * @param options.setAttributes Updates the block's attributes.
 * @param options.postEditor    The post the block is in.
 * @param options.reset         Forgets the last request.
 * @param options.focusPrompt   Focuses the prompt input.
 * @param options.setIsOpen     Shows or hides the prompt.
 * @return The handlers of the answer's buttons, named as their props.
 */
export function useAnswerActions( {
	clientId,
	attributes,
	setAttributes,
	postEditor,
	reset,
	focusPrompt,
	setIsOpen,
}: AnswerActionsOptions ) {
	const {
		content = '',
		originalContent = '',
		originalMessages,
		originalBlocks = '',
		messages,
	} = attributes;
	const { replaceBlocks, removeBlock } = useDispatch( blockEditorStore );

	/**
	 * Puts back the block the assistant took the place of.
	 *
	 * @return Whether there was one to put back.
	 */
	const restoreBlock = (): boolean => {
		const blocks = originalBlocks ? parse( originalBlocks ) : [];
		if ( ! blocks.length ) {
			return false;
		}
		replaceBlocks( clientId, blocks );
		return true;
	};

	const accept = () => {
		if ( ! messages.length && restoreBlock() ) {
			// Nothing was asked yet: the block as it was, not its plain text.
			return;
		}
		const { selectors, actions } = postEditor.getPostEditor();
		const { title, body } = extractTitle( content );
		let text = content;
		if (
			title &&
			actions?.editPost &&
			! selectors?.getEditedPostAttribute?.( 'title' )
		) {
			actions.editPost( { title } );
			text = body;
		}
		const blocks = toBlocks( text );
		if ( blocks.length ) {
			replaceBlocks( clientId, blocks );
		} else {
			removeBlock( clientId );
		}
	};

	const acceptTitle = () => {
		postEditor
			.getPostEditor()
			.actions?.editPost?.( { title: cleanTitle( content ) } );
		removeBlock( clientId );
	};

	const restoreOriginal = () => {
		const state = originalContent ? STATE_DONE : STATE_INIT;
		setAttributes( {
			content: originalContent,
			messages: originalMessages,
			requestingState: state,
		} );
		reset( state );
	};

	const discard = () => {
		if ( ! originalMessages.length && restoreBlock() ) {
			return;
		}
		restoreOriginal();
		focusPrompt();
	};

	const undo = () => {
		if ( restoreBlock() ) {
			return;
		}
		const wasEmpty = ! originalContent;
		restoreOriginal();
		if ( wasEmpty ) {
			removeBlock( clientId );
		} else {
			setIsOpen( false );
		}
	};

	const close = () => {
		if ( restoreBlock() ) {
			return;
		}
		if ( ! content ) {
			removeBlock( clientId );
		} else {
			setIsOpen( false );
		}
	};

	return {
		onAccept: accept,
		onAcceptTitle: acceptTitle,
		onDiscard: discard,
		onUndo: undo,
		onClose: close,
	};
}
