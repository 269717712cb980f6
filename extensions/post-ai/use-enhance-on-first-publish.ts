/**
 * WordPress dependencies
 */
import { useRegistry, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { readToggles } from './toggles';

/**
 * Runs Enhance once the post is first published, when the user switched
 * "Enhance when first published" on, then saves what it wrote. After the
 * publish rather than before it, so that publishing never waits for AI.
 */
export default function useEnhanceOnFirstPublish() {
	const registry = useRegistry();
	const { isPublished, isSaving } = useSelect(
		( select ) => ( {
			isPublished: select( editorStore ).isCurrentPostPublished(),
			isSaving: select( editorStore ).isSavingPost(),
		} ),
		[]
	);
	// Whether the post was published when the editor opened it, or once done.
	const wasPublished = useRef< boolean | null >( null );

	useEffect( () => {
		if ( wasPublished.current === null ) {
			wasPublished.current = isPublished;
			return;
		}
		if ( wasPublished.current || ! isPublished || isSaving ) {
			return;
		}
		wasPublished.current = true;
		if ( ! readToggles().onPublish ) {
			return;
		}
		Promise.all( [
			import( './enhance' ),
			import( './usable-toggles' ),
		] ).then( async ( [ { enhancePost }, { usableToggles } ] ) => {
			// Only what the site's AI can serve.
			const toggles = usableToggles( readToggles() );
			if ( ! toggles.onPublish ) {
				return;
			}
			await enhancePost( registry, toggles );
			await registry.dispatch( editorStore ).savePost();
		} );
	}, [ isPublished, isSaving, registry ] );
}
