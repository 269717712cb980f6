/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	FREE_TIER_LIMIT,
	FREE_TIER_SLUG,
} from '@cairn/shared/ai/store/constants';
import { AI_FEATURE_SLUGS } from '@cairn/shared/site/ai-feature-slugs';
import type {
	AiFeatureSlug,
	AiSettings,
	FieldDefinition,
	SecretKey,
	SectionDefinition,
	ServiceKey,
} from './types';

/**
 * What `GET /wp/v2/settings` returns in place of a stored secret.
 */
export const SECRET_SET_MARKER = '__cairn_secret_set__';

/** The keys of `cairn_services`. */
export const SERVICE_KEYS: readonly ServiceKey[] = [
	'ai_base_url',
	'ai_allow_local',
	'ai_model_text',
	'ai_model_vision',
	'ai_model_image',
	'ai_model_audio',
	'ai_provider_text',
	'ai_provider_vision',
	'ai_provider_image',
	'ai_provider_audio',
	'stripe_publishable_key',
	'stripe_maximum_amounts',
	'stripe_api_base_url',
	'mapbox_token',
	'map_provider',
	'mapkit_team_id',
	'mapkit_key_id',
	'mapkit_token',
	'mapbox_api_base_url',
	'mapkit_snapshot_base_url',
	'giphy_api_base_url',
	'pinterest_api_base_url',
	'instagram_app_id',
	'instagram_api_base_url',
	'mailchimp_list_id',
	'mailchimp_api_base_url',
	'ads_publisher_id',
	'ads_network',
	'ads_slot_id',
	'ads_custom_code',
	'related_posts_post_types',
	'embeds_click_to_load',
	'video_private_by_default',
	'trusted_proxies',
	'client_ip_header',
	'block_stages',
];

/**
 * The headers a trusted proxy may name the visitor in (Cairn\Client_Ip::HEADERS).
 */
export const CLIENT_IP_HEADERS = [
	'X-Forwarded-For',
	'X-Real-IP',
	'CF-Connecting-IP',
	'True-Client-IP',
	'Forwarded',
] as const;

/** The keys of `cairn_secrets`. */
export const SECRET_KEYS: readonly SecretKey[] = [
	'ai_api_key',
	'stripe_secret_key',
	'stripe_webhook_secret',
	'mailchimp_api_key',
	'giphy_key',
	'instagram_app_secret',
	'mapkit_private_key',
];

/**
 * Where Instagram's authorization window sends the owner back: this site's
 * admin-post.php (Cairn\Instagram\Client::redirect_uri()), resolved from the
 * settings page, which is in the same wp-admin folder.
 *
 * @return The redirect URI to register in the Meta app.
 */
export function instagramRedirectUri(): string {
	const base =
		typeof window !== 'undefined'
			? window.location.href
			: 'http://localhost/';
	return new URL( 'admin-post.php?action=cairn_instagram_callback', base )
		.href;
}

/** The unlimited tier's slug. */
export const UNLIMITED_TIER = 'ai-assistant-tier-unlimited';

/** What `cairn_ai` holds when nothing is stored (the server's defaults). */
export const DEFAULT_AI_SETTINGS: Readonly< AiSettings > = Object.freeze( {
	enabled: true,
	features: Object.fromEntries(
		AI_FEATURE_SLUGS.map( ( slug ) => [ slug, true ] )
	) as Record< AiFeatureSlug, boolean >,
	tier: FREE_TIER_SLUG,
	free_limit: FREE_TIER_LIMIT,
	fair_usage_limit: 2000,
	on_device: false,
	summary_words: 50,
} );

/**
 * The AI features with a switch, with their names. A function so the texts
 * are translated when the page renders.
 *
 * @return Slug and label of each feature, in order.
 */
