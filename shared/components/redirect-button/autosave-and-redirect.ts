/**
 * WordPress dependencies
 */
import type { DataRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { redirectTo } from './redirect';

// By name: cairn-shared must not pull the editor package in, and outside the
// post editor (site editor, settings page) the store is simply absent.
const EDITOR_STORE = 'core/editor';

/**
 * Autosaves the post being edited when it has unsaved changes, then sends the
 * browser to a URL, so that leaving for a connect or checkout page loses
 * nothing. Outside the post editor it only redirects.
 *
 * @param registry The data registry (from `useRegistry()`).
 * @param url      Where to go.
 */
export async function autosaveAndRedirect(
	registry: DataRegistry,
	url: string
): Promise< void > {
	const editor = registry.select( EDITOR_STORE ) as
		Record< string, ( () => unknown ) | undefined > | undefined;
	if ( editor?.isEditedPostDirty?.() ) {
		try {
			await registry.dispatch( EDITOR_STORE ).autosave?.();
		} catch {
			// The editor shows its own save error; the browser still asks
			// before leaving a page with unsaved changes.
		}
	}
	redirectTo( url );
}
