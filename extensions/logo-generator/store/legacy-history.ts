/**
 * The history as earlier versions kept it: a JSON list in localStorage with
 * each unsaved logo as a base64 data URL. It is moved into IndexedDB once,
 * then its key is removed.
 */

/**
 * Internal dependencies
 */
import { blobFromDataUrl } from './image-blob';
import { toStoredLogo, type StoredLogo } from './stored-logo';

/** The part of localStorage the move uses. */
export type LegacyStorage = Pick< Storage, 'getItem' | 'removeItem' >;

/**
 * The localStorage key of a site's history in earlier versions.
 *
 * @param siteId The site.
 * @return The key.
 */
export function legacyHistoryKey( siteId: number ): string {
	return `cairn-logo-history-${ siteId }`;
}

/**
 * The page's localStorage, or null where there is none or it is blocked
 * (reading the property throws in some sandboxed frames).
 *
 * @return The storage.
 */
export function pageStorage(): LegacyStorage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

/**
 * A logo of the old list, its data URL turned back into an image.
 *
 * @param value An item of the list.
 * @return The logo, or null when it is not one.
 */
function fromLegacy( value: unknown ): StoredLogo | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const { url, ...rest } = value as Record< string, unknown >;
	const image =
		typeof url === 'string' && url.startsWith( 'data:' )
			? blobFromDataUrl( url )
			: url;
	return toStoredLogo( { ...rest, image } );
}

/**
 * A site's history as an earlier version kept it, or null when there is
 * none (or it cannot be read).
 *
 * @param siteId  The site.
 * @param storage Where it was kept.
 * @return The logos, oldest first.
 */
export function readLegacyHistory(
	siteId: number,
	storage: LegacyStorage | null
): StoredLogo[] | null {
	try {
		const text = storage?.getItem( legacyHistoryKey( siteId ) );
		if ( typeof text !== 'string' ) {
			return null;
		}
		const parsed: unknown = JSON.parse( text );
		return Array.isArray( parsed )
			? parsed
					.map( fromLegacy )
					.filter( ( logo ): logo is StoredLogo => logo !== null )
			: [];
	} catch {
		// Not JSON, or the storage is blocked: nothing to move.
		return [];
	}
}

/**
 * Removes a site's old history once it has been moved.
 *
 * @param siteId  The site.
 * @param storage Where it was kept.
 */
export function forgetLegacyHistory(
	siteId: number,
	storage: LegacyStorage | null
): void {
	try {
		storage?.removeItem( legacyHistoryKey( siteId ) );
	} catch {
		// Blocked storage: the next load moves it again, which changes nothing.
	}
}
