/**
 * The AI client: token, streamed and whole answers, errors, the
 * `cairn/ai-usage` store and the usage, upgrade, disclaimer and feedback
 * surfaces.
 */
export * from './constants';
export * from './errors';
export { requestAiToken, clearAiTokenCache } from './token';
export { streamAiSuggestion } from './stream';
export { askAi } from './ask';
export { getTierMessage, getFairUsageMessage } from './tier-message';
export { formatResetDate } from './reset-date';
export { useAiFeature } from './use-ai-feature';
export type { UseAiFeature } from './use-ai-feature';
export type * from './types';

export {
	store as aiUsageStore,
	FREE_TIER_SLUG,
	FREE_TIER_LIMIT,
	TIER_VALUE_FREE,
	TIER_VALUE_UNLIMITED,
	FREE_TIER,
	DEFAULT_AI_FEATURE as DEFAULT_AI_FEATURE_STATUS,
	mapAiFeatureResponse,
	getUsage as getAiUsage,
	computeIsOverLimit,
	isUnlimitedTier,
} from './store';
export type * from './store/types';
export type { AiUsage } from './store/usage';

export {
	default as AiUsagePanel,
	getUsageLevel,
} from './components/ai-usage-panel';
export type * from './components/ai-usage-panel/types';
export { default as AiUpgradePrompt } from './components/ai-upgrade-prompt';
export { getUpgradePromptVariant } from './components/ai-upgrade-prompt/variant';
export type * from './components/ai-upgrade-prompt/types';
export {
	default as AiUpgradeNudge,
	shouldShowUpgradeNudge,
} from './components/ai-upgrade-nudge';
export type * from './components/ai-upgrade-nudge/types';
export { default as AiDisclaimer } from './components/ai-disclaimer';
export type * from './components/ai-disclaimer/types';
export { default as AiFeedback } from './components/ai-feedback';
export { default as AiErrorNotice } from './components/ai-error-notice';
export type * from './components/ai-error-notice/types';
export * from './request';
export type * from './components/ai-feedback/types';
