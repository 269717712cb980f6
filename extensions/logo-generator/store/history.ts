/**
 * A site's logo history in the browser's IndexedDB, one record per site:
 * the last HISTORY_LIMIT logos, unsaved ones as images (Blobs), saved ones as
 * their media library URL. IndexedDB holds many megabytes where localStorage
 * held two or three logos. Storing may fail (private browsing, a full disk):
 * the history then keeps as many of the newest logos as fit, or none, and the
 * logos on screen stay as they are.
 */

/**
 * External dependencies
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * Internal dependencies
 */
import { capHistory } from './cap-history';
import { imageOf, showImage } from './logo-images';
import {
	forgetLegacyHistory,
	pageStorage,
	readLegacyHistory,
	type LegacyStorage,
} from './legacy-history';
import { fromEntry, toStoredLogo, type StoredLogo } from './stored-logo';
import type { LogoEntry } from './types';

/** The IndexedDB database and object store of the histories. */
export const HISTORY_DATABASE = 'cairn-logo-history';
export const HISTORY_STORE = 'logos';

let database: UseStore | null = null;

/**
 * The histories' store, opened on first use (never at editor start).
 *
 * @return The store.
 */
function histories(): UseStore {
	database ??= createStore( HISTORY_DATABASE, HISTORY_STORE );
	return database;
}

/** Writes run one after another, so an older history never overwrites a newer one. */
let writes: Promise< unknown > = Promise.resolve();

/**
 * Stores a site's logos, dropping the oldest until they fit.
 *
 * @param siteId The site.
 * @param logos  The logos, oldest first.
 * @return How many were stored.
 */
async function store( siteId: number, logos: StoredLogo[] ): Promise< number > {
	for ( let kept = logos; ; kept = kept.slice( 1 ) ) {
		try {
			await set( siteId, kept, histories() );
			return kept.length;
		} catch {
			// No IndexedDB, or no room: try with one logo fewer.
			if ( kept.length === 0 ) {
				return 0;
			}
		}
	}
}

/**
 * A history entry for a stored logo; an unsaved logo gets an object URL.
 *
 * @param logo The stored logo.
 * @return The entry.
 */
function toEntry( logo: StoredLogo ): LogoEntry {
	const { image, ...fields } = logo;
	return {
		...fields,
		url: typeof image === 'string' ? image : showImage( image ),
	};
}

/**
 * A site's history, its last HISTORY_LIMIT entries. A history an earlier
 * version left in localStorage is moved here first, and its key removed once
 * it is stored.
 *
 * @param siteId  The site.
 * @param storage Where earlier versions kept it.
 * @return The history, oldest first.
 */
export async function readHistory(
	siteId: number,
	storage: LegacyStorage | null = pageStorage()
): Promise< LogoEntry[] > {
	await writes;
	let stored: unknown;
	try {
		stored = await get( siteId, histories() );
	} catch {
		// No IndexedDB here (private browsing): no history to show.
	}
	let logos = Array.isArray( stored )
		? stored
				.map( toStoredLogo )
				.filter( ( logo ): logo is StoredLogo => logo !== null )
		: [];
	const legacy = readLegacyHistory( siteId, storage );
	if ( legacy ) {
		logos = capHistory( [ ...legacy, ...logos ] );
		if ( ( await store( siteId, logos ) ) === logos.length ) {
			forgetLegacyHistory( siteId, storage );
		}
	}
	return capHistory( logos ).map( toEntry );
}

/**
 * Keeps a site's history: its last HISTORY_LIMIT entries, each unsaved logo
 * as the image behind its URL.
 *
 * @param siteId  The site.
 * @param history The history.
 * @return How many logos were stored (fewer when they did not all fit).
 */
export function writeHistory(
	siteId: number,
	history: LogoEntry[]
): Promise< number > {
	const logos = capHistory( history ).flatMap( ( entry ) => {
		if ( /^https?:/.test( entry.url ) ) {
			return [ fromEntry( entry, entry.url ) ];
		}
		const image = imageOf( entry.url );
		return image ? [ fromEntry( entry, image ) ] : [];
	} );
	const written = writes.then( () => store( siteId, logos ) );
	writes = written;
	return written;
}
