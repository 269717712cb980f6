/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../..';

/**
 * A feature status as the server sends it (dash-case), with overrides.
 *
 * @param overrides Keys to replace.
 * @return The response.
 */
export function serverFeature(
	overrides: Record< string, unknown > = {}
): Record< string, unknown > {
	return {
		'has-feature': true,
		'is-over-limit': false,
		'requests-count': 5,
		'requests-limit': 20,
		'site-require-upgrade': false,
		'error-message': '',
		'error-code': '',
		'upgrade-type': 'default',
		'upgrade-url':
			'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai',
		'usage-period': {
			'current-start': '2025-06-01 00:00:00',
			'next-start': '2025-07-01 00:00:00',
			'requests-count': 5,
		},
		'current-tier': {
			slug: 'ai-assistant-tier-free',
			value: 0,
			limit: 20,
		},
		'next-tier': {
			slug: 'ai-assistant-tier-100',
			value: 100,
			limit: 100,
		},
		'tier-plans-enabled': true,
		costs: { 'logo-generator': { logo: 10, 'prompt-enhancement': 1 } },
		'features-control': {
			'ai-assistant': { enabled: true },
			'ai-response-feedback': { enabled: false },
			'logo-generator': { enabled: true, styles: [] },
			'chrome-ai': { enabled: true, 'on-device': false },
		},
		'is-enabled': true,
		'chrome-ai-tokens': [],
		...overrides,
	};
}

/**
 * A fresh registry holding only the AI usage store.
 *
 * @return The registry.
 */
export function aiUsageRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}
