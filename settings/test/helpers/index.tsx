/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { RegistryProvider, createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as modulesStore } from '@cairn/shared/stores/modules';
import SettingsPage from '../../components/settings-page';
import { SECRET_SET_MARKER } from '../../constants';

/**
 * What GET /wp/v2/settings answers on a site with some keys set.
 */
export const STORED_SETTINGS = {
	title: 'My site',
	cairn_services: {
		ai_base_url: 'https://api.openai.com/v1',
		ai_allow_local: '', // An OpenAI URL: not a local server.
		ai_model_text: 'gpt-4o-mini',
		ai_model_vision: '',
		ai_model_image: '',
		ai_model_audio: '',
		ai_provider_text: '',
		ai_provider_vision: '',
		ai_provider_image: '',
		ai_provider_audio: '',
		stripe_publishable_key: 'pk_test_123',
		stripe_maximum_amounts: '',
		stripe_api_base_url: '',
		mapbox_token: '',
		giphy_api_base_url: '',
		instagram_app_id: '',
		instagram_api_base_url: '',
		mailchimp_list_id: '',
		mailchimp_api_base_url: '',
		ads_publisher_id: '',
		ads_network: '',
		ads_slot_id: '',
		ads_custom_code: '',
		related_posts_post_types: '',
		embeds_click_to_load: '',
		video_private_by_default: '',
		trusted_proxies: '',
		client_ip_header: '',
		block_stages: '',
	},
	cairn_secrets: {
		ai_api_key: SECRET_SET_MARKER,
		stripe_secret_key: SECRET_SET_MARKER,
		stripe_webhook_secret: '',
		mailchimp_api_key: '',
		giphy_key: '',
		instagram_app_secret: '',
	},
	cairn_ai: {
		enabled: true,
		features: {
			'ai-assistant': true,
			'ai-toolbar': true,
			'image-helpers': true,
			'voice-to-content': true,
			'logo-generator': true,
			'form-ai': true,
			'ai-response-feedback': true,
		},
		tier: 'ai-assistant-tier-free',
		free_limit: 20,
		fair_usage_limit: 2000,
	},
};

/**
 * What the server prints for an administrator of a single site.
 */
export const PAGE_DATA = {
	canManageBudget: true,
	networkManaged: false,
	tiers: [
		{ slug: 'ai-assistant-tier-free', value: 0, limit: 20 },
		{ slug: 'ai-assistant-tier-100', value: 100, limit: 100 },
		{ slug: 'ai-assistant-tier-200', value: 200, limit: 200 },
		{ slug: 'ai-assistant-tier-500', value: 500, limit: 500 },
		{ slug: 'ai-assistant-tier-750', value: 750, limit: 750 },
		{ slug: 'ai-assistant-tier-1000', value: 1000, limit: 1000 },
		{ slug: 'ai-assistant-tier-unlimited', value: 1, limit: 2000 },
	],
	requestsCount: 7,
	requestsLimit: 20,
	usagePeriodNext: '2031-03-01 00:00:00',
};

/**
 * The module list: Related Posts off, Ads on.
 */
export const MODULES = {
	'related-posts': {
		module: 'related-posts',
		name: 'Related Posts',
		description: 'Shows related posts below each post.',
		activated: false,
	},
	wordads: {
		module: 'wordads',
		name: 'Ads',
		description: 'Shows ads.',
		activated: true,
	},
};

/**
 * Query options that skip the screen reader announcement region, which
 * repeats each notice's text.
 */
export const SHOWN = { ignore: '.a11y-speak-region, script, style' };

type Handler = ( options: APIFetchOptions ) => unknown;

/**
 * Answers api-fetch calls by method and path; an unknown call fails the test.
 *
 * @param handlers Handlers keyed by `METHOD path`.
 */
export function serve( handlers: Record< string, Handler > ) {
	jest.mocked( apiFetch ).mockImplementation( ( async (
		options: APIFetchOptions
	) => {
		const key = `${ options.method ?? 'GET' } ${ options.path }`;
		const handler = handlers[ key ];
		if ( ! handler ) {
			throw new Error( `Unexpected call ${ key }` );
		}
		return handler( options );
	} ) as unknown as typeof apiFetch );
}

/**
 * The calls api-fetch received for one method and path.
 *
 * @param method HTTP method.
 * @param path   Path.
 */
export function callsTo( method: string, path: string ): APIFetchOptions[] {
	const calls: Array< [ APIFetchOptions ] > =
		jest.mocked( apiFetch ).mock.calls;
	return calls
		.map( ( [ options ] ) => options )
		.filter(
			( options ) =>
				( options.method ?? 'GET' ) === method && options.path === path
		);
}

/**
 * Renders the page with a fresh modules store.
 */
export function renderPage() {
	const registry = createRegistry();
	registry.register( modulesStore );
	return render(
		<RegistryProvider value={ registry }>
			<SettingsPage />
		</RegistryProvider>
	);
}
