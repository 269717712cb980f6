/**
 * WordPress dependencies
 */
import { RichText } from '@wordpress/block-editor';
import { TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatCurrency } from '@cairn/shared/currency/format';
import { getButtonTextChange } from '../attribute-changes';
import type { DonationFormProps, DonationTab } from '../types';
import { getCustomAmountPreview } from '../utils';
import TierInput from './tier-input';

/**
 * The shown tab's form as visitors will see it, each text editable in
 * place: heading, amounts, custom amount, extra text and the Donate button.
 *
 * @param props               The props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets the block's attributes.
 * @param props.currency      The block's currency.
 * @param props.shownTab      The tab shown.
 * @return The tab panel.
 */
export default function DonationForm( {
	attributes,
	setAttributes,
	currency,
	shownTab,
}: DonationFormProps ) {
	const tab = attributes[ shownTab ];
	const setTab = ( changes: Partial< DonationTab > ) =>
		setAttributes( { [ shownTab ]: { ...tab, ...changes } } );
	return (
		<div className="wp-block-cairn-donations__content" role="tabpanel">
			<RichText
				tagName="h4"
				aria-label={ __( 'Heading', 'cairn' ) }
				value={ tab.heading ?? '' }
				placeholder={ __( 'Make a donation', 'cairn' ) }
				onChange={ ( heading: string ) => setTab( { heading } ) }
			/>
			<RichText
				tagName="p"
				aria-label={ __( 'Choose amount text', 'cairn' ) }
				value={ attributes.chooseAmountText ?? '' }
				placeholder={ __( 'Choose an amount', 'cairn' ) }
				onChange={ ( chooseAmountText: string ) =>
					setAttributes( { chooseAmountText } )
				}
			/>
			<div className="wp-block-cairn-donations__amounts">
				{ tab.amounts.map( ( amount, index ) => (
					<TierInput
						key={ index }
						label={ sprintf(
							/* translators: %d: the tier's number. */
							__( 'Tier %d', 'cairn' ),
							index + 1
						) }
						value={ amount }
						currency={ currency }
						onChange={ ( next ) => {
							const amounts = [ ...tab.amounts ];
							amounts[ index ] = next;
							setTab( { amounts } );
						} }
					/>
				) ) }
			</div>
			{ attributes.showCustomAmount && (
				<>
					<RichText
						tagName="p"
						aria-label={ __( 'Custom amount text', 'cairn' ) }
						value={ attributes.customAmountText ?? '' }
						placeholder={ __(
							'Or enter a custom amount',
							'cairn'
						) }
						onChange={ ( customAmountText: string ) =>
							setAttributes( { customAmountText } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Custom amount', 'cairn' ) }
						hideLabelFromVision
						disabled
						value={ formatCurrency(
							getCustomAmountPreview( currency ),
							currency
						) }
						onChange={ () => undefined }
					/>
				</>
			) }
			<RichText
				tagName="p"
				aria-label={ __( 'Extra text', 'cairn' ) }
				value={ tab.extraText ?? '' }
				placeholder={ __(
					'Your contribution is appreciated.',
					'cairn'
				) }
				onChange={ ( extraText: string ) => setTab( { extraText } ) }
			/>
			<RichText
				tagName="span"
				className="wp-element-button wp-block-cairn-donations__donate"
				aria-label={ __( 'Donate button text', 'cairn' ) }
				value={ tab.buttonText ?? __( 'Donate', 'cairn' ) }
				allowedFormats={ [] }
				onChange={ ( text: string ) =>
					setAttributes( getButtonTextChange( attributes, text ) )
				}
			/>
		</div>
	);
}
