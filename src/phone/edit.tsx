/**
 * WordPress dependencies
 */
import { PlainText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PhoneEditProps } from './types';

/**
 * The Phone editor: one plain-text field. The tel: link is made from its
 * digits when the block is saved.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function PhoneEdit( {
	attributes,
	setAttributes,
}: PhoneEditProps ) {
	return (
		<div { ...useBlockProps() }>
			<PlainText
				className="wp-block-cairn-phone__input"
				value={ attributes.phone }
				placeholder={ __( 'Phone number', 'cairn' ) }
				aria-label={ __( 'Phone number', 'cairn' ) }
				onChange={ ( phone: string ) => setAttributes( { phone } ) }
			/>
		</div>
	);
}
