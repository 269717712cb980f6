/**
 * WordPress dependencies
 */
import {
	InspectorAdvancedControls,
	InspectorControls,
} from '@wordpress/block-editor';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OpenTableStyle } from '../parser';
import type { OpenTableAttributes } from '../types';
import RestaurantPicker from './restaurant-picker';

/** The widget's languages, each named in itself. */
const LANGUAGE_OPTIONS = [
	{ value: 'en-US', label: 'English' },
	{ value: 'fr-CA', label: 'Français' },
	{ value: 'de-DE', label: 'Deutsch' },
	{ value: 'es-MX', label: 'Español' },
	{ value: 'ja-JP', label: '日本語' },
	{ value: 'nl-NL', label: 'Nederlands' },
	{ value: 'it-IT', label: 'Italiano' },
];

/** Props of the block's sidebar. */
interface SettingsProps {
	/** The block's attributes. */
	attributes: OpenTableAttributes;
	/** Updates the block's attributes. */
	setAttributes: ( attributes: Partial< OpenTableAttributes > ) => void;
	/** The style the Styles panel chose. */
	style: OpenTableStyle;
	/** Sets the restaurant IDs (never none). */
	changeIds: ( ids: string[] ) => void;
}

/**
 * The sidebar: Settings (restaurant IDs, Language, Open in a new window) and
 * Advanced (iFrame, and the button style's margin).
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.style         The chosen style.
 * @param props.changeIds     Sets the restaurant IDs.
 * @return The sidebar controls.
 */
export default function Settings( {
	attributes,
	setAttributes,
	style,
	changeIds,
}: SettingsProps ) {
	const { rid, lang, newtab, iframe, negativeMargin } = attributes;
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'cairn' ) }>
					<RestaurantPicker
						rid={ rid }
						onChange={ ( ids ) => {
							if ( ids.length > 0 ) {
								changeIds( ids );
							}
						} }
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Language', 'cairn' ) }
						value={ lang }
						options={ LANGUAGE_OPTIONS }
						onChange={ ( value ) =>
							setAttributes( {
								lang: value as OpenTableAttributes[ 'lang' ],
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open in a new window', 'cairn' ) }
						checked={ newtab }
						onChange={ ( value ) =>
							setAttributes( { newtab: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InspectorAdvancedControls>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Load the widget in an iFrame (recommended)',
						'cairn'
					) }
					checked={ iframe }
					onChange={ ( value ) => setAttributes( { iframe: value } ) }
				/>
				{ style === 'button' && (
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Remove button margin', 'cairn' ) }
						checked={ negativeMargin }
						onChange={ ( value ) =>
							setAttributes( { negativeMargin: value } )
						}
					/>
				) }
			</InspectorAdvancedControls>
		</>
	);
}
