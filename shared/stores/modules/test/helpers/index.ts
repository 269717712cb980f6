/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../..';
import type { ModulesMap } from '../../types';

/**
 * The module list a site with both modules answers with.
 *
 * @param related Whether Related Posts is on.
 * @param ads     Whether Ads is on.
 * @return The `module/all` response.
 */
export function moduleList( related: boolean, ads: boolean ): ModulesMap {
	return {
		'related-posts': {
			module: 'related-posts',
			name: 'Related Posts',
			description: 'Shows related posts.',
			activated: related,
		},
		wordads: {
			module: 'wordads',
			name: 'Ads',
			description: 'Shows ads.',
			activated: ads,
		},
	};
}

/**
 * A fresh registry holding only the modules store.
 *
 * @return The registry.
 */
export function modulesRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}
