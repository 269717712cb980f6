/**
 * What the AI panel's Enhance writes; each can be switched off.
 */
export interface EnhanceToggles {
	/** The SEO title. */
	title: boolean;
	/** The meta description. */
	description: boolean;
	/** The alt text of images that have none. */
	altText: boolean;
	/** Whether Enhance runs by itself when the post is first published. */
	onPublish: boolean;
}

/** An image block that lacks alt text. */
export interface ImageWithoutAlt {
	/** Its block's client id. */
	clientId: string;
	/** Its attachment id; 0 when none. */
	id: number;
	/** Its address. */
	url: string;
}

/** The kinds of text the post texts route writes. */
export type PostTextKind = 'excerpt' | 'title' | 'seoTitle' | 'seoDescription';
