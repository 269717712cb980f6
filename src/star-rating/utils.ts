/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ALIGNMENTS,
	DEFAULT_ALIGN,
	DEFAULT_MAX_RATING,
	DEFAULT_RATING,
	MAX_MAX_RATING,
	MIN_MAX_RATING,
	RATING_STEP,
} from './constants';
import type { StarRatingAlign, SymbolFill } from './types';

/**
 * The rating after a tap on the symbol at `position` (1-based).
 *
 * A tap sets the rating to the symbol's number, except that a tap on the
 * current value, when it is whole, takes half off (so 1 becomes 0.5), and a
 * tap on the first symbol when the rating is 0.5 clears it to 0.
 *
 * @param current  The rating before the tap.
 * @param position The tapped symbol's number, from 1.
 * @return The new rating.
 */
export function getNextRating( current: number, position: number ): number {
	if ( position === 1 && current === RATING_STEP ) {
		return 0;
	}
	if ( position === current && Number.isInteger( current ) ) {
		return current - RATING_STEP;
	}
	return position;
}

/**
 * Keeps the highest rating a whole number from 2 to 10 (the slider's range).
 *
 * @param maxRating The stored highest rating.
 * @return The highest rating to use.
 */
export function clampMaxRating( maxRating: number ): number {
	if ( ! Number.isFinite( maxRating ) ) {
		return DEFAULT_MAX_RATING;
	}
	return Math.min(
		MAX_MAX_RATING,
		Math.max( MIN_MAX_RATING, Math.round( maxRating ) )
	);
}

/**
 * Keeps a rating in halves between 0 and the highest rating, so that a
 * lowered maximum or hand-edited content never shows more symbols filled than
 * there are.
 *
 * @param rating    The stored rating.
 * @param maxRating The highest rating in use.
 * @return The rating to show.
 */
export function clampRating( rating: number, maxRating: number ): number {
	const value = Number.isFinite( rating ) ? rating : DEFAULT_RATING;
	const halves = Math.round( value / RATING_STEP ) * RATING_STEP;
	return Math.min( maxRating, Math.max( 0, halves ) );
}

/**
 * How much of the symbol at `position` (1-based) a rating fills.
 *
 * @param position The symbol's number, from 1.
 * @param rating   The rating shown.
 * @return Full, half or empty.
 */
export function getSymbolFill( position: number, rating: number ): SymbolFill {
	if ( rating >= position ) {
		return 'full';
	}
	if ( rating >= position - RATING_STEP ) {
		return 'half';
	}
	return 'empty';
}

/**
 * The alignment to apply, falling back to the default for unknown values.
 *
 * @param align The stored alignment.
 * @return One of the toolbar's alignments.
 */
export function getAlign( align: string | undefined ): StarRatingAlign {
	return ( ALIGNMENTS as readonly string[] ).includes( align ?? '' )
		? ( align as StarRatingAlign )
		: DEFAULT_ALIGN;
}

/**
 * The rating in words, shown in the editor. Visitors get the same words from
 * the server (Cairn\Blocks\Star_Rating::get_label(), the same strings), in
 * the site's language: they are never saved, so that the saved markup does
 * not depend on the language of whoever saved the post.
 *
 * @param rating    The rating shown.
 * @param maxRating The highest rating.
 * @return For example "3.5 out of 5 stars".
 */
export function getRatingLabel( rating: number, maxRating: number ): string {
	return sprintf(
		/* translators: 1: the rating, for example 3.5; 2: the highest rating, for example 5. */
		_n(
			'%1$s out of %2$d star',
			'%1$s out of %2$d stars',
			maxRating,
			'cairn'
		),
		String( rating ),
		maxRating
	);
}

/**
 * The accessible name of the editor's button for one symbol.
 *
 * @param position  The symbol's number, from 1.
 * @param maxRating The highest rating.
 * @return For example "Rate 3 out of 5".
 */
export function getRateButtonLabel(
	position: number,
	maxRating: number
): string {
	return sprintf(
		/* translators: 1: the rating this button sets, for example 3; 2: the highest rating, for example 5. */
		__( 'Rate %1$d out of %2$d', 'cairn' ),
		position,
		maxRating
	);
}
