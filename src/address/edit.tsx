/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	PlainText,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ADDRESS_FIELDS } from './constants';
import type { AddressEditProps, AddressField } from './types';

/**
 * The placeholder of each field, which is also its accessible name.
 *
 * @return Placeholder per field.
 */
function placeholders(): Record< AddressField, string > {
	return {
		address: __( 'Street Address', 'cairn' ),
		addressLine2: __( 'Address Line 2', 'cairn' ),
		addressLine3: __( 'Address Line 3', 'cairn' ),
		city: __( 'City', 'cairn' ),
		region: __( 'State/Province/Region', 'cairn' ),
		postal: __( 'Postal/Zip Code', 'cairn' ),
		country: __( 'Country', 'cairn' ),
	};
}

/**
 * The Address editor: one plain-text field per part of the address, and
 * the 'Link address to Google Maps' toggle in the sidebar.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function AddressEdit( {
	attributes,
	setAttributes,
}: AddressEditProps ) {
	const labels = placeholders();
	return (
		<div { ...useBlockProps() }>
			{ ADDRESS_FIELDS.map( ( field ) => (
				<PlainText
					key={ field }
					className={ `wp-block-cairn-address__input wp-block-cairn-address__input-${ field }` }
					value={ attributes[ field ] }
					placeholder={ labels[ field ] }
					aria-label={ labels[ field ] }
					onChange={ ( value: string ) =>
						setAttributes( { [ field ]: value } )
					}
				/>
			) ) }
			<InspectorControls>
				<PanelBody title={ __( 'Link settings', 'cairn' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Link address to Google Maps', 'cairn' ) }
						checked={ attributes.linkToGoogleMaps }
						onChange={ ( linkToGoogleMaps: boolean ) =>
							setAttributes( { linkToGoogleMaps } )
						}
					/>
				</PanelBody>
			</InspectorControls>
		</div>
	);
}
