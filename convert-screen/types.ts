/**
 * Something the conversion removed because a post must not hold it (never
 * the value itself): a credential, an address with a protocol the site
 * refuses, CSS that is not of its type, an event handler.
 */
export interface Removed {
	/** The Jetpack block that held it. */
	from: string;
	/** The attribute (a block attribute, or an HTML attribute of its markup). */
	attribute: string;
	reason: 'credential' | 'url' | 'style' | 'handler';
}

/**
 * A converted block that visitors see only as a fallback (a label, a list
 * of places) until the owner acts.
 */
export interface Waiting {
	/** The Jetpack block. */
	from: string;
	/** The Cairn block it became. */
	to: string;
	/** The one setting or action that brings it back. */
	action: string;
}

/**
 * One changed post of a batch (Cairn\Jetpack\Site_Converter).
 */
export interface PostReport {
	id: number;
	title: string;
	type: string;
	counts: Record< string, number >;
	saved: boolean;
	converted: Array< { from: string; to: string; kept: string[] } >;
	left: Record< string, number >;
	needs: string[];
	removed: Removed[];
	/** Each block waiting for the owner, in the post's order. */
	waiting?: Waiting[];
}

/** What `POST /cairn/v1/jetpack/site/batch` answers. */
export interface Batch {
	posts: PostReport[];
	next: number;
	done: boolean;
	scanned: number;
}

/** Where a run is. */
export interface Progress {
	/** Posts looked at. */
	scanned: number;
	/** The last post ID looked at: a stopped run resumes after it. */
	after: number;
	/** Changed (or, in a dry run, would-change) posts. */
	posts: PostReport[];
	done: boolean;
}
