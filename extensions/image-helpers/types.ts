/**
 * The image block's attributes that the helpers read and fill.
 */
export interface ImageAttributes extends Record< string, unknown > {
	/** Attachment id, when the image is in the media library. */
	id?: number;
	/** The image's address. */
	url?: string;
	/** Alternative text. */
	alt?: string;
	/** Caption (rich text, as HTML). */
	caption?: string;
}

export type { ImageTextKind } from '@cairn/shared/ai/image-text';
