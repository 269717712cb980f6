/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The Instagram gallery block's attributes (block.json). */
export interface InstagramGalleryAttributes extends Record< string, unknown > {
	/** The connection id (the token itself stays on the server); '' for none. */
	accessToken: string;
	/** The connected account's user name. */
	instagramUser: string;
	/** Alignment. */
	align?: string;
	/** Posts shown, 1–30. @default 9 */
	count: number;
	/** Columns, 1–6. @default 3 */
	columns: number;
	/** Space between posts in pixels, 0–50. @default 10 */
	spacing: number;
	/** Whether the grid becomes one column on small screens. @default true */
	isStackedOnMobile: boolean;
}

/** The block's editor props. */
export type InstagramGalleryEditProps =
	BlockEditProps< InstagramGalleryAttributes >;

/** A connected account, as the connections route answers it. */
export interface InstagramConnection {
	/** Connection id. */
	id: string;
	/** User name. */
	username: string;
	/** Whether the current user may disconnect it. */
	can_disconnect: boolean;
}

/** One post of the gallery. */
export interface InstagramImage {
	/** Caption. */
	title: string;
	/** Image URL. */
	url: string;
	/** The post on Instagram. */
	link: string;
}

/** The gallery route's answer. */
export interface InstagramGallery {
	/** The account's user name. */
	external_name: string;
	/** Its latest posts. */
	images: InstagramImage[];
}

/** What the OAuth popup posts to the editor. */
export type InstagramPopupMessage =
	| { type: 'cairn-instagram'; connection: InstagramConnection }
	| { type: 'cairn-instagram'; error: string };
