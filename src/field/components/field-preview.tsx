/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldAttributes } from '../types';

/**
 * The field's control as visitors will see it, inert in the editor.
 *
 * @param props            Component props.
 * @param props.attributes The field's attributes.
 * @return The preview.
 */
export default function FieldPreview( {
	attributes,
}: {
	attributes: FieldAttributes;
} ) {
	const { type, placeholder, options } = attributes;
	if ( type === 'textarea' ) {
		return (
			<textarea
				className="wp-block-cairn-field__preview"
				placeholder={ placeholder }
				rows={ 4 }
				disabled
				aria-hidden="true"
			/>
		);
	}
	if ( type === 'radio' ) {
		return (
			<div className="wp-block-cairn-field__preview" aria-hidden="true">
				{ ( options.length
					? options
					: [ __( 'Option', 'cairn' ) ]
				).map( ( option, index ) => (
					<span
						key={ index }
						className="wp-block-cairn-field__option"
					>
						<input type="radio" disabled /> { option }
					</span>
				) ) }
			</div>
		);
	}
	if ( type === 'select' ) {
		return (
			<select
				className="wp-block-cairn-field__preview"
				disabled
				aria-hidden="true"
			>
				<option>{ placeholder || __( 'Select one', 'cairn' ) }</option>
			</select>
		);
	}
	if ( type === 'checkbox' || type === 'consent' ) {
		return null;
	}
	return (
		<input
			className="wp-block-cairn-field__preview"
			type="text"
			placeholder={ placeholder }
			disabled
			aria-hidden="true"
		/>
	);
}
