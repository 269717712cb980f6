/**
 * Internal dependencies
 */
import type { AI_FEATURE_SLUGS } from './ai-feature-slugs';

/**
 * Third-party services a feature may need. A service counts as connected
 * when it is configured in Settings → Cairn.
 */
export type ServiceName =
	'ai' | 'stripe' | 'mapbox' | 'giphy' | 'mailchimp' | 'instagram';

/**
 * What the server tells the editor about the site, printed before the
 * `cairn-shared` script as `window.cairnEditorData` (see
 * includes/class-editor-data.php).
 */
export interface CairnEditorData {
	/** Which services are configured. */
	services: Record< ServiceName, boolean >;
	/** Whether the current user can manage options (an administrator). */
	canManageOptions: boolean;
	/** Settings → Cairn. */
	settingsUrl: string;
	/** Where "Upgrade" leads: the budget settings, or a URL the network sets. */
	upgradeUrl: string;
	/** Module slugs and whether each is active. */
	modules: Record< string, boolean >;
	/** The AI switches: off means the feature's surfaces are not shown at all. */
	ai: CairnAiSwitches;
	/** The site's locale (`get_locale()`), e.g. 'fr_FR'; '' when unknown. */
	siteLocale: string;
	/** The site's id (`get_current_blog_id()`); 0 when unknown. */
	siteId: number;
	/** The current user's id; 0 when unknown. */
	userId: number;
	/** The Cairn blocks the server registered (those switched off are not). */
	blocks: string[];
	/** The Cairn blocks of the post being edited: their editor code loads at once. */
	postBlocks?: string[];
	/** The site's answers to what those blocks ask as they open, by path. */
	preload?: Record< string, { status: number; body: unknown } >;
	/** Blocks' and extensions' stages (includes/class-block-stages.php). */
	stages: CairnStages;
	/** The blocks that need a plan the site lacks (`cairn_block_needs_plan`); none by default. */
	paidBlocks: string[];
	/** Shown once after the Stripe keys changed; '' when there is nothing to show. */
	stripeNotice: '' | 'connected' | 'cancelled';
}

/**
 * A block's or editor extension's stage. Production is the default: the
 * server lists only the others.
 */
export type Stage = 'production' | 'beta' | 'experimental' | 'no-post-editor';

/**
 * The stage list and what the site allows. Names are a block's name without
 * `cairn/`, or an extension's name.
 */
export interface CairnStages {
	/** Every name that is not in production, with its stage. */
	stages: Record< string, Stage >;
	/** The stages Settings → Cairn allows. */
	allowed: Stage[];
	/** What this editor keeps out of its inserter. */
	hidden: string[];
}

/**
 * AI feature slugs with their own switch in Settings → Cairn (the list in
 * ai-feature-slugs.ts).
 */
export type AiFeatureSlug = ( typeof AI_FEATURE_SLUGS )[ number ];

/**
 * The site-wide AI switch and each feature's state (already combined with
 * the site-wide switch by the server).
 */
export interface CairnAiSwitches {
	/** Whether AI is on for the site. */
	enabled: boolean;
	/** Whether each feature is on. */
	features: Record< AiFeatureSlug, boolean >;
	/** Whether an administrator allowed images to be sent to the AI provider; '' while undecided. */
	imageConsent: '' | 'allowed' | 'refused';
	/** Who receives the images (the provider's host); '' when none serves images. */
	imageRecipient: string;
	/** Whether translations and summaries may run in the browser where it can. */
	onDevice: boolean;
	/** Words an AI summary has at most. */
	summaryWords: number;
}

/**
 * A task an AI provider serves; each has its own model setting.
 */
export type AiTask = 'text' | 'vision' | 'image' | 'audio';

/**
 * What a feature may need before it can run: an AI task (`ai-<task>`) or a
 * third-party service (`maps` is Mapbox or MapKit, `ads` the ad network's
 * publisher id).
 */
export type ReadinessName =
	| `ai-${ AiTask }`
	| 'stripe'
	| 'mailchimp'
	| 'maps'
	| 'giphy'
	| 'instagram'
	| 'ads';

/**
 * Whether one task or service can run on the site.
 */
export interface Readiness {
	/** Whether it can run. */
	ready: boolean;
	/** The section of Settings → Cairn that sets it up (its anchor is `#cairn-<section>`). */
	section: string;
	/** What to fill in, naming the settings; '' when ready. */
	message: string;
}
