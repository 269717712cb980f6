/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LABEL_ATTRIBUTE } from '../constants';
import type { FormPreviewProps } from '../types';
import { roleFor } from '../utils';

/**
 * The form as visitors see it, not usable in the editor, with the
 * notification text being edited.
 *
 * @param props            The props.
 * @param props.attributes The block's attributes.
 * @param props.previewed  The notification text to show, or null.
 * @return The preview.
 */
export default function FormPreview( {
	attributes,
	previewed,
}: FormPreviewProps ) {
	const buttonStyle = {
		backgroundColor: attributes.backgroundButtonColor || undefined,
		color: attributes.textButtonColor || undefined,
	};
	return (
		<form className="wp-block-cairn-mailchimp__form">
			<p>
				<input
					type="email"
					className="wp-block-cairn-mailchimp__email"
					placeholder={ attributes.emailPlaceholder }
					aria-label={ __( 'Email address', 'cairn' ) }
					disabled
				/>
			</p>
			<p>
				<button
					type="button"
					className="wp-block-button__link wp-element-button"
					style={ buttonStyle }
					aria-disabled="true"
				>
					{ attributes.submitButtonText }
				</button>
			</p>
			<p className="wp-block-cairn-mailchimp__consent">
				{ attributes.consentText }
			</p>
			{ previewed && (
				<p
					className={ `wp-block-cairn-mailchimp__notice is-${ previewed }` }
					role={ roleFor( previewed ) }
				>
					{ attributes[ LABEL_ATTRIBUTE[ previewed ] ] }
				</p>
			) }
		</form>
	);
}
