/**
 * The toolbar's runs, kept outside React: a rewrite belongs to its block,
 * not to the popover that shows it. When the block loses the selection the
 * popover closes but the rewrite goes on in the background and finishes (or,
 * when it fails, puts the block back as it was); selecting the block again
 * while it runs shows its popover again.
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { Block as BlockInstance } from '@wordpress/blocks';
import type { DataRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { toBlocks } from '@cairn/shared/ai/answer-blocks';
import { createAiRequests } from '@cairn/shared/ai/request/requests';
import type { streamAiSuggestion } from '@cairn/shared/ai/stream';
import { toFormBlocks } from './form';
import { preferOnDevice } from './prefer-on-device';
import { createInlineRun } from './run';
import type { EditorPort, InlineRun, RunView } from './run';
import type { ToolbarAction, ToolbarBlockName } from './types';

/** One block's run and what its popover shows. */
export interface ToolbarRun {
	clientId: string;
	name: ToolbarBlockName;
	action: ToolbarAction;
	run: InlineRun;
	view: RunView;
	/** A number that changes with each new run on the block (the popover's key). */
	id: number;
}

/** The block-editor actions the runs use that the typed store omits. */
interface UnstableBlockEditorActions {
	__unstableMarkNextChangeAsNotPersistent: () => void;
}

const runs = new Map< string, ToolbarRun >();
const listeners = new Set< () => void >();
/** Blocks whose popover is closed: their run is dropped once it ends. */
const detached = new Set< string >();
let nextId = 1;

/** Tells the popovers that a run changed. */
function notify(): void {
	listeners.forEach( ( listener ) => listener() );
}

/**
 * The editor a run writes to, in a registry.
 *
 * @param registry The registry.
 * @return The port.
 */
export function editorPort(
	registry: Pick< DataRegistry, 'select' | 'dispatch' >
): EditorPort {
	const select = registry.select( blockEditorStore );
	const dispatch = registry.dispatch( blockEditorStore );
	return {
		getBlock: ( id ) => select.getBlock( id ) as BlockInstance | null,
		updateBlockAttributes: ( id, attributes ) =>
			dispatch.updateBlockAttributes( id, attributes ),
		replaceInnerBlocks: ( id, blocks ) =>
			dispatch.replaceInnerBlocks( id, blocks, false ),
		replaceBlocks: ( id, blocks ) => dispatch.replaceBlocks( id, blocks ),
		markNextChangeAsNotPersistent: () =>
			(
				dispatch as unknown as UnstableBlockEditorActions
			 ).__unstableMarkNextChangeAsNotPersistent(),
	};
}

/**
 * Starts an action on a block (replacing a run it had), or opens its inline
 * input for a typed instruction.
 *
 * @param registry The editor's registry.
 * @param clientId The block.
 * @param name     Its type.
 * @param action   The action.
 * @param postId   The post being edited.
 * @param stream   The streaming client (the shared one, browser first where allowed).
 * @return The run.
 */
export function startToolbarRun(
	registry: Pick< DataRegistry, 'select' | 'dispatch' >,
	clientId: string,
	name: ToolbarBlockName,
	action: ToolbarAction,
	postId?: number,
	stream?: typeof streamAiSuggestion
): ToolbarRun {
	runs.get( clientId )?.run.close();
	detached.delete( clientId );
	const id = nextId++;
	const run: InlineRun = createInlineRun( {
		clientId,
		name,
		action,
		editor: editorPort( registry ),
		stream: stream ?? preferOnDevice( createAiRequests( registry ).stream ),
		toBlocks,
		toFormBlocks,
		postId,
		onChange( view ) {
			if ( runs.get( clientId )?.id !== id ) {
				// A newer run took the block.
				return;
			}
			if ( view.state !== 'streaming' && detached.has( clientId ) ) {
				// Finished in the background: nothing is left to show.
				drop( clientId );
			} else {
				// A new object, so that the popover sees the change.
				runs.set( clientId, { ...runs.get( clientId )!, view } );
			}
			notify();
		},
	} );
	runs.set( clientId, {
		clientId,
		name,
		action,
		id,
		view: { state: 'streaming', answer: '', error: null },
		run,
	} );
	run.start();
	notify();
	return runs.get( clientId )!;
}

/**
 * Forgets a block's run (its stream is closed when still open).
 *
 * @param clientId The block.
 */
function drop( clientId: string ): void {
	runs.delete( clientId );
	detached.delete( clientId );
}

/**
 * A block's run, if it has one to show.
 *
 * @param clientId The block.
 * @return The run.
 */
export function getToolbarRun( clientId: string ): ToolbarRun | undefined {
	return runs.get( clientId );
}

/**
 * Listens for changes of any run.
 *
 * @param listener Called after each change.
 * @return Stops listening.
 */
export function subscribeToolbarRuns( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/**
 * Closes a block's popover. A rewrite still running goes on in the
 * background and is dropped once it ends; anything else is dropped now.
 *
 * @param clientId The block.
 */
export function closeToolbarRun( clientId: string ): void {
	const entry = runs.get( clientId );
	if ( ! entry ) {
		return;
	}
	if ( entry.run.isRunning() ) {
		detached.add( clientId );
	} else {
		drop( clientId );
	}
	notify();
}

/**
 * Whether a block's popover is closed while its run finishes.
 *
 * @param clientId The block.
 * @return True while it runs in the background.
 */
export function isRunningInBackground( clientId: string ): boolean {
	return detached.has( clientId );
}

/**
 * Shows a block's popover again (the block was selected while it runs).
 *
 * @param clientId The block.
 */
export function reattachToolbarRun( clientId: string ): void {
	if ( detached.delete( clientId ) ) {
		notify();
	}
}
