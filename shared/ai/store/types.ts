/**
 * One plan tier (a request budget).
 */
export interface AiTier {
	/** The tier slug, e.g. `ai-assistant-tier-free`. */
	slug: string;
	/** 0 free, 1 unlimited (fair usage), else a paid tier. */
	value: number;
	/** Requests allowed per period (the fair-usage limit for unlimited). */
	limit: number;
	/** The limit as the server words it, when it does. */
	readableLimit?: string;
}

/**
 * The current usage period (a calendar month in the site's timezone).
 */
export interface AiUsagePeriod {
	/** When it started, `YYYY-MM-DD HH:MM:SS` in the site's timezone. */
	currentStart: string;
	/** When the next one starts (the reset date), same format. */
	nextStart: string;
	/** Requests counted in this period. */
	requestsCount: number;
}

/**
 * One feature's switch in `features-control`.
 */
export interface AiFeatureControl {
	/** Whether the feature is on. */
	enabled: boolean;
	/** Extra settings, e.g. the logo generator's `styles`. */
	[ key: string ]: unknown;
}

/**
 * The AI feature status: the server's `assistant-feature` object with its
 * dash-case keys read as camelCase. The keys of `costs` and
 * `featuresControl` are feature slugs and stay as the server sends them.
 */
export interface AiFeatureStatus {
	/** Whether the site has the AI feature. */
	hasFeature: boolean;
	/** Whether the site is over its request limit. */
	isOverLimit: boolean;
	/** Requests counted (this period). */
	requestsCount: number;
	/** The request limit (the free tier's limit on the free tier). */
	requestsLimit: number;
	/** Whether an upgrade is needed to go on. */
	requireUpgrade: boolean;
	/** A message from the server about the feature, if any. */
	errorMessage: string;
	/** A code from the server about the feature, if any. */
	errorCode: string;
	/** 'vip' sites contact their account team instead of upgrading. */
	upgradeType: 'default' | 'vip';
	/** Where administrators upgrade: the budget settings. */
	upgradeUrl: string;
	/** The current usage period. */
	usagePeriod: AiUsagePeriod;
	/** The site's tier. */
	currentTier: AiTier;
	/** The next tier up, or null when there is none. */
	nextTier: AiTier | null;
	/** Whether tier plans are used. */
	tierPlansEnabled: boolean;
	/** Request costs per feature, e.g. `{ 'logo-generator': { logo: 10 } }`. */
	costs: Record< string, Record< string, number > >;
	/** The switch of each feature, keyed by feature slug. */
	featuresControl: Record< string, AiFeatureControl >;
	/** The site-wide AI switch. */
	isEnabled: boolean;
	/** Origin-trial tokens of the browser's built-in AI, registered before it is asked. */
	chromeAiTokens: string[];
}

/**
 * The store's state.
 */
export interface AiUsageState {
	/** The feature status; the free tier's defaults until fetched. */
	feature: AiFeatureStatus;
	/** Whether the status is being fetched. */
	isRequesting: boolean;
	/** Why the last fetch failed, or null. */
	fetchError: string | null;
	/** Seconds left before the status is fetched again, or null when none is queued. */
	refetchCountdown: number | null;
	/** The countdown's timer, or null. */
	refetchTimer: ReturnType< typeof setInterval > | null;
}

/**
 * Every action the reducer handles.
 */
export type AiUsageAction =
	| { type: 'REQUEST_AI_FEATURE' }
	| { type: 'RECEIVE_AI_FEATURE'; feature: AiFeatureStatus }
	| { type: 'RECEIVE_AI_FEATURE_ERROR'; message: string }
	| { type: 'INCREASE_REQUESTS_COUNT'; count: number }
	| { type: 'SET_REQUIRE_UPGRADE'; requireUpgrade: boolean }
	| {
			type: 'SET_REFETCH_COUNTDOWN';
			countdown: number;
			timer: ReturnType< typeof setInterval > | null;
	  }
	| { type: 'CLEAR_REFETCH' };

/**
 * What a thunk of this store receives. Written out (rather than
 * `ThunkArgs< typeof store >`) to keep the store's type free of cycles.
 */
export interface AiUsageThunkArgs {
	/** Dispatches an action object; the store's actions, bound. */
	dispatch: ( ( action: AiUsageAction ) => void ) & {
		fetchAiFeature: () => Promise< void >;
		increaseRequestsCount: ( count?: number ) => void;
		setRequireUpgrade: ( requireUpgrade: boolean ) => void;
		enqueueAiFeatureRefetch: ( seconds?: number ) => void;
		dequeueAiFeatureRefetch: () => void;
	};
	/** The store's selectors, state curried. */
	select: {
		getAiFeatureRefetchCountdown: () => number | null;
		getAiFeatureRefetchTimer: () => ReturnType< typeof setInterval > | null;
	};
	/** The store's selectors, resolved first. */
	resolveSelect: {
		getAiFeature: () => Promise< AiFeatureStatus >;
	};
}
