/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { StarRatingAttributes } from '../types';

/**
 * Version 4 saved the symbols as empty spans (kept by wp_kses_post() for
 * every user) and an empty label that the server filled with the words. The
 * block now saves nothing but its attributes and the server renders it all,
 * so its markup follows the site's language and a markup change needs no
 * deprecation. Its attributes are the current ones: nothing to migrate.
 *
 * Frozen here: the attributes, supports and the save with its clamps.
 */

const ALIGNS = [ 'left', 'center', 'right' ];

function clampMax( maxRating: number ): number {
	return Number.isFinite( maxRating )
		? Math.min( 10, Math.max( 2, Math.round( maxRating ) ) )
		: 5;
}

function clampValue( rating: number, maxRating: number ): number {
	const value = Number.isFinite( rating ) ? rating : 1;
	return Math.min( maxRating, Math.max( 0, Math.round( value * 2 ) / 2 ) );
}

function fillOf( position: number, rating: number ): string {
	if ( rating >= position ) {
		return 'full';
	}
	return rating >= position - 0.5 ? 'half' : 'empty';
}

const v4: BlockDeprecation< StarRatingAttributes, StarRatingAttributes > = {
	apiVersion: 3,
	attributes: {
		rating: { type: 'number', default: 1 },
		maxRating: { type: 'number', default: 5 },
		color: { type: 'string' },
		ratingStyle: { type: 'string', default: 'star' },
		align: { type: 'string', default: 'left' },
	},
	supports: { html: false },
	save( { attributes } ) {
		const { color, align } = attributes;
		const maxRating = clampMax( attributes.maxRating );
		const rating = clampValue( attributes.rating, maxRating );
		return (
			<div
				{ ...useBlockProps.save( {
					className: `has-text-align-${
						ALIGNS.includes( align ) ? align : 'left'
					}`,
				} ) }
			>
				<span
					className="wp-block-cairn-star-rating__symbols"
					style={ color ? { color } : undefined }
					aria-hidden="true"
				>
					{ Array.from( { length: maxRating }, ( _, i ) => (
						<span
							key={ i }
							className={ `wp-block-cairn-star-rating__symbol is-${ fillOf(
								i + 1,
								rating
							) }` }
						/>
					) ) }
				</span>
				<span className="wp-block-cairn-star-rating__label" />
			</div>
		);
	},
};

export default v4;
