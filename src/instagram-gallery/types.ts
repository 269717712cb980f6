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

/** Props of the placeholder shown until Instagram is set up. */
export interface SetupPlaceholderProps {
	/** The linked account's user name; '' for none. */
	instagramUser: string;
	/** Whether an account is linked. */
	isLinked: boolean;
}

/** Props of the account picker. */
export interface AccountPickerProps {
	/** The connected accounts; undefined while they load. */
	connections?: InstagramConnection[];
	/** The account chosen, or 'new'. */
	choice: string;
	/** Chooses an account. */
	onChoose: ( choice: string ) => void;
	/** Whether the connect popup is open. */
	connecting: boolean;
	/** Why connecting failed; '' otherwise. */
	error: string;
	/** Links the chosen account, or connects a new one. */
	onConnect: () => void;
}

/** Props of the sidebar settings. */
export interface GallerySettingsProps {
	/** The block's attributes, with count, columns and spacing in range. */
	attributes: InstagramGalleryAttributes;
	/** Sets the block's attributes. */
	setAttributes: (
		attributes: Partial< InstagramGalleryAttributes >
	) => void;
	/** Whether the current user may disconnect the linked account. */
	canDisconnect: boolean;
	/** Disconnects the linked account. */
	onDisconnect: () => void;
}

/** Props of the gallery's state while it has no posts to show. */
export interface GalleryStatusProps {
	/** The posts, once loaded. */
	gallery?: InstagramGallery;
	/** Why they could not be loaded; '' otherwise. */
	loadError: string;
	/** Loads them again. */
	onRetry: () => void;
	/** Unlinks the account so that another can be chosen. */
	onChooseAnother: () => void;
}

/** Props of the grid of posts. */
export interface GalleryGridProps {
	/** The posts to show. */
	images: InstagramImage[];
	/** The linked account's user name. */
	instagramUser: string;
}
