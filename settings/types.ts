/**
 * Keys of the `cairn_services` setting: values the page shows and edits.
 */
export type ServiceKey =
	| 'ai_base_url'
	| 'ai_model_text'
	| 'ai_model_vision'
	| 'ai_model_image'
	| 'ai_model_audio'
	| 'stripe_publishable_key'
	| 'mapbox_token'
	| 'giphy_key'
	| 'mailchimp_list_id'
	| 'ads_publisher_id';

/**
 * Keys of the write-only `cairn_secrets` setting.
 */
export type SecretKey =
	| 'ai_api_key'
	| 'stripe_secret_key'
	| 'stripe_webhook_secret'
	| 'mailchimp_api_key'
	| 'instagram_token';

/** Every service value, as stored. */
export type ServiceSettings = Record< ServiceKey, string >;

/** Whether each secret has a stored value (never the value itself). */
export type SecretStatus = Record< SecretKey, boolean >;

/** Secrets the user changed: a new value, or '' to remove the stored one. */
export type SecretEdits = Partial< Record< SecretKey, string > >;

/** What `GET /wp/v2/settings` says about Cairn's settings. */
export interface SettingsResponse {
	/** The service values. */
	cairn_services?: Partial< ServiceSettings > | null;
	/** Per secret: '' (not set) or the set marker. */
	cairn_secrets?: Partial< Record< SecretKey, string > > | null;
}

/** What the page posts to `/wp/v2/settings`. */
export interface SettingsPayload {
	/** All service values, when any changed (the option is replaced whole). */
	cairn_services?: ServiceSettings;
	/** Only the secrets the user changed. */
	cairn_secrets?: SecretEdits;
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
			/** Input type. */
			type?: 'text' | 'url';
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
}

/** A notice the page shows after saving or a failed action. */
export interface PageNotice {
	/** Notice status. */
	status: 'success' | 'error';
	/** Message. */
	message: string;
}
