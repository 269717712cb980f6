/**
 * Internal dependencies
 */
import { AI_FEEDBACK_STORAGE_KEY } from '../../constants';
import type { AiRating } from './types';

/**
 * Ratings kept at most, newest last, so storage does not grow forever.
 */
const MAX_RATINGS = 200;

/**
 * Reads every stored rating.
 *
 * @return Ratings keyed by item id.
 */
function readRatings(): Record< string, AiRating > {
	try {
		const raw = window.localStorage.getItem( AI_FEEDBACK_STORAGE_KEY );
		const parsed: unknown = raw ? JSON.parse( raw ) : {};
		return parsed && typeof parsed === 'object' && ! Array.isArray( parsed )
			? ( parsed as Record< string, AiRating > )
			: {};
	} catch {
		// Blocked or corrupt storage: nothing stored.
		return {};
	}
}

/**
 * The stored rating of an item.
 *
 * @param id Item id.
 * @return The rating, or null.
 */
export function getStoredRating( id: string ): AiRating | null {
	const rating = readRatings()[ id ];
	return rating === 'thumbs-up' || rating === 'thumbs-down' ? rating : null;
}

/**
 * Stores the rating of an item (one per item).
 *
 * @param id     Item id.
 * @param rating The rating.
 */
export function storeRating( id: string, rating: AiRating ): void {
	const ratings = readRatings();
	delete ratings[ id ];
	ratings[ id ] = rating;
	const ids = Object.keys( ratings );
	for ( const old of ids.slice(
		0,
		Math.max( 0, ids.length - MAX_RATINGS )
	) ) {
		delete ratings[ old ];
	}
	try {
		window.localStorage.setItem(
			AI_FEEDBACK_STORAGE_KEY,
			JSON.stringify( ratings )
		);
	} catch {
		// Without storage the rating lasts as long as the component.
	}
}

/**
 * Forgets the rating of an item.
 *
 * @param id Item id.
 */
export function forgetRating( id: string ): void {
	const ratings = readRatings();
	delete ratings[ id ];
	try {
		window.localStorage.setItem(
			AI_FEEDBACK_STORAGE_KEY,
			JSON.stringify( ratings )
		);
	} catch {
		// Without storage there is nothing to forget.
	}
}
