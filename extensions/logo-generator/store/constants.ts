/** The logo store's name. */
export const STORE_NAME = 'cairn/logo';

/** Logos kept in the history per site: the last 10. */
export const HISTORY_LIMIT = 10;

/** What a logo costs when the server does not say: 10 requests. */
export const DEFAULT_LOGO_COST = 10;

/** What a prompt enhancement costs when the server does not say. */
export const DEFAULT_ENHANCE_COST = 1;

/** The style that means "guess it from the prompt". */
export const AUTO_STYLE = 'auto';

/** The style that means "no particular style". */
export const DEFAULT_STYLE = 'none';

/** The error slots, one per step that can fail. */
export const ERROR_SLOTS = [
	'featureFetch',
	'firstLogoPromptFetch',
	'enhancePromptFetch',
	'logoFetch',
	'saveToLibrary',
	'logoUpdate',
] as const;

/** The busy flags, one per step that takes time. */
export const BUSY_FLAGS = [
	'isLoadingHistory',
	'isSavingLogoToLibrary',
	'isApplyingLogo',
	'isEnhancingPrompt',
	'isRequestingImage',
] as const;
