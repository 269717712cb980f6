/**
 * WordPress dependencies
 */
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LINK_OPTIONS, MAX_ROUNDED_CORNERS } from '../constants';
import { effectiveColumns, maxColumns, type LayoutStyle } from '../layout';
import type { LinkTo, TiledGalleryAttributes } from '../types';
import { clampRoundedCorners } from '../utils';

interface Props {
	attributes: TiledGalleryAttributes;
	setAttributes: ( attributes: Partial< TiledGalleryAttributes > ) => void;
	style: LayoutStyle;
}

/**
 * The sidebar: Columns (1 to min(20, images), min(3, images) until chosen),
 * Rounded corners (0–20, not for circles), Crop images (square and circle
 * tiles only) and Link To.
 *
 * @param props               The panel's props.
 * @param props.attributes    The gallery's attributes.
 * @param props.setAttributes Sets them.
 * @param props.style         The layout style.
 * @return The panel.
 */
export default function GallerySettings( {
	attributes,
	setAttributes,
	style,
}: Props ) {
	const { columns, images, linkTo, roundedCorners, imageCrop } = attributes;
	const count = images.length;
	return (
		<PanelBody title={ __( 'Tiled gallery settings', 'cairn' ) }>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Columns', 'cairn' ) }
				value={ effectiveColumns( columns, count ) }
				min={ 1 }
				max={ maxColumns( count ) }
				onChange={ ( value ) =>
					setAttributes( {
						columns: effectiveColumns( value, count ),
					} )
				}
			/>
			{ style !== 'circle' && (
				<RangeControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Rounded corners', 'cairn' ) }
					value={ roundedCorners }
					min={ 0 }
					max={ MAX_ROUNDED_CORNERS }
					onChange={ ( value ) =>
						setAttributes( {
							roundedCorners: clampRoundedCorners( value ),
						} )
					}
				/>
			) }
			{ ( style === 'square' || style === 'circle' ) && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Crop images', 'cairn' ) }
					help={
						imageCrop
							? __(
									'Each tile shows the middle of its image.',
									'cairn'
								)
							: __( 'Each tile shows its whole image.', 'cairn' )
					}
					checked={ imageCrop }
					onChange={ ( value ) =>
						setAttributes( { imageCrop: value } )
					}
				/>
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Link To', 'cairn' ) }
				value={ linkTo }
				options={ LINK_OPTIONS.map( ( option ) => ( { ...option } ) ) }
				onChange={ ( value ) =>
					setAttributes( { linkTo: value as LinkTo } )
				}
			/>
		</PanelBody>
	);
}
