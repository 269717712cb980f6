/**
 * The AI usage store's name. In its own file so actions and selectors can
 * name the store without importing it (no import cycle).
 */
export const STORE_NAME = 'cairn/ai-usage';

/**
 * The free tier: slug, value and default limit.
 */
export const FREE_TIER_SLUG = 'ai-assistant-tier-free';
export const TIER_VALUE_FREE = 0;
export const FREE_TIER_LIMIT = 20;

/**
 * The unlimited tier's value; it has a fair-usage limit of its own.
 */
export const TIER_VALUE_UNLIMITED = 1;

/**
 * Seconds counted down before the usage is read again from the server after
 * requests were counted locally (the countdown restarts with each request).
 */
export const REFETCH_COUNTDOWN_SECONDS = 3;

/**
 * How often the countdown ticks, in ms.
 */
export const REFETCH_TICK_MS = 1000;
