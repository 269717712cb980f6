/**
 * The AI toolbar's inline input (its own chunk): shown under the block while
 * an action runs, with Stop, Undo, Try again and Close.
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';
import { Button, Notice, Popover } from '@wordpress/components';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AiUpgradePrompt from '@cairn/shared/ai/components/ai-upgrade-prompt';
import { streamAiSuggestion } from '@cairn/shared/ai/stream';
import { preferOnDevice } from '@cairn/shared/ai/prefer-on-device';
import { toBlocks } from '@cairn/shared/ai/answer-blocks';
import { blockAsAssistantText } from './answer';
import { replacesBlock } from './menus';
import { createInlineRun } from './run';
import type { EditorPort, InlineRun, RunView } from './run';
import type { ToolbarAction, ToolbarBlockName } from './types';

/** The toolbar's client: the browser first where the site allows it, else the server. */
const toolbarStream = preferOnDevice( streamAiSuggestion );

/** Props of the inline input. */
export interface InlineInputProps {
	clientId: string;
	name: ToolbarBlockName;
	action: ToolbarAction;
	/** Whether the budget is spent: the upgrade prompt instead of a request. */
	requireUpgrade: boolean;
	onClose: () => void;
}

/**
 * The block's element, in the editor's canvas iframe or in the page.
 *
 * @param clientId The block.
 * @return The element, or null.
 */
export function findBlockElement( clientId: string ): HTMLElement | null {
	const id = `block-${ clientId }`;
	const frame = document.querySelector< HTMLIFrameElement >(
		'iframe[name="editor-canvas"]'
	);
	return (
		frame?.contentDocument?.getElementById( id ) ??
		document.getElementById( id )
	);
}

/**
 * The inline input of one action on one block.
 *
 * @param props                The props.
 * @param props.clientId       The block.
 * @param props.name           Its type.
 * @param props.action         The chosen action.
 * @param props.requireUpgrade Whether the budget is spent.
 * @param props.onClose        Closes the input.
 * @return The input.
 */
