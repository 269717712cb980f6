/**
 * Where the AI token is cached in localStorage.
 */
export const AI_TOKEN_STORAGE_KEY = 'cairn-ai-jwt';

/**
 * How long a cached AI token is used, in ms (2 minutes).
 */
export const AI_TOKEN_CACHE_MS = 120000;

/**
 * What the model answers when it cannot understand a request. Compared with
 * underscores and asterisks removed, so markdown-decorated forms match too.
 */
export const AI_ERROR_MARKER = 'CAIRN_AI_ERROR';

/**
 * The feature a request is counted against when none is given.
 */
export const DEFAULT_AI_FEATURE_SLUG = 'ai-assistant';

/**
 * The hook fired when a user rates an AI response (`doAction`).
 */
export const AI_FEEDBACK_HOOK = 'cairn.ai.feedback';

/**
 * Where the ratings of AI responses are kept in localStorage.
 */
export const AI_FEEDBACK_STORAGE_KEY = 'cairn-ai-feedback';

/**
 * The feature switch that shows the feedback buttons.
 */
export const AI_FEEDBACK_FEATURE = 'ai-response-feedback';

/**
 * The server's error code when no provider can serve the task, or the
 * provider refused the key: its message names the setting to fill in.
 */
export const AI_NOT_CONFIGURED_CODE = 'cairn_ai_not_configured';
