/**
 * WordPress dependencies
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Props of an AI model field.
 */
export interface ModelFieldProps {
	/** Field label. */
	label: string;
	/** Help below the field. @default undefined */
	help?: string;
	/** Current value. */
	value: string;
	/** Called with the new value. */
	onChange: ( value: string ) => void;
	/** The models the AI server lists; none when it lists none (or is not asked yet). */
	models: string[];
	/** Whether the field is read-only (while saving). @default false */
	disabled?: boolean;
}

/** The choice that switches to typing a name. */
const OTHER = '__cairn_other_model__';

/**
 * A model, chosen from those the AI server lists; typed when it lists none,
 * or when the owner picks "Another model".
 *
 * @param props Component props.
 * @return The field.
 */
export default function ModelField( props: ModelFieldProps ) {
	const { label, help, value, onChange, models, disabled = false } = props;
	const [ isTyping, setIsTyping ] = useState( false );

	if ( ! models.length || isTyping ) {
		return (
			<div className="cairn-settings__model-field">
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ label }
					help={ help }
					value={ value }
					onChange={ onChange }
					disabled={ disabled }
					autoComplete="off"
					spellCheck={ false }
				/>
				{ isTyping && models.length > 0 && (
					<Button
						variant="link"
						onClick={ () => setIsTyping( false ) }
						label={ sprintf(
							/* translators: %s: a field label, such as "Text model". */
							__(
								'Choose the %s from the server’s list',
								'cairn'
							),
							label
						) }
						showTooltip={ false }
					>
						{ __( 'Choose from the server’s list', 'cairn' ) }
					</Button>
				) }
			</div>
		);
	}

	const options = [
		{ value: '', label: __( 'None', 'cairn' ) },
		...models.map( ( model ) => ( { value: model, label: model } ) ),
		...( value && ! models.includes( value )
			? [
					{
						value,
						label: sprintf(
							/* translators: %s: a model name. */
							__( '%s (not listed by the server)', 'cairn' ),
							value
						),
					},
				]
			: [] ),
		{
			value: OTHER,
			label: __( 'Another model (type its name)…', 'cairn' ),
		},
	];
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			help={ help }
			options={ options }
			value={ value }
			onChange={ ( next ) =>
				next === OTHER ? setIsTyping( true ) : onChange( next )
			}
			disabled={ disabled }
		/>
	);
}
