/**
 * WordPress dependencies
 */
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { SiteDetails } from './store/types';
import { getEditorData } from '@cairn/shared/site/editor-data';

/** What the REST index tells about the site (core-data's `__unstableBase`). */
interface SiteIndex {
	name?: string;
	description?: string;
	home?: string;
	url?: string;
	site_logo?: number;
}

/**
 * The site the logo is for, from the REST index the editor has already
 * loaded; null until it has.
 *
 * @return The site.
 */
export function useSiteDetails(): SiteDetails | null {
	const index = useSelect(
		( select ) =>
			select( coreStore ).getEntityRecord( 'root', '__unstableBase' ) as
				SiteIndex | undefined,
		[]
	);
	if ( ! index ) {
		return null;
	}
	const url = index.home ?? index.url ?? '';
	let domain = '';
	try {
		domain = new URL( url ).host;
	} catch {
		// A site without a URL the browser can read: no domain to show.
	}
	return {
		ID: getEditorData().siteId,
		URL: url,
		domain,
		name: index.name ?? '',
		description: index.description ?? '',
	};
}
