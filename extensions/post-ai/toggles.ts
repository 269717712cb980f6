/**
 * Internal dependencies
 */
import type { EnhanceToggles } from './types';

/** Where the toggles are kept, per user, in the browser. */
const STORAGE_KEY = 'cairn-ai-enhance-toggles';

export const DEFAULT_TOGGLES: Readonly< EnhanceToggles > = Object.freeze( {
	title: true,
	description: true,
	altText: true,
	onPublish: false,
} );

/**
 * The toggles as last set in this browser; the defaults for anything missing
 * or unreadable.
 *
 * @param storage Where they are kept. @default window.localStorage
 * @return The toggles.
 */
export function readToggles(
	storage: Pick< Storage, 'getItem' > | undefined = globalThis.localStorage
): EnhanceToggles {
	try {
		const stored: unknown = JSON.parse(
			storage?.getItem( STORAGE_KEY ) ?? '{}'
		);
		const toggles = { ...DEFAULT_TOGGLES };
		if ( stored && typeof stored === 'object' ) {
			for ( const key of Object.keys( DEFAULT_TOGGLES ) as Array<
				keyof EnhanceToggles
			> ) {
				const value = ( stored as Record< string, unknown > )[ key ];
				if ( typeof value === 'boolean' ) {
					toggles[ key ] = value;
				}
			}
		}
		return toggles;
	} catch {
		// Private browsing or a corrupt value: the defaults.
		return { ...DEFAULT_TOGGLES };
	}
}

/**
 * Keeps the toggles in this browser.
 *
 * @param toggles The toggles.
 * @param storage Where they are kept. @default window.localStorage
 */
export function writeToggles(
	toggles: EnhanceToggles,
	storage: Pick< Storage, 'setItem' > | undefined = globalThis.localStorage
): void {
	try {
		storage?.setItem( STORAGE_KEY, JSON.stringify( toggles ) );
	} catch {
		// Storage full or refused: the toggles last for this page only.
	}
}
