/**
 * Keys of the `cairn_services` setting: values the page shows and edits.
 */
export type ServiceKey =
	| 'ai_base_url'
	| 'ai_allow_local'
	| 'ai_model_text'
	| 'ai_model_vision'
	| 'ai_model_image'
	| 'ai_model_audio'
	| 'ai_provider_text'
	| 'ai_provider_vision'
	| 'ai_provider_image'
	| 'ai_provider_audio'
	| 'stripe_publishable_key'
	| 'stripe_maximum_amounts'
	| 'stripe_api_base_url'
	| 'mapbox_token'
	| 'map_provider'
	| 'mapkit_team_id'
	| 'mapkit_key_id'
	| 'mapkit_token'
	| 'mapbox_api_base_url'
	| 'mapkit_snapshot_base_url'
	| 'giphy_api_base_url'
	| 'pinterest_api_base_url'
	| 'instagram_app_id'
	| 'instagram_api_base_url'
	| 'mailchimp_list_id'
	| 'mailchimp_api_base_url'
	| 'ads_publisher_id'
	| 'ads_network'
	| 'ads_slot_id'
	| 'ads_custom_code'
	| 'related_posts_post_types'
	| 'embeds_click_to_load'
	| 'video_private_by_default'
	| 'trusted_proxies'
	| 'client_ip_header'
	| 'block_stages';

/**
 * Keys of the write-only `cairn_secrets` setting.
 */
export type SecretKey =
	| 'ai_api_key'
	| 'stripe_secret_key'
	| 'stripe_webhook_secret'
	| 'mailchimp_api_key'
	| 'giphy_key'
	| 'instagram_app_secret'
	| 'mapkit_private_key';

/** Every service value, as stored. */
export type ServiceSettings = Record< ServiceKey, string >;

/** Whether each secret has a stored value (never the value itself). */
export type SecretStatus = Record< SecretKey, boolean >;

/** Secrets the user changed: a new value, or '' to remove the stored one. */
export type SecretEdits = Partial< Record< SecretKey, string > >;

/** Which provider serves an AI task: '' picks automatically. */
export type AiProviderChoice = '' | 'wordpress' | 'openai';

/** AI features with their own switch. */
export type AiFeatureSlug =
	| 'ai-assistant'
	| 'ai-toolbar'
	| 'image-helpers'
	| 'voice-to-content'
	| 'logo-generator'
	| 'form-ai'
	| 'ai-response-feedback';

/** The `cairn_ai` setting: the AI switches and the request budget. */
export interface AiSettings {
	/** The site-wide AI switch. */
	enabled: boolean;
	/** Each feature's switch. */
	features: Record< AiFeatureSlug, boolean >;
	/** The budget tier's slug. */
	tier: string;
	/** Requests per month on the free tier. */
	free_limit: number;
	/** Requests per month on the unlimited tier (fair usage). */
	fair_usage_limit: number;
	/** AI requests each user may make per hour and per month, by role (0: no limit). */
	role_limits?: Record< string, RoleLimit >;
	/** Whether translations and summaries run in the browser where it can. */
	on_device: boolean;
	/** Words an AI summary has at most. */
	summary_words: number;
}

/** One role's per-user AI limits; 0 means no limit. */
export interface RoleLimit {
	/** Requests per hour. */
	hourly: number;
	/** Requests per month. */
	monthly: number;
}

/** What `GET /wp/v2/settings` says about Cairn's settings. */
export interface SettingsResponse {
	/** The service values. */
	cairn_services?: Partial< ServiceSettings > | null;
	/** Per secret: '' (not set) or the set marker. */
	cairn_secrets?: Partial< Record< SecretKey, string > > | null;
	/** The AI switches and budget. */
	cairn_ai?: Partial< AiSettings > | null;
}

/** What the page posts to `/wp/v2/settings`. */
export interface SettingsPayload {
	/** Only the service values the user changed (the server keeps the others). */
	cairn_services?: Partial< ServiceSettings >;
	/** Only the secrets the user changed. */
	cairn_secrets?: SecretEdits;
	/** Only the AI keys the user changed (the server keeps the others). */
	cairn_ai?: Partial< AiSettings >;
}

/** One budget tier, as the server describes it. */
export interface BudgetTier {
	/** Tier slug. */
	slug: string;
	/** 0 free, 1 unlimited, otherwise the paid tier's limit. */
	value: number;
	/** Requests per month. */
	limit: number;
}

