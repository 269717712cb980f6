/**
 * The related posts block's attributes (block.json).
 */
export interface RelatedPostsAttributes extends Record< string, unknown > {
	/** Grid (default) or list. */
	postLayout: 'grid' | 'list';
	/** Whether each post shows its author. */
	displayAuthor: boolean;
	/** Whether each post shows its date. */
	displayDate: boolean;
	/** Whether the saved headline shows (older blocks; new ones hold a heading block). */
	displayHeadline: boolean;
	/** Whether each post shows its featured image. */
	displayThumbnails: boolean;
	/** Whether each post says why it is related (its category or tag). */
	displayContext: boolean;
	/** The headline of older blocks. */
	headline: string;
	/** How many posts show, 1 to 6. */
	postsToShow: number;
}

/**
 * A related post as `GET /cairn/v1/related-posts/{postId}` answers.
 */
export interface RelatedPost {
	id: number;
	title: string;
	url: string;
	date: string;
	author: string;
	img: { src: string; width: number; height: number; alt: string };
	block_context: { text: string; link: string };
}
