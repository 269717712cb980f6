/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LanguageCode, PromptTemplate, Tone } from './types';

/** The feature the block's requests are counted under (contract). */
export const AI_FEATURE = 'ai-assistant';

/** The feature switch that shows thumbs up and down. */
export const FEEDBACK_FEATURE = 'ai-response-feedback';

/** The settings page section with the AI settings. */
export const SETTINGS_SECTION = 'ai';

/** AI message history kept and sent: at most 20 messages. */
export const MAX_HISTORY = 20;

/** Delay before focus moves after a response, once its buttons render. */
export const FOCUS_DELAY_MS = 100;

/** The request states; only init and done are kept in the block. */
export const STATE_INIT = 'init';
export const STATE_REQUESTING = 'requesting';
export const STATE_SUGGESTING = 'suggesting';
export const STATE_DONE = 'done';
export const STATE_ERROR = 'error';

/** The default tone. */
export const DEFAULT_TONE: Tone = 'formal';

/** Tones in the 'Select tone' dropdown, the default first. */
export const TONES: readonly Tone[] = [
	'formal',
	'informal',
	'optimistic',
	'humorous',
	'serious',
	'skeptical',
	'empathetic',
	'confident',
	'passionate',
	'provocative',
];

/**
 * Each tone's label.
 *
 * @return Labels by tone.
 */
export function getToneLabels(): Record< Tone, string > {
	return {
		formal: __( 'Formal', 'cairn' ),
		informal: __( 'Informal', 'cairn' ),
		optimistic: __( 'Optimistic', 'cairn' ),
		humorous: __( 'Humorous', 'cairn' ),
		serious: __( 'Serious', 'cairn' ),
		skeptical: __( 'Skeptical', 'cairn' ),
		empathetic: __( 'Empathetic', 'cairn' ),
		confident: __( 'Confident', 'cairn' ),
		passionate: __( 'Passionate', 'cairn' ),
		provocative: __( 'Provocative', 'cairn' ),
	};
}

/** Languages in the 'Select language' dropdown; the site's own goes first. */
export const LANGUAGES: readonly LanguageCode[] = [
	'en',
	'es',
	'fr',
	'de',
	'it',
	'pt',
	'ru',
	'zh',
	'ja',
	'ar',
	'hi',
	'ko',
];

/** Default language when the site's cannot be read. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * Each language's label, in the editor's language.
 *
 * @return Labels by language code.
 */
export function getLanguageLabels(): Record< LanguageCode, string > {
	return {
		en: __( 'English', 'cairn' ),
		es: __( 'Spanish', 'cairn' ),
		fr: __( 'French', 'cairn' ),
		de: __( 'German', 'cairn' ),
		it: __( 'Italian', 'cairn' ),
		pt: __( 'Portuguese', 'cairn' ),
		ru: __( 'Russian', 'cairn' ),
		zh: __( 'Chinese', 'cairn' ),
		ja: __( 'Japanese', 'cairn' ),
		ar: __( 'Arabic', 'cairn' ),
		hi: __( 'Hindi', 'cairn' ),
		ko: __( 'Korean', 'cairn' ),
	};
}

/**
 * The starter prompts of the toolbar's templates menu. Each runs at once,
 * with the post as its context.
 *
 * @return The templates, in menu order.
 */
export function getPromptTemplates(): PromptTemplate[] {
	return [
		{
			type: 'titleSummary',
			label: __( 'Write a summary based on title', 'cairn' ),
			source: 'title',
		},
		{
			type: 'summarize',
			label: __( 'Summarize content', 'cairn' ),
			source: 'content',
		},
		{
			type: 'continue',
			label: __( 'Continue writing', 'cairn' ),
			source: 'content',
		},
		{
			type: 'generateTitle',
			label: __( 'Write a title', 'cairn' ),
			source: 'content',
		},
	];
}

/** Words in a prompt that ask for a title (title mode). */
export const TITLE_REQUEST = /\b(title|headline)\b/i;

/** An answer longer than this is not a title, whatever was asked. */
export const MAX_TITLE_LENGTH = 200;
