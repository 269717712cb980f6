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
 * Version 1 (Cairn 0.1.0) saved the rating in words, in the language of the
 * editor who saved the post: as a `title` on the symbols and as the text of
 * the visually hidden label. Everything it needs is frozen here (attributes,
 * supports, the clamps and the symbol outlines), so later changes to the
 * block cannot break it.
 *
 * The words are read back from the saved markup (`label`, `title`) instead of
 * being translated again: a post saved in French must stay valid for an
 * editor working in English. migrate() drops them; the server now adds the
 * words when the block is rendered.
 */

/** Version 1's attributes, with the saved words read back from the markup. */
interface V1Attributes extends Record< string, unknown > {
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
	/** The saved words of the label, in whichever language they were saved. */
	label?: string;
	/** The saved tooltip of the symbols. */
	title?: string;
}

type V1Fill = 'full' | 'half' | 'empty';

const V1_SYMBOLS: Record< string, { whole: string; half: string } > = {
	star: {
		whole: '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26',
		half: '12 2 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26',
	},
};

function v1MaxRating( maxRating: number ): number {
	return Number.isFinite( maxRating )
		? Math.min( 10, Math.max( 2, Math.round( maxRating ) ) )
		: 5;
}

function v1Rating( rating: number, maxRating: number ): number {
	const value = Number.isFinite( rating ) ? rating : 1;
	return Math.min( maxRating, Math.max( 0, Math.round( value * 2 ) / 2 ) );
}

function v1Fill( position: number, rating: number ): V1Fill {
	if ( rating >= position ) {
		return 'full';
	}
	return rating >= position - 0.5 ? 'half' : 'empty';
}

function v1Align( align: string | undefined ): string {
	return [ 'left', 'center', 'right' ].includes( align ?? '' )
		? ( align as string )
		: 'left';
}

const v1: BlockDeprecation< StarRatingAttributes, V1Attributes > = {
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
		const { color, ratingStyle, align, label, title } = attributes;
		const maxRating = v1MaxRating( attributes.maxRating );
		const rating = v1Rating( attributes.rating, maxRating );
		const shape = V1_SYMBOLS[ ratingStyle ] ?? V1_SYMBOLS.star;
		const positions = Array.from(
			{ length: maxRating },
			( _, i ) => i + 1
		);

		return (
			<div
				{ ...useBlockProps.save( {
					className: `has-text-align-${ v1Align( align ) }`,
				} ) }
			>
				<span
					className="wp-block-cairn-star-rating__symbols"
					style={ color ? { color } : undefined }
					title={ title }
					aria-hidden="true"
				>
					{ positions.map( ( position ) => {
						const fill = v1Fill( position, rating );
						return (
							<svg
								key={ position }
								className={ `wp-block-cairn-star-rating__symbol is-${ fill }` }
								viewBox="0 0 24 24"
								width="24"
								height="24"
								aria-hidden="true"
								focusable="false"
							>
								<polygon
									className="wp-block-cairn-star-rating__symbol-back"
									points={ shape.whole }
								/>
								{ fill !== 'empty' && (
									<polygon
										className="wp-block-cairn-star-rating__symbol-front"
										points={
											fill === 'full'
												? shape.whole
												: shape.half
										}
										fill="currentColor"
									/>
								) }
							</svg>
						);
					} ) }
				</span>
				<span className="wp-block-cairn-star-rating__label">
					{ label }
				</span>
			</div>
		);
	},
};

export default v1;
