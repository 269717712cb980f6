/**
 * External dependencies
 */
import type { ReactNode, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { AiError, AiMessage, PromptType } from '@cairn/shared/ai/types';
import type {
	STATE_DONE,
	STATE_ERROR,
	STATE_INIT,
	STATE_REQUESTING,
	STATE_SUGGESTING,
} from './constants';

/** The block's attributes (block.json). */
export interface AiAssistantAttributes extends Record< string, unknown > {
	/** The generated text (Markdown-like). */
	content?: string;
	/** The content before the last request, for Discard and Undo. */
	originalContent?: string;
	/** What the user asked. @default '' */
	userPrompt: string;
	/** The prompt type of the last request. */
	promptType?: PromptType;
	/** The conversation so far, at most 20 messages. @default [] */
	messages: AiMessage[];
	/** The conversation before the last request. @default [] */
	originalMessages: AiMessage[];
	/** The persisted request state: only 'init' or 'done'. @default 'init' */
	requestingState: PersistedState;
	/** The transform that created the block, when one did. */
	preTransformAction?: string;
	/** The block the assistant took the place of (Ask AI Assistant), as markup: what Discard, Close and Undo put back. */
	originalBlocks?: string;
}

/** A request state; only init and done are kept in the block. */
export type RequestState =
	| typeof STATE_INIT
	| typeof STATE_REQUESTING
	| typeof STATE_SUGGESTING
	| typeof STATE_DONE
	| typeof STATE_ERROR;

/** The request states kept on the block. */
export type PersistedState = typeof STATE_INIT | typeof STATE_DONE;

/** The request's local state: status, text received, last error. */
export interface RequestStatus {
	/** Where the request is. */
	state: RequestState;
	/** The text received so far (the whole answer when done). */
	text: string;
	/** The error that ended the last request. */
	error: AiError | null;
}

/** An event of the request (the reducer's actions). */
export type RequestAction =
	| { type: 'START' }
	| { type: 'SUGGESTION'; text: string }
	| { type: 'DONE'; text: string }
	| { type: 'ERROR'; error: AiError }
	| { type: 'STOP' }
	| { type: 'RESET'; state: PersistedState };

/** A tone of the 'Select tone' dropdown. */
export type Tone =
	| 'formal'
	| 'informal'
	| 'optimistic'
	| 'humorous'
	| 'serious'
	| 'skeptical'
	| 'empathetic'
	| 'confident'
	| 'passionate'
	| 'provocative';

/** A language code of the 'Select language' dropdown. */
export type LanguageCode =
	| 'en'
	| 'es'
	| 'fr'
	| 'de'
	| 'it'
	| 'pt'
	| 'ru'
	| 'zh'
	| 'ja'
	| 'ar'
	| 'hi'
	| 'ko';

/** A language choice: its code and label. */
export interface LanguageOption {
	/** The code sent to the server, e.g. 'es'. */
	value: string;
	/** The label shown. */
	label: string;
}

/** A starter prompt of the templates menu. */
export interface PromptTemplate {
	/** The prompt type sent. */
	type: PromptType;
	/** The menu label, also put in the prompt input. */
	label: string;
	/** Which part of the post goes with it as context. */
	source: 'title' | 'content';
}

/** What one request asks, kept so that Try Again and Retry can resend it. */
export interface AiRequest {
	/** The prompt type. */
	type: PromptType;
	/** The user's words, or the template's label. */
	request: string;
	/** The text the request works on (the answer so far, or the post). */
	content?: string;
	/** The tone, for changeTone. */
	tone?: string;
	/** The language, for changeLanguage. */
	language?: string;
	/** Whether it continues the conversation. */
	isFollowUp: boolean;
}

/** An AI answer split for display. */
export type ContentNode =
	| { type: 'heading'; level: number; text: string }
	| { type: 'list'; ordered: boolean; items: string[] }
	| { type: 'paragraph'; text: string };

/** Props of the block's edit component. */
export type AiAssistantEditProps = BlockEditProps< AiAssistantAttributes >;

/** Props of the answer area. */
export interface AiAssistantAnswerProps {
	/** The text shown: the answer so far, or the saved answer. */
	text: string;
	/** Whether the request is waiting for its first words. */
	isRequesting: boolean;
	/** Whether an answer asked for in this session has just completed. */
	isReady: boolean;
}

/** Props of the error and upgrade notices. */
export interface AiAssistantErrorNoticeProps {
	/** The error that ended the last request, or null. */
	error: AiError | null;
	/** Whether the budget is spent and an upgrade is offered. */
	showUpgrade: boolean;
}

/** Props of the notes under a finished answer. */
export interface AiAssistantAnswerNotesProps {
	/** Whether there is a finished answer. */
	hasAnswer: boolean;
	/** Whether thumbs up and down are shown. */
	canRate: boolean;
	/** Whether the next-tier nudge is shown. */
	showNudge: boolean;
	/** The rated answer's id, stable across reloads (a hash of its text). */
	feedbackId: string;
	/** What the user asked. */
	prompt: string;
	/** The answer rated. */
	answer: string;
}

/** Props of the prompt input. */
export interface AiAssistantPromptProps {
	/** The wrapper, through which the textarea is focused. */
	promptRef: RefObject< HTMLDivElement >;
	/** What the user typed. */
	value: string;
	/** Whether there is an answer to change (the placeholder says so). */
	hasContent: boolean;
	/** Whether a request runs (the input is disabled). */
	isBusy: boolean;
	/** Keeps what the user typed. */
	onChange: ( value: string ) => void;
	/** Sends the prompt (Enter). */
	onSubmit: () => void;
	/** The buttons under the input. */
	children: ReactNode;
}

/** Props of the buttons under the prompt. */
export interface AiAssistantPromptActionsProps {
	/** Whether a request runs. */
	isBusy: boolean;
	/** Whether requests may be sent at all (false when an upgrade is required). */
	canRequest: boolean;
	/** Whether there is a finished answer. */
	hasAnswer: boolean;
	/** Whether the prompt holds something to send. */
	hasPrompt: boolean;
	/** Whether the last error offers Retry. */
	canRetry: boolean;
	/** Whether there is a request to send again (Try Again). */
	canTryAgain: boolean;
	/** Whether the answer is a post title (Accept title is the main action). */
	isTitle: boolean;
	/** Whether Accept title is offered. */
	canAcceptTitle: boolean;
	/** The main accept button, focused after a response. */
	acceptRef: RefObject< HTMLButtonElement >;
	/** Stop, focused while a request runs. */
	stopRef: RefObject< HTMLButtonElement >;
	/** Stops the request. */
	onStop: () => void;
	/** Sends the prompt. */
	onGenerate: () => void;
	/** Sends the last request again (Retry, Try Again). */
	onResend: () => void;
	/** Turns the answer into blocks. */
	onAccept: () => void;
	/** Makes the answer the post title. */
	onAcceptTitle: () => void;
	/** Goes back to the answer before the last request. */
	onDiscard: () => void;
	/** Goes back to before the last request, and hides the assistant. */
	onUndo: () => void;
	/** Hides the assistant, or removes the block when it has no answer. */
	onClose: () => void;
}
