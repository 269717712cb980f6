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
 * Versions 1 and 2 as WordPress stored them for users without
 * `unfiltered_html` (Authors, Contributors, every administrator of a
 * multisite network but the super admin): wp_kses_post() removed every
 * `svg` and `polygon`, leaving the symbols' span empty. The editor then found
 * the block invalid, and visitors saw no stars. This entry accepts that
 * markup, so those posts open valid and are saved again with the current
 * spans; the block comment still holds every attribute, so nothing is lost.
 *
 * Version 1 also saved the rating in words (a `title` on the symbols and the
 * label's text), which kses keeps; they are read back from the markup as in
 * deprecated/v1.tsx, whatever their language, and migrate() drops them.
 * Everything is frozen here, so later changes to the block cannot break it.
 */

/** The attributes, with version 1's saved words read back from the markup. */
interface FilteredAttributes extends Record< string, unknown > {
	/** The rating, in halves. */
	rating: number;
	/** The highest rating. */
	maxRating: number;
	/** The colour of the symbols. */
	color?: string;
	/** Which symbol is drawn. */
	ratingStyle: string;
	/** Horizontal alignment. */
	align: string;
	/** Version 1's saved words of the label; empty for version 2. */
	label?: string;
	/** Version 1's saved tooltip of the symbols; none for version 2. */
	title?: string;
}

function filteredAlign( align: string | undefined ): string {
	return [ 'left', 'center', 'right' ].includes( align ?? '' )
		? ( align as string )
		: 'left';
}

const v3: BlockDeprecation< StarRatingAttributes, FilteredAttributes > = {
	// useBlockProps.save() below adds the wrapper's classes itself; without
	// the version, the parser would add them a second time.
	apiVersion: 3,
	attributes: {
		rating: { type: 'number', default: 1 },
		maxRating: { type: 'number', default: 5 },
		color: { type: 'string' },
		ratingStyle: { type: 'string', default: 'star' },
		align: { type: 'string', default: 'left' },
		label: {
			type: 'string',
			source: 'text',
			selector: '.wp-block-cairn-star-rating__label',
		},
		title: {
			type: 'string',
			source: 'attribute',
			selector: '.wp-block-cairn-star-rating__symbols',
			attribute: 'title',
		},
	},
	supports: {
		html: false,
	},
	migrate( { label, title, ...attributes } ) {
		return attributes as StarRatingAttributes;
	},
	save( { attributes } ) {
		const { color, align, label, title } = attributes;

		return (
			<div
				{ ...useBlockProps.save( {
					className: `has-text-align-${ filteredAlign( align ) }`,
				} ) }
			>
				<span
					className="wp-block-cairn-star-rating__symbols"
					style={ color ? { color } : undefined }
					title={ title }
					aria-hidden="true"
				/>
				<span className="wp-block-cairn-star-rating__label">
					{ label }
				</span>
			</div>
		);
	},
};

export default v3;
