/**
 * Internal dependencies
 */
import { HISTORY_LIMIT } from './constants';
import type { LogoEntry } from './types';

/**
 * The browser-storage key of a site's history.
 *
 * @param siteId The site.
 * @return The key.
 */
export function historyKey( siteId: number ): string {
	return `cairn-logo-history-${ siteId }`;
}

/**
 * An entry read back from storage, or null when it is not one.
 *
 * @param value What was stored.
 * @return The entry.
 */
function toEntry( value: unknown ): LogoEntry | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const entry = value as Record< string, unknown >;
	if (
		typeof entry.url !== 'string' ||
		! /^(https?:|data:image\/)/.test( entry.url )
	) {
		return null;
	}
	return {
		url: entry.url,
		description:
			typeof entry.description === 'string' ? entry.description : '',
		mediaId: Number.isInteger( entry.mediaId )
			? ( entry.mediaId as number )
			: 0,
		...( typeof entry.revisedPrompt === 'string'
			? { revisedPrompt: entry.revisedPrompt }
			: {} ),
		...( entry.rating === 'like' || entry.rating === 'dislike'
			? { rating: entry.rating }
			: {} ),
	};
}

/**
 * The last entries of a history, at most HISTORY_LIMIT.
 *
 * @param history The history.
 * @return Its tail.
 */
export function capHistory( history: LogoEntry[] ): LogoEntry[] {
	return history.slice( -HISTORY_LIMIT );
}

/**
 * A site's history from browser storage (url, description, mediaId,
 * revisedPrompt, rating), its last HISTORY_LIMIT entries.
 *
 * @param siteId  The site.
 * @param storage Where it is kept.
 * @return The history, oldest first.
 */
export function readHistory(
	siteId: number,
	storage: Pick< Storage, 'getItem' > = window.localStorage
): LogoEntry[] {
	try {
		const parsed: unknown = JSON.parse(
			storage.getItem( historyKey( siteId ) ) ?? '[]'
		);
		return Array.isArray( parsed )
			? capHistory(
					parsed
						.map( toEntry )
						.filter(
							( entry ): entry is LogoEntry => entry !== null
						)
				)
			: [];
	} catch {
		// A history another version wrote, or a full or blocked storage: start again.
		return [];
	}
}

/**
 * Keeps a site's history in browser storage. Data URLs of logos not yet
 * saved are kept too, so nothing generated is lost on a reload.
 *
 * @param siteId  The site.
 * @param history The history.
 * @param storage Where it is kept.
 */
export function writeHistory(
	siteId: number,
	history: LogoEntry[],
	storage: Pick< Storage, 'setItem' > = window.localStorage
): void {
	try {
		storage.setItem(
			historyKey( siteId ),
			JSON.stringify(
				capHistory( history ).map(
					( {
						url,
						description,
						mediaId,
						revisedPrompt,
						rating,
					} ) => ( {
						url,
						description,
						mediaId,
						revisedPrompt,
						rating,
					} )
				)
			)
		);
	} catch {
		// Storage full or blocked: the history lives for this page only.
	}
}