/** What the server prints for the page as `window.cairnAiSettingsData`. */
export interface AiSettingsPageData {
	/** Whether the user may change the budget (tier and limits). */
	canManageBudget: boolean;
	/** Whether the network administrator sets budgets. */
	networkManaged: boolean;
	/** The tiers, in ascending order. */
	tiers: BudgetTier[];
	/** Requests counted this month. */
	requestsCount: number;
	/** This month's limit. */
	requestsLimit: number;
	/** When the next month starts, `YYYY-MM-DD HH:MM:SS` in the site's timezone. */
	usagePeriodNext: string;
	/** Whether the user may set the developer base URLs (see FieldDefinition). */
	canSetDeveloperBaseUrls: boolean;
}

/** A service with a connection test (`POST /cairn/v1/services/{service}/test`). */
export type TestedService =
	'ai' | 'stripe' | 'mailchimp' | 'maps' | 'giphy' | 'instagram';

/** One row of a connection test. */
export interface ConnectionCheck {
	/** What was checked. */
	label: string;
	/** How it went: 'skipped' when not set up, 'untested' when nothing here can check it. */
	status: 'ok' | 'failed' | 'skipped' | 'untested';
	/** In plain words. */
	message: string;
}

/** What a connection test answers. */
export interface ConnectionReport {
	/** Whether everything asked worked. */
	ok: boolean;
	/** One row per thing checked. */
	checks: ConnectionCheck[];
	/** The AI server's models, for the AI test. */
	models?: string[];
}

/** What `GET /cairn/v1/services/stripe/webhook` answers. */
export interface StripeWebhookState {
	/** This site's webhook URL. */
	url: string;
	/** The events Stripe must send it. */
	events: string[];
	/** What Cairn last did on Stripe: 'created', 'updated', 'manual' or '' (never tried). */
	status: '' | 'created' | 'updated' | 'manual';
	/** In plain words. */
	message: string;
	/** When the last event arrived (ISO 8601), or null. */
	last_event: string | null;
}

/** One field of a settings section. */
export type FieldDefinition =
	| {
			/** A plain value from `cairn_services`. */
			kind: 'service';
			/** Its key. */
			key: ServiceKey;
			/** Field label. */
			label: string;
			/** Help below the field. */
			help?: string;
			/** Input type; 'code' is a multi-line field for code. */
			type?: 'text' | 'url' | 'code';
			/**
			 * A developer base URL: the server sends the owner's keys there,
			 * so the page offers it only where wp-config.php allows them and
			 * the user may set them (a network administrator on multisite).
			 */
			developer?: boolean;
	  }
	| {
			/** A choice among fixed values, from `cairn_services`. */
			kind: 'choice';
			/** Its key. */
			key: ServiceKey;
			/** Field label. */
			label: string;
			/** Help below the field. */
			help?: string;
			/** The values with their labels. */
			options: Array< { value: string; label: string } >;
	  }
	| {
			/** A write-only value from `cairn_secrets`. */
			kind: 'secret';
			/** Its key. */
			key: SecretKey;
			/** Field label. */
			label: string;
			/** Help below the field. */
			help?: string;
			/**
			 * A key file (a PEM): pasted in a text area of several lines,
			 * or read from the file chosen; the file types the picker offers.
			 */
			file?: string;
	  };

/** One section of the page (a service, or Ads). */
export interface SectionDefinition {
	/** Section name; the anchor is `#cairn-<name>`. */
	name: string;
	/** Heading. */
	title: string;
	/** What the section is for. */
	description: string;
	/** Its fields. */
	fields: FieldDefinition[];
	/** The connection test it offers, if any. */
	test?: TestedService;
	/** Earlier names whose anchors (`#cairn-<alias>`) lead here. */
	aliases?: string[];
}

/** A notice the page shows after saving or a failed action. */
export interface PageNotice {
	/** Notice status. */
	status: 'success' | 'error';
	/** Message. */
	message: string;
}

/** One AI task's row of the connection test. */
export interface ConnectionTestRow {
	/** The task. */
	task: 'text' | 'vision' | 'image' | 'audio';
	/** Which provider served it; '' when none is set up. */
	provider: '' | 'openai' | 'wordpress';
	/** What happened. */
	status: 'ok' | 'failed' | 'untested' | 'skipped';
	/** In plain words. */
	message: string;
}
