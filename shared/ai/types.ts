/**
 * Who wrote a message: the user's request (with its context) or the model.
 */
export type AiRole = 'cairn-ai' | 'assistant';

/**
 * The prompt types the server knows; the server builds the
 * system prompt from the type, so the browser never sends one.
 */
export type PromptType =
	| 'titleSummary'
	| 'continue'
	| 'simplify'
	| 'correctSpelling'
	| 'generateTitle'
	| 'makeLonger'
	| 'makeShorter'
	| 'changeTone'
	| 'summarize'
	| 'changeLanguage'
	| 'userPrompt'
	| 'formCustomPrompt'
	| 'transformListToTable'
	| 'writePostFromList'
	| 'imageAltText'
	| 'imageCaption'
	| 'postExcerpt'
	| 'seoTitle'
	| 'seoDescription'
	| 'transcriptToPost'
	| 'logoFirstPrompt'
	| 'logoEnhancePrompt'
	| 'logoStyleGuess'
	| 'videoChapters';

/**
 * What a `cairn-ai` message asks for.
 */
export interface AiMessageContext {
	/** The prompt type. */
	type: PromptType;
	/** The content to work on. */
	content?: string;
	/** The user's request, for free-form prompts. */
	request?: string;
	/** The tone, for `changeTone`. */
	tone?: string;
	/** The language code, for `changeLanguage`. */
	language?: string;
	/** Whether the message follows up an earlier answer. */
	is_follow_up?: boolean;
	/** Block types the answer may use. */
	supports?: string[];
}

/**
 * One message of an AI conversation.
 */
export interface AiMessage {
	/** Who wrote it. */
	role: AiRole;
	/** Its text. */
	content: string;
	/** What a `cairn-ai` message asks for. */
	context?: AiMessageContext;
}

/**
 * The AI error codes; each has one fixed user message.
 */
export type AiErrorCode =
	| 'error_service_unavailable'
	| 'error_quota_exceeded'
	| 'error_moderation'
	| 'error_context_too_large'
	| 'error_network'
	| 'error_unclear_prompt'
	| 'error_response';

/**
 * An AI error as the UI shows it.
 */
export interface AiError {
	/** The error code. */
	code: AiErrorCode;
	/** The message for the user, fixed per code. */
	message: string;
	/** Always 'info': every AI error is shown at info severity. */
	severity: 'info';
	/** Whether to offer Retry: only for service unavailable and network errors. */
	retry: boolean;
	/**
	 * The server's own words when they tell the user more than the code's
	 * message, e.g. which setting to fill in when no provider can serve the
	 * task. Shown instead of `message` when present.
	 */
	detail?: string;
	/** Where the missing setting is filled in (Settings → Cairn), when the server said. */
	settingsUrl?: string;
	/**
	 * Why the request never ran, when it is not the code's usual cause:
	 * - 'provider-rate': the provider's own rate limit (its 429), which passes;
	 * - 'provider-quota': the quota of the owner's provider account;
	 * - 'not-configured': no provider can serve the task, or it refused the key;
	 * - 'user-limit': one of the user's own limits (hourly, monthly, prompt size);
	 * - 'too-many': 5 AI calls already run in this editor.
	 * None of them is counted against the site's budget or asks for an upgrade.
	 */
	cause?:
		| 'provider-rate'
		| 'provider-quota'
		| 'not-configured'
		| 'user-limit'
		| 'too-many';
	/** Seconds the provider asked to wait before Retry ('provider-rate'). */
	retryAfter?: number;
}

/**
 * A token for the AI query route.
 */
export interface AiToken {
	/** The signed token (JWT). */
	token: string;
	/** The site (blog) it was issued for. */
	blogId: number;
	/** When the cached copy stops being used, in ms since the epoch. */
	expire: number;
}

/**
 * Which post and feature a request is for.
 */
export interface AiRequestOptions {
	/** The post being edited. */
	postId?: number;
	/** The feature slug the server counts and checks. @default 'ai-assistant' */
	feature?: string;
}

/**
 * Callbacks of a streamed request.
 */
export interface AiStreamHandlers {
	/** Called with the full text so far, each time more arrives. */
	onSuggestion?: ( text: string ) => void;
	/** Called once with the full text when the answer is complete. */
	onDone?: ( text: string ) => void;
	/** Called once when the request fails; nothing is called after it. */
	onError?: ( error: AiError ) => void;
}

/**
 * A running streamed request.
 */
export interface AiStream {
	/** Stops the request (Stop): aborts the fetch; no callback runs after it. */
	close: () => void;
	/** Whether the request has ended, for whatever reason. */
	readonly closed: boolean;
}