export default function InlineInput( {
	clientId,
	name,
	action,
	requireUpgrade,
	onClose,
}: InlineInputProps ) {
	const registry = useRegistry();
	const { replaceBlock } = useDispatch( blockEditorStore );
	const [ view, setView ] = useState< RunView | null >( null );
	const run = useRef< InlineRun | null >( null );
	// Ask AI Assistant: the block becomes the assistant, holding its content.
	useEffect( () => {
		if ( action.kind !== 'ask' ) {
			return;
		}
		const block = registry
			.select( blockEditorStore )
			.getBlock( clientId ) as BlockInstance | null;
		if ( block ) {
			const text = blockAsAssistantText( name, block );
			replaceBlock(
				clientId,
				createBlock( 'cairn/ai-assistant', {
					content: text,
					originalContent: text,
					preTransformAction: 'askAssistant',
				} )
			);
		}
		onClose();
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- once, on open.

	useEffect( () => {
		if ( action.kind !== 'prompt' || requireUpgrade ) {
			return;
		}
		const select = registry.select( blockEditorStore );
		const dispatch = registry.dispatch( blockEditorStore );
		const editor: EditorPort = {
			getBlock: ( id ) => select.getBlock( id ) as BlockInstance | null,
			updateBlockAttributes: ( id, attributes ) =>
				dispatch.updateBlockAttributes( id, attributes ),
			replaceInnerBlocks: ( id, blocks ) =>
				dispatch.replaceInnerBlocks( id, blocks ),
			replaceBlocks: ( id, blocks ) =>
				dispatch.replaceBlocks( id, blocks ),
		};
		const postId = (
			registry.select( 'core/editor' ) as
				{ getCurrentPostId?: () => number | null } | undefined
		 )?.getCurrentPostId?.();
		run.current = createInlineRun( {
			clientId,
			name,
			action,
			editor,
			stream: toolbarStream,
			toBlocks,
			postId: postId ?? undefined,
			onChange: setView,
		} );
		run.current.start();
		return () => run.current?.close();
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- one run per input; Try again restarts it.

	// Focusing the block closes the input, unless a request is running.
	useEffect( () => {
		const element = findBlockElement( clientId );
		if ( ! element ) {
			return;
		}
		const onFocus = () => {
			if ( ! run.current?.isRunning() ) {
				onClose();
			}
		};
		element.addEventListener( 'focusin', onFocus );
		return () => element.removeEventListener( 'focusin', onFocus );
	}, [ clientId, onClose ] );

	if ( action.kind === 'ask' ) {
		return null;
	}
	const anchor = findBlockElement( clientId );

	const state = view?.state ?? 'streaming';
	const running = state === 'streaming';
	const transform = replacesBlock( action.promptType );

	return (
		<Popover
			anchor={ anchor ?? undefined }
			placement="bottom-start"
			focusOnMount={ false }
			className="cairn-ai-toolbar__inline"
			variant="toolbar"
		>
			<div
				className="cairn-ai-toolbar__input"
				role="group"
				aria-label={ __( 'AI Assistant', 'cairn' ) }
			>
				{ requireUpgrade ? (
					<>
						<AiUpgradePrompt />
						<Button variant="tertiary" onClick={ onClose }>
							{ __( 'Close', 'cairn' ) }
						</Button>
					</>
				) : (
					<>
						<p
							className="cairn-ai-toolbar__status"
							aria-live="polite"
						>
							{ running && __( 'Writing…', 'cairn' ) }
							{ state === 'done' &&
								! transform &&
								__( 'Done.', 'cairn' ) }
							{ state === 'stopped' && __( 'Stopped.', 'cairn' ) }
						</p>
						{ transform && view?.answer && (
							<pre className="cairn-ai-toolbar__preview">
								{ view.answer }
							</pre>
						) }
						{ state === 'conflict' && (
							<Notice status="warning" isDismissible={ false }>
								{ __(
									'The block changed while the answer arrived. Your edit is kept; the answer is below.',
									'cairn'
								) }
								<pre className="cairn-ai-toolbar__preview">
									{ view?.answer }
								</pre>
							</Notice>
						) }
						{ state === 'error' && view?.error && (
							<Notice status="error" isDismissible={ false }>
								{ view.error.message }
							</Notice>
						) }
						{ view?.error?.code === 'error_quota_exceeded' && (
							<AiUpgradePrompt />
						) }
						<div className="cairn-ai-toolbar__actions">
							{ running && (
								<Button
									variant="secondary"
									onClick={ () => run.current?.stop() }
								>
									{ __( 'Stop', 'cairn' ) }
								</Button>
							) }
							{ ( state === 'conflict' ||
								( transform && state === 'done' ) ) && (
								<Button
									variant="primary"
									onClick={ () => {
										run.current?.useAnswer();
										if ( transform ) {
											onClose();
										}
									} }
								>
									{ transform
										? __( 'Insert', 'cairn' )
										: __( 'Use answer', 'cairn' ) }
								</Button>
							) }
							{ ! running &&
								! transform &&
								state !== 'conflict' &&
								state !== 'error' && (
									<Button
										variant="tertiary"
										onClick={ () => {
											run.current?.undo();
											onClose();
										} }
									>
										{ __( 'Undo', 'cairn' ) }
									</Button>
								) }
							{ ! running && (
								<Button
									variant="tertiary"
									onClick={ () => run.current?.retry() }
								>
									{ __( 'Try again', 'cairn' ) }
								</Button>
							) }
							<Button
								variant="tertiary"
								onClick={ () => {
									run.current?.close();
									onClose();
								} }
							>
								{ __( 'Close', 'cairn' ) }
							</Button>
						</div>
					</>
				) }
			</div>
		</Popover>
	);
}
