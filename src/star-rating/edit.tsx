/**
 * WordPress dependencies
 */
import {
	AlignmentToolbar,
	BlockControls,
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
} from '@wordpress/block-editor';
import { Button, PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DEFAULT_ALIGN, MAX_MAX_RATING, MIN_MAX_RATING } from './constants';
import RatingSymbol from './components/rating-symbol';
import type { StarRatingEditProps } from './types';
import {
	clampMaxRating,
	clampRating,
	getAlign,
	getNextRating,
	getRateButtonLabel,
	getRatingLabel,
	getSymbolFill,
} from './utils';

/**
 * The star rating in the editor: one button per symbol, the highest rating
 * and the colour in the sidebar, the alignment in the toolbar.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function StarRatingEdit( {
	attributes,
	setAttributes,
}: StarRatingEditProps ) {
	const { color, align } = attributes;
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const label = getRatingLabel( rating, maxRating );
	const positions = Array.from( { length: maxRating }, ( _, i ) => i + 1 );

	const blockProps = useBlockProps( {
		className: `has-text-align-${ getAlign( align ) }`,
	} );

	return (
		<>
			<BlockControls group="block">
				<AlignmentToolbar
					value={ getAlign( align ) }
					onChange={ ( next?: string ) =>
						setAttributes( { align: next ?? DEFAULT_ALIGN } )
					}
				/>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'cairn' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Highest rating', 'cairn' ) }
						value={ maxRating }
						min={ MIN_MAX_RATING }
						max={ MAX_MAX_RATING }
						step={ 1 }
						onChange={ ( next?: number ) => {
							const nextMax = clampMaxRating( next ?? maxRating );
							setAttributes( {
								maxRating: nextMax,
								rating: clampRating( rating, nextMax ),
							} );
						} }
					/>
				</PanelBody>
				<PanelColorSettings
					title={ __( 'Color', 'cairn' ) }
					__experimentalIsRenderedInSidebar
					colorSettings={ [
						{
							// No colour chosen yet is `undefined`, which the
							// component accepts although its types say string.
							value: color as string,
							onChange: ( next?: string ) =>
								setAttributes( { color: next } ),
							label: __( 'Star color', 'cairn' ),
						},
					] }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<span
					className="wp-block-cairn-star-rating__symbols"
					role="group"
					aria-label={ __( 'Rating', 'cairn' ) }
					style={ color ? { color } : undefined }
				>
					{ positions.map( ( position ) => (
						<Button
							key={ position }
							className="wp-block-cairn-star-rating__button"
							label={ getRateButtonLabel( position, maxRating ) }
							showTooltip={ false }
							// Says which star is the current rating, as a
							// toggle: pressing it again takes half off. A
							// half rating has no button of its own, so none
							// is pressed then.
							aria-pressed={ position === rating }
							onClick={ () =>
								setAttributes( {
									rating: getNextRating( rating, position ),
								} )
							}
						>
							<RatingSymbol
								fill={ getSymbolFill( position, rating ) }
							/>
						</Button>
					) ) }
				</span>
				<span
					className="wp-block-cairn-star-rating__label"
					aria-live="polite"
				>
					{ label }
				</span>
			</div>
		</>
	);
}
