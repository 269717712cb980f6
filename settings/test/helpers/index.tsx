/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

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
		map_provider: '',
		mapkit_team_id: '',
		mapkit_key_id: '',
		mapkit_token: '',
		mapbox_api_base_url: '',
		mapkit_snapshot_base_url: '',
		giphy_api_base_url: '',
		pinterest_api_base_url: '',
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
		mapkit_private_key: '',
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
 * What `GET /cairn/v1/services/stripe/webhook` answers before any save.
 */
export const STRIPE_WEBHOOK = {
	url: 'http://example.org/wp-json/cairn/v1/stripe/webhook',
	events: [
		'checkout.session.completed',
		'checkout.session.async_payment_succeeded',
		'invoice.paid',
		'invoice.payment_succeeded',
		'charge.refunded',
		'customer.subscription.created',
		'customer.subscription.updated',
		'customer.subscription.deleted',
	],
	status: '',
	message: '',
	last_event: null,
};

/**
 * What the page reads besides the settings, whichever test: the saved AI
 * server's models and the Stripe webhook's state.
 */
const PAGE_READS: Record< string, Handler > = {
	'GET /cairn/v1/ai/models': () => ( {
		models: [ 'gpt-4o', 'gpt-4o-mini' ],
	} ),
	'GET /cairn/v1/services/stripe/webhook': () => STRIPE_WEBHOOK,
};

/**
 * Answers api-fetch calls by method and path; an unknown call fails the test.
 * The page's own reads (PAGE_READS) are answered unless a handler is given.
 *
 * @param handlers Handlers keyed by `METHOD path`.
 */
export function serve( handlers: Record< string, Handler > ) {
	jest.mocked( apiFetch ).mockImplementation( ( async (
		options: APIFetchOptions
	) => {
		const key = `${ options.method ?? 'GET' } ${ options.path }`;
		const handler = handlers[ key ] ?? PAGE_READS[ key ];
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

/**
 * Waits until the page has loaded its settings and what it reads beside
 * them (the AI server's models, the Stripe webhook), so that no answer
 * arrives after the test.
 */
export async function pageLoaded() {
	await screen.findByRole( 'button', { name: 'Save settings' } );
	// The reads start once the settings are drawn and answer at once here.
	await act( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );
}

/**
 * How long one test of the whole page may take: every section is drawn
 * (about 60 fields) in each, which takes seconds on a busy machine.
 */
export const PAGE_TEST_TIMEOUT = 30000;
