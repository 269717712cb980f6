/**
 * The AI features with a switch in Settings → Cairn, in the order the
 * settings page shows them: the one list in TypeScript. The server keeps the
 * same list in Cairn\AI\Features::SLUGS, and tests/php/test-ai-feature-slugs.php
 * fails when the two differ (the plugin ships without this file, so PHP
 * cannot read it at run time).
 */
export const AI_FEATURE_SLUGS = [
	'ai-assistant',
	'ai-toolbar',
	'image-helpers',
	'voice-to-content',
	'logo-generator',
	'form-ai',
	'ai-response-feedback',
] as const;
