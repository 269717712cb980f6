/**
 * A rating of an AI response.
 */
export type AiRating = 'thumbs-up' | 'thumbs-down';

/**
 * The feedback event: what was rated and how.
 */
export interface AiFeedbackEvent {
	/** What kind of response was rated, e.g. 'ai-assistant', 'logo-generator'. */
	type: string;
	/** The rating. */
	rating: AiRating;
	/** The media item of a rated image, or null. */
	media_library_id: number | null;
	/** The prompt that produced the response. */
	prompt: string;
	/** The prompt as the provider revised it. */
	revised_prompt: string;
	/** The block the response was for, or null. */
	block: string | null;
}

/**
 * The rated response, when described as an object.
 */
export interface AiFeedbackItem {
	/** A stable id of the response; one rating is stored per id. */
	id: string;
	/** What kind of response it is. @default 'ai-assistant' */
	type?: string;
	/** The prompt. @default '' */
	prompt?: string;
	/** The revised prompt. @default '' */
	revisedPrompt?: string;
	/** The media item of an image. @default null */
	mediaLibraryId?: number | null;
	/** The block name. @default null */
	block?: string | null;
	/** The rated answer's text, kept with the rating. @default '' */
	answer?: string;
}

/**
 * Props of the feedback control.
 */
export interface AiFeedbackProps {
	/** The rated response: its id, or an object describing it. */
	item: string | AiFeedbackItem;
	/** Called with the event when the user rates. @default undefined */
	onRate?: ( event: AiFeedbackEvent ) => void;
	/** What kind of response it is (overrides the item's). @default 'ai-assistant' */
	type?: string;
	/** The prompt (overrides the item's). @default '' */
	prompt?: string;
	/** The revised prompt (overrides the item's). @default '' */
	revisedPrompt?: string;
	/** The media item of an image (overrides the item's). @default null */
	mediaLibraryId?: number | null;
	/** The block name (overrides the item's). @default null */
	block?: string | null;
	/** The rated answer's text (overrides the item's). @default '' */
	answer?: string;
	/** Extra class. @default undefined */
	className?: string;
}