export function getAiFeatures(): Array< {
	slug: AiFeatureSlug;
	label: string;
} > {
	return [
		{ slug: 'ai-assistant', label: __( 'AI Assistant block', 'cairn' ) },
		{
			slug: 'ai-toolbar',
			label: __( 'AI actions in the block toolbar', 'cairn' ),
		},
		{
			slug: 'image-helpers',
			label: __( 'Image alt text and captions', 'cairn' ),
		},
		{ slug: 'voice-to-content', label: __( 'Voice to content', 'cairn' ) },
		{ slug: 'logo-generator', label: __( 'Logo generator', 'cairn' ) },
		{ slug: 'form-ai', label: __( 'Form AI', 'cairn' ) },
		{
			slug: 'ai-response-feedback',
			label: __( 'Feedback on AI responses', 'cairn' ),
		},
	];
}

/**
 * The provider choice of one AI task.
 *
 * @param key   Its service key.
 * @param label Field label.
 * @return The field.
 */
function providerField( key: ServiceKey, label: string ): FieldDefinition {
	return {
		kind: 'choice',
		key,
		label,
		options: [
			{ value: '', label: __( 'Automatic', 'cairn' ) },
			{ value: 'wordpress', label: __( 'WordPress AI', 'cairn' ) },
			{ value: 'openai', label: __( 'OpenAI-compatible', 'cairn' ) },
		],
	};
}

/**
 * The page's sections, in order (Modules comes after them). A function so
 * the texts are translated when the page renders.
 *
 * @return The section definitions.
 */
