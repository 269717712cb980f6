/**
 * Internal dependencies
 */
import type { BUSY_FLAGS, ERROR_SLOTS } from './constants';

/** One logo of the history. */
export interface LogoEntry {
	/** Where the image is: the media library's URL once saved, else an object URL of the image kept in the browser. */
	url: string;
	/** What the user asked for. */
	description: string;
	/** The media library id once saved; 0 before. */
	mediaId: number;
	/** The prompt the image model says it used. */
	revisedPrompt?: string;
	/** The user's thumbs up or down. */
	rating?: 'like' | 'dislike';
	/** Set when the media library no longer has it. */
	missing?: boolean;
}

/** The site the logos are for. */
export interface SiteDetails {
	ID: number;
	URL: string;
	domain: string;
	name: string;
	description: string;
	siteLogo?: { id: number; url: string };
}

/** An error slot's name. */
export type ErrorSlot = ( typeof ERROR_SLOTS )[ number ];

/** A busy flag's name. */
export type BusyFlag = ( typeof BUSY_FLAGS )[ number ];

/** A style the generator offers. */
export interface LogoStyle {
	label: string;
	value: string;
}

/** The store's state. */
export interface LogoState {
	siteDetails: SiteDetails | null;
	history: LogoEntry[];
	selectedLogoIndex: number;
	/** Requests counted, as the feature status said, raised and lowered as requests run. */
	requestsCount: number;
	requestsLimit: number;
	/** The tier's value: 0 is the free tier, which has no logo generator. */
	tierValue: number;
	costs: { logo: number; enhance: number };
	styles: LogoStyle[];
	/** Where the generator was opened from (a block, the toolbar). */
	context: string;
	busy: Record< BusyFlag, boolean >;
	errors: Record< ErrorSlot, string | null >;
}
