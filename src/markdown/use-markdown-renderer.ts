/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { MarkdownRendererState } from './types';

/**
 * Loads the Markdown renderer (markdown-it and DOMPurify) on first use. The
 * dynamic import() becomes a lazy chunk, fetched only when a Markdown block is
 * in the editor, never with the editor script.
 *
 * @return The renderer once loaded, and whether loading failed.
 */
export function useMarkdownRenderer(): MarkdownRendererState {
	const [ state, setState ] = useState< MarkdownRendererState >( {
		render: null,
		hasFailed: false,
	} );

	useEffect( () => {
		let isMounted = true;
		import(
			/* webpackChunkName: "markdown-to-html" */ './markdown-to-html'
		)
			.then( ( { renderMarkdown } ) => {
				if ( isMounted ) {
					setState( { render: renderMarkdown, hasFailed: false } );
				}
			} )
			.catch( () => {
				if ( isMounted ) {
					setState( { render: null, hasFailed: true } );
				}
			} );
		return () => {
			isMounted = false;
		};
	}, [] );

	return state;
}
