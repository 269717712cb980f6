/**
 * WordPress dependencies
 */
import { useRegistry, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

/** The parts of the post editor's store the block reads (absent outside posts). */
export interface PostEditorSelectors {
	getCurrentPostId?: () => number | string | null;
	getEditedPostAttribute?: ( attribute: string ) => unknown;
}

/** The post editor's action the block uses. */
export interface PostEditorActions {
	editPost?: ( edits: Record< string, unknown > ) => void;
}

/** The post editor's store name: a string, so the block works where it is not loaded. */
const POST_EDITOR = 'core/editor';

/**
 * The post the block is in, when it is in the post editor.
 *
 * @return The post's id, whether the post editor is there, and a reader of
 *         its store and actions at the time of a call.
 */
export function usePostEditor() {
	const registry = useRegistry();
	const { postId, hasPostEditor } = useSelect( ( select ) => {
		const editor = select( POST_EDITOR ) as PostEditorSelectors | undefined;
		const id = editor?.getCurrentPostId?.();
		return {
			postId: id ? Number( id ) : undefined,
			hasPostEditor: Boolean( editor?.getEditedPostAttribute ),
		};
	}, [] );
	const getPostEditor = useCallback(
		() => ( {
			selectors: registry.select( POST_EDITOR ) as
				PostEditorSelectors | undefined,
			actions: registry.dispatch( POST_EDITOR ) as
				PostEditorActions | undefined,
		} ),
		[ registry ]
	);
	return { postId, hasPostEditor, getPostEditor };
}
