/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MAX_DELAY, MIN_DELAY } from '../constants';
import type { SlideshowAttributes, SlideshowEffect } from '../types';
import { clampDelay } from '../utils';

/** The editor settings' image sizes. */
interface ImageSize {
	slug: string;
	name: string;
}

interface SlideshowSettingsProps extends Pick<
	BlockEditProps< SlideshowAttributes >,
	'attributes' | 'setAttributes'
> {
	/** Takes another image size for every slide. */
	onSize: ( slug: string ) => void;
}

/**
 * The slideshow's sidebar: Autoplay with its delay, Effects, and Image
 * Settings (the size of every slide's image).
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.onSize        Takes another image size.
 * @return The inspector fill.
 */
export default function SlideshowSettings( {
	attributes,
	setAttributes,
	onSize,
}: SlideshowSettingsProps ) {
	const { autoplay, delay, effect, sizeSlug } = attributes;
	const imageSizes = useSelect(
		( select ) =>
			(
				select( blockEditorStore ).getSettings() as {
					imageSizes?: ImageSize[];
				}
			 ).imageSizes ?? [],
		[]
	);
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Autoplay', 'cairn' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Autoplay', 'cairn' ) }
					help={ __(
						'Autoplay stays off for visitors who prefer reduced motion.',
						'cairn'
					) }
					checked={ autoplay }
					onChange={ ( value ) =>
						setAttributes( { autoplay: value } )
					}
				/>
				{ autoplay && (
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Delay between transitions (in seconds)',
							'cairn'
						) }
						value={ clampDelay( delay ) }
						min={ MIN_DELAY }
						max={ MAX_DELAY }
						onChange={ ( value ) =>
							setAttributes( { delay: clampDelay( value ) } )
						}
					/>
				) }
			</PanelBody>
			<PanelBody title={ __( 'Effects', 'cairn' ) }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Transition effect', 'cairn' ) }
					value={ effect }
					options={ [
						{ label: __( 'Slide', 'cairn' ), value: 'slide' },
						{ label: __( 'Fade', 'cairn' ), value: 'fade' },
					] }
					onChange={ ( value ) =>
						setAttributes( {
							effect: value as SlideshowEffect,
						} )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Image Settings', 'cairn' ) }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Image size', 'cairn' ) }
					value={ sizeSlug ?? 'full' }
					options={ imageSizes.map( ( size ) => ( {
						label: size.name,
						value: size.slug,
					} ) ) }
					onChange={ onSize }
				/>
			</PanelBody>
		</InspectorControls>
	);
}
