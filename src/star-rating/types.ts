/**
 * WordPress dependencies
 */
import type { BlockEditProps, BlockSaveProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { ALIGNMENTS } from './constants';

/** How much of one symbol is filled. */
export type SymbolFill = 'full' | 'half' | 'empty';

/** A horizontal alignment offered by the toolbar. */
export type StarRatingAlign = ( typeof ALIGNMENTS )[ number ];

/** The star rating block's attributes (block.json). */
export interface StarRatingAttributes extends Record< string, unknown > {
	/** The rating, in halves, from 0 to `maxRating`. @default 1 */
	rating: number;
	/** The highest rating, a whole number from 2 to 10. @default 5 */
	maxRating: number;
	/** The colour of the symbols, any CSS colour; unset follows the text colour. */
	color?: string;
	/** Which symbol is drawn. @default 'star' */
	ratingStyle: string;
	/** Horizontal alignment of the symbols. @default 'left' */
	align: string;
}

/** Props of the star rating's edit component. */
export type StarRatingEditProps = BlockEditProps< StarRatingAttributes >;

/** Props of the star rating's save component. */
export type StarRatingSaveProps = BlockSaveProps< StarRatingAttributes >;

/** Props of one drawn symbol. */
export interface RatingSymbolProps {
	/** How much of the symbol is filled. */
	fill: SymbolFill;
}
