/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	ExternalLink,
	PanelBody,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CURRENCIES } from '@cairn/shared/currency/constants';
import { getCurrencyChange } from '../attribute-changes';
import { EARNINGS_URL } from '../constants';
import type { DonationsPartProps, TabKey } from '../types';
import { getBlockCurrency, getTabs } from '../utils';

/**
 * The block's settings in the sidebar: currency, which tabs and the custom
 * amount are offered, and a link to the earnings.
 *
 * @param props               The props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets the block's attributes.
 * @param props.currency      The block's currency.
 * @return The inspector controls.
 */
export default function DonationsSettings( {
	attributes,
	setAttributes,
	currency,
}: DonationsPartProps ) {
	const toggleTab = ( key: TabKey, show: boolean ) =>
		setAttributes( { [ key ]: { ...attributes[ key ], show } } );
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Settings', 'cairn' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Currency', 'cairn' ) }
					value={ currency }
					options={ Object.keys( CURRENCIES ).map( ( code ) => ( {
						label: code,
						value: code,
					} ) ) }
					onChange={ ( code: string ) =>
						setAttributes(
							getCurrencyChange(
								attributes,
								getBlockCurrency( code, currency ),
								getTabs()
							)
						)
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show monthly donations', 'cairn' ) }
					checked={ !! attributes.monthlyDonation.show }
					onChange={ ( show: boolean ) =>
						toggleTab( 'monthlyDonation', show )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show annual donations', 'cairn' ) }
					checked={ !! attributes.annualDonation.show }
					onChange={ ( show: boolean ) =>
						toggleTab( 'annualDonation', show )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show custom amount option', 'cairn' ) }
					checked={ attributes.showCustomAmount }
					onChange={ ( showCustomAmount: boolean ) =>
						setAttributes( { showCustomAmount } )
					}
				/>
				<ExternalLink href={ EARNINGS_URL }>
					{ __( 'View donation earnings', 'cairn' ) }
				</ExternalLink>
			</PanelBody>
		</InspectorControls>
	);
}
