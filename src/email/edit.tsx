/**
 * WordPress dependencies
 */
import { PlainText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EmailEditProps } from './types';

/**
 * The Email editor: one plain-text field. The mailto link is made when the
 * block is saved, for each valid address in the text.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function EmailEdit( {
	attributes,
	setAttributes,
}: EmailEditProps ) {
	return (
		<div { ...useBlockProps() }>
			<PlainText
				className="wp-block-cairn-email__input"
				value={ attributes.email }
				placeholder={ __( 'Email', 'cairn' ) }
				aria-label={ __( 'Email', 'cairn' ) }
				onChange={ ( email: string ) => setAttributes( { email } ) }
			/>
		</div>
	);
}