export function getSections(): SectionDefinition[] {
	return [
		{
			name: 'ai',
			title: __( 'AI', 'cairn' ),
			description: __(
				'An OpenAI-compatible API (OpenAI, Azure OpenAI, OpenRouter, Groq, or a local server such as Ollama or LM Studio) for the AI blocks and tools. Automatic uses WordPress AI (Settings → Connectors, WordPress 7.0 and later) for a task it supports, and the OpenAI-compatible API otherwise.',
				'cairn'
			),
			fields: [
				{
					kind: 'service',
					key: 'ai_base_url',
					label: __( 'Base URL', 'cairn' ),
					help: __(
						'For example https://api.openai.com/v1 or http://localhost:11434/v1.',
						'cairn'
					),
					type: 'url',
				},
				{
					kind: 'choice',
					key: 'ai_allow_local',
					label: __(
						'The AI server runs on this machine or network',
						'cairn'
					),
					help: __(
						'Only for a local model server (Ollama, LM Studio, vLLM…) at a loopback or private address such as localhost, 127.0.0.1 or 192.168.x.x. Otherwise Cairn refuses such addresses, so that the base URL cannot reach the site’s internal services. Link-local and cloud metadata addresses are always refused.',
						'cairn'
					),
					options: [
						{
							value: '',
							label: __( 'No, it is on the internet', 'cairn' ),
						},
						{
							value: '1',
							label: __(
								'Yes, on this machine or network',
								'cairn'
							),
						},
					],
				},
				{
					kind: 'secret',
					key: 'ai_api_key',
					label: __( 'API key', 'cairn' ),
				},
				{
					kind: 'service',
					key: 'ai_model_text',
					label: __( 'Text model', 'cairn' ),
					help: __( 'Writes and edits text.', 'cairn' ),
				},
				{
					kind: 'service',
					key: 'ai_model_vision',
					label: __( 'Vision model', 'cairn' ),
					help: __(
						'Describes images (alt text and captions).',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'ai_model_image',
					label: __( 'Image model', 'cairn' ),
					help: __( 'Generates images and logos.', 'cairn' ),
				},
				{
					kind: 'service',
					key: 'ai_model_audio',
					label: __( 'Audio model', 'cairn' ),
					help: __(
						'Transcribes speech (voice to content).',
						'cairn'
					),
				},
				providerField(
					'ai_provider_text',
					__( 'Text provider', 'cairn' )
				),
				providerField(
					'ai_provider_vision',
					__( 'Vision provider', 'cairn' )
				),
				providerField(
					'ai_provider_image',
					__( 'Image provider', 'cairn' )
				),
				providerField(
					'ai_provider_audio',
					__( 'Audio provider', 'cairn' )
				),
			],
			test: 'ai',
		},
		{
			name: 'stripe',
			title: 'Stripe',
			description: __(
				'Takes donations and payments for the payment blocks.',
				'cairn'
			),
			fields: [
				{
					kind: 'service',
					key: 'stripe_publishable_key',
					label: __( 'Publishable key', 'cairn' ),
				},
				{
					kind: 'secret',
					key: 'stripe_secret_key',
					label: __( 'Secret key', 'cairn' ),
				},
				{
					kind: 'secret',
					key: 'stripe_webhook_secret',
					label: __( 'Webhook signing secret', 'cairn' ),
					help: __(
						'Payments are recorded from Stripe’s events. When you save the keys, Cairn adds this site’s webhook endpoint to your Stripe account and keeps its signing secret here; paste one only for an endpoint you added by hand (see Webhook below).',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'stripe_maximum_amounts',
					label: __( 'Largest payment per currency', 'cairn' ),
					help: __(
						'The most a visitor may pay at once, as a currency and an amount: “USD 25000, EUR 20000”. A currency not listed takes about 10,000 US dollars’ worth (USD 10000, EUR 10000, GBP 8000, JPY 1500000…), so that payment forms cannot be used to try stolen cards on huge amounts.',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'stripe_api_base_url',
					label: __( 'API base URL', 'cairn' ),
					help: __(
						'For developers and tests only: Cairn sends the secret key there. Empty, Cairn calls api.stripe.com.',
						'cairn'
					),
					type: 'url',
					developer: true,
				},
			],
			test: 'stripe',
		},
		{
			name: 'maps',
			aliases: [ 'mapbox', 'mapkit' ],
			title: __( 'Maps', 'cairn' ),
			description: __(
				'Draws maps and finds places for the map block, with Mapbox or Apple MapKit.',
				'cairn'
			),
			fields: [
				{
					kind: 'choice',
					key: 'map_provider',
					label: __( 'Maps are drawn by', 'cairn' ),
					options: [
						{ value: '', label: 'Mapbox' },
						{ value: 'mapkit', label: 'Apple MapKit' },
					],
				},
				{
					kind: 'service',
					key: 'mapbox_token',
					label: __( 'Mapbox access token', 'cairn' ),
					help: __(
						'A public token (it starts with “pk.”): editors’ browsers use it to show maps and find places.',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'mapbox_api_base_url',
					label: __( 'Mapbox API base URL', 'cairn' ),
					help: __(
						'For developers and tests only: Cairn sends the token there. Empty, Cairn calls api.mapbox.com.',
						'cairn'
					),
					type: 'url',
					developer: true,
				},
				{
					kind: 'service',
					key: 'mapkit_team_id',
					label: __( 'Apple team ID', 'cairn' ),
					help: __(
						'Ten letters and digits, at the top right of your Apple developer account.',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'mapkit_key_id',
					label: __( 'MapKit key ID', 'cairn' ),
					help: __(
						'Ten letters and digits, on the page of the key made for MapKit JS (Certificates, Identifiers & Profiles → Keys).',
						'cairn'
					),
				},
				{
					kind: 'secret',
					key: 'mapkit_private_key',
					label: __( 'MapKit private key', 'cairn' ),
					help: __(
						'The .p8 file Apple let you download once with the key: choose it or paste it whole. It stays on the server, which signs the maps’ tokens and first images with it.',
						'cairn'
					),
					file: '.p8,.pem,.txt',
				},
				{
					kind: 'service',
					key: 'mapkit_token',
					label: __( 'Or a MapKit JS token', 'cairn' ),
					help: __(
						'Instead of a key: a token made in your Apple developer account for this domain. It draws the interactive map only: the first image of a map needs the key.',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'mapkit_snapshot_base_url',
					label: __( 'Apple snapshot base URL', 'cairn' ),
					help: __(
						'For developers and tests only: Cairn sends signed map image requests there. Empty, Cairn calls snapshot.apple-mapkit.com.',
						'cairn'
					),
					type: 'url',
					developer: true,
				},
			],
			test: 'maps',
		},
		{
			name: 'giphy',
			title: 'Giphy',
			description: __( 'Searches GIFs for the GIF block.', 'cairn' ),
			fields: [
				{
					kind: 'secret',
					key: 'giphy_key',
					label: __( 'API key', 'cairn' ),
					help: __(
						'Kept on the server: editors search through this site, which keeps Giphy’s answers for a while (a new key allows about 100 searches an hour).',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'giphy_api_base_url',
					label: __( 'API base URL', 'cairn' ),
					help: __(
						'For developers and tests only: Cairn sends the API key there. Empty, Cairn asks api.giphy.com.',
						'cairn'
					),
					type: 'url',
					developer: true,
				},
			],
			test: 'giphy',
		},
		{
			name: 'mailchimp',
			title: 'Mailchimp',
			description: __(
				'Adds subscribers from the newsletter signup block.',
				'cairn'
			),
			fields: [
				{
					kind: 'secret',
					key: 'mailchimp_api_key',
					label: __( 'API key', 'cairn' ),
				},
				{
					kind: 'service',
					key: 'mailchimp_list_id',
					label: __( 'Audience (list) ID', 'cairn' ),
				},
				{
					kind: 'service',
					key: 'mailchimp_api_base_url',
					label: __( 'API base URL', 'cairn' ),
					help: __(
						'For developers and tests only: Cairn sends the API key there. Empty, the data centre comes from the API key.',
						'cairn'
					),
					type: 'url',
					developer: true,
				},
			],
			test: 'mailchimp',
		},
		{
			name: 'instagram',
			title: 'Instagram',
			description: __(
				'Shows your latest posts in the Instagram gallery block.',
				'cairn'
			),
			fields: [
				{
					kind: 'service',
					key: 'instagram_app_id',
					label: __( 'Instagram app ID', 'cairn' ),
					help: sprintf(
						/* translators: %s: the OAuth redirect URI of this site. */
						__(
							'From your Meta app: Instagram → API setup with Instagram login, where %s goes in the valid OAuth redirect URIs. Business and creator accounts connect from the block.',
							'cairn'
						),
						instagramRedirectUri()
					),
				},
				{
					kind: 'secret',
					key: 'instagram_app_secret',
					label: __( 'Instagram app secret', 'cairn' ),
				},
				{
					kind: 'service',
					key: 'instagram_api_base_url',
					label: __( 'API base URL', 'cairn' ),
					help: __(
						'For developers and tests only: Cairn sends the app secret and tokens there. Empty, Cairn uses instagram.com and graph.instagram.com.',
						'cairn'
					),
					type: 'url',
					developer: true,
				},
			],
			test: 'instagram',
		},
		{
			name: 'ads',
			title: __( 'Ads', 'cairn' ),
			description: __(
				'The ad network account whose ad slots the ad block shows.',
				'cairn'
			),
			fields: [
				{
					kind: 'choice',
					key: 'ads_network',
					label: __( 'Ad network', 'cairn' ),
					options: [
						{ value: '', label: __( 'Google AdSense', 'cairn' ) },
						{
							value: 'custom',
							label: __( 'Your own ad code', 'cairn' ),
						},
					],
				},
				{
					kind: 'service',
					key: 'ads_publisher_id',
					label: __( 'Publisher ID', 'cairn' ),
					help: __( 'AdSense: ca-pub- and sixteen digits.', 'cairn' ),
				},
				{
					kind: 'service',
					key: 'ads_slot_id',
					label: __( 'Default ad unit (slot ID)', 'cairn' ),
					help: __(
						'AdSense: the digits of an ad unit’s data-ad-slot, shown by ad blocks that name none.',
						'cairn'
					),
				},
				{
					kind: 'service',
					key: 'ads_custom_code',
					label: __( 'Your own ad code', 'cairn' ),
					help: __(
						'Another network’s ad tag. It runs in a sandboxed frame of the ad’s size, apart from your pages: it cannot read them or your visitors’ sessions.',
						'cairn'
					),
					type: 'code',
				},
			],
		},
		{
			name: 'related-posts',
			title: __( 'Related posts', 'cairn' ),
			description: __(
				'While the Related Posts module is on, related posts follow every post of these types, unless the post already holds a Related posts block.',
				'cairn'
			),
			fields: [
				{
					kind: 'service',
					key: 'related_posts_post_types',
					label: __( 'Post types', 'cairn' ),
					help: __(
						'Post type slugs separated by commas, e.g. post, page. Empty, posts only.',
						'cairn'
					),
				},
			],
		},
		{
			name: 'embeds',
			title: __( 'Embeds', 'cairn' ),
			description: __(
				'Calendar, ticket and reservation blocks load their service only where they are, when a visitor nears them.',
				'cairn'
			),
			fields: [
				{
					kind: 'choice',
					key: 'embeds_click_to_load',
					label: __( 'Third-party content', 'cairn' ),
					options: [
						{
							value: '',
							label: __(
								'Load when visitors scroll near it',
								'cairn'
							),
						},
						{
							value: '1',
							label: __(
								'Ask visitors to click before it loads',
								'cairn'
							),
						},
					],
				},
				{
					kind: 'service',
					key: 'pinterest_api_base_url',
					label: __( 'Pinterest API base URL', 'cairn' ),
					help: __(
						'For developers and tests only: the Pinterest block’s editor preview asks there. Empty, Cairn asks Pinterest’s widget API.',
						'cairn'
					),
					type: 'url',
					developer: true,
				},
			],
		},
		{
			name: 'videos',
			title: __( 'Videos', 'cairn' ),
			description: __(
				'Videos uploaded with the Cairn Video block stay on this site. A private video plays only for logged-in readers of the post it is in, and its file is kept out of the public uploads folder.',
				'cairn'
			),
			fields: [
				{
					kind: 'choice',
					key: 'video_private_by_default',
					label: __( 'Videos left at the site default are', 'cairn' ),
					options: [
						{ value: '', label: __( 'Public', 'cairn' ) },
						{ value: '1', label: __( 'Private', 'cairn' ) },
					],
				},
			],
		},
		{
			name: 'visitors',
			title: __( 'Visitor addresses', 'cairn' ),
			description: __(
				'Limits on what one visitor may do (form messages, newsletter signups, payments, map tokens) count each visitor’s address. Behind a proxy or CDN every visitor arrives from the proxy’s address: name your proxies and the header they set, and Cairn reads the visitor from that header, only in requests that come from them.',
				'cairn'
			),
			fields: [
				{
					kind: 'service',
					key: 'trusted_proxies',
					label: __( 'Trusted proxies', 'cairn' ),
					help: __(
						'Addresses or CIDR ranges, separated by commas, e.g. 10.0.0.0/8, 2001:db8::/32. Empty, the address that connects to the site is the visitor’s.',
						'cairn'
					),
				},
				{
					kind: 'choice',
					key: 'client_ip_header',
					label: __( 'Header your proxies set', 'cairn' ),
					options: [
						{
							value: '',
							label: __(
								'None: use the connecting address',
								'cairn'
							),
						},
						...CLIENT_IP_HEADERS.map( ( header ) => ( {
							value: header,
							label: header,
						} ) ),
					],
				},
			],
		},
		{
			name: 'blocks',
			title: __( 'Blocks', 'cairn' ),
			description: __(
				'Which blocks editors can insert. Beta blocks are new and carry “(beta)” after their name; experimental blocks may change or go away. Blocks already in posts keep working whatever you choose.',
				'cairn'
			),
			fields: [
				{
					kind: 'choice',
					key: 'block_stages',
					label: __( 'Blocks to offer', 'cairn' ),
					options: [
						{ value: '', label: __( 'Stable blocks', 'cairn' ) },
						{
							value: 'beta',
							label: __( 'Stable and beta blocks', 'cairn' ),
						},
						{
							value: 'experimental',
							label: __(
								'Stable, beta and experimental blocks',
								'cairn'
							),
						},
					],
				},
			],
		},
	];
}
