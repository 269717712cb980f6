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
 * Version 2 (Cairn 0.1.0, after the words moved to the server) drew each
 * symbol as inline SVG. WordPress filters the post content of users without
 * `unfiltered_html` (Authors, Contributors, every administrator of a
 * multisite network but the super admin) through wp_kses_post(), which
 * removes `svg` and `polygon`, so the block now saves spans that style.scss
 * draws. Posts saved with the SVG by someone allowed to (an administrator of
 * a single site) keep it, and stay valid through this entry; their
 * attributes are the current ones, so nothing needs migrating.
 *
 * Everything it needs is frozen here (attributes, supports, the clamps and
 * the symbol outlines), so later changes to the block cannot break it.
 */

/** Version 2's attributes: the current ones. */
interface V2Attributes extends Record< string, unknown > {
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
}

type V2Fill = 'full' | 'half' | 'empty';

const V2_SYMBOLS: Record< string, { whole: string; half: string } > = {
	star: {
		whole: '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26',
		half: '12 2 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26',
	},
};

function v2MaxRating( maxRating: number ): number {
	return Number.isFinite( maxRating )
		? Math.min( 10, Math.max( 2, Math.round( maxRating ) ) )
		: 5;
}

function v2Rating( rating: number, maxRating: number ): number {
	const value = Number.isFinite( rating ) ? rating : 1;
	return Math.min( maxRating, Math.max( 0, Math.round( value * 2 ) / 2 ) );
}

function v2Fill( position: number, rating: number ): V2Fill {
	if ( rating >= position ) {
		return 'full';
	}
	return rating >= position - 0.5 ? 'half' : 'empty';
}

function v2Align( align: string | undefined ): string {
	return [ 'left', 'center', 'right' ].includes( align ?? '' )
		? ( align as string )
		: 'left';
}

const v2: BlockDeprecation< StarRatingAttributes, V2Attributes > = {
	// useBlockProps.save() below adds the wrapper's classes itself; without
	// the version, the parser would add them a second time.
	apiVersion: 3,
	attributes: {
		rating: { type: 'number', default: 1 },
		maxRating: { type: 'number', default: 5 },
		color: { type: 'string' },
		ratingStyle: { type: 'string', default: 'star' },
		align: { type: 'string', default: 'left' },
	},
	supports: {
		html: false,
	},
	save( { attributes } ) {
		const { color, ratingStyle, align } = attributes;
		const maxRating = v2MaxRating( attributes.maxRating );
		const rating = v2Rating( attributes.rating, maxRating );
		const shape = V2_SYMBOLS[ ratingStyle ] ?? V2_SYMBOLS.star;
		const positions = Array.from(
			{ length: maxRating },
			( _, i ) => i + 1
		);

		return (
			<div
				{ ...useBlockProps.save( {
					className: `has-text-align-${ v2Align( align ) }`,
				} ) }
			>
				<span
					className="wp-block-cairn-star-rating__symbols"
					style={ color ? { color } : undefined }
					aria-hidden="true"
				>
					{ positions.map( ( position ) => {
						const fill = v2Fill( position, rating );
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
				<span className="wp-block-cairn-star-rating__label" />
			</div>
		);
	},
};

export default v2;
