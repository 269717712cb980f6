/**
 * WordPress dependencies
 */
import { TextareaControl, TextControl } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';

/**
 * Props of a service field.
 */
export interface ServiceFieldProps {
	/** Field label. */
	label: string;
	/** Help below the field. @default undefined */
	help?: string;
	/** Input type; 'code' is a multi-line field for code. @default 'text' */
	type?: 'text' | 'url' | 'code';
	/** Current value. */
	value: string;
	/** Called with the new value. */
	onChange: ( value: string ) => void;
	/** Whether the field is read-only (while saving). @default false */
	disabled?: boolean;
	/** Values to offer as the user types; any other value is still allowed. @default undefined */
	suggestions?: string[];
	/** Called when the field gets focus. @default undefined */
	onFocus?: () => void;
}

/**
 * A plain (not secret) setting.
 *
 * @param props Component props.
 * @return The field.
 */
export default function ServiceField( props: ServiceFieldProps ) {
	const {
		label,
		help,
		type = 'text',
		value,
		onChange,
		disabled = false,
		suggestions,
		onFocus,
	} = props;
	const listId = useInstanceId( ServiceField, 'cairn-service-field-list' );
	const hasSuggestions = !! suggestions?.length;
	if ( type === 'code' ) {
		return (
			<TextareaControl
				__nextHasNoMarginBottom
				className="cairn-settings__code"
				label={ label }
				help={ help }
				value={ value }
				onChange={ onChange }
				disabled={ disabled }
				spellCheck={ false }
				rows={ 6 }
				onFocus={ onFocus }
			/>
		);
	}
	return (
		<>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ label }
				help={ help }
				type={ type }
				value={ value }
				onChange={ onChange }
				disabled={ disabled }
				autoComplete="off"
				spellCheck={ false }
				onFocus={ onFocus }
				// A datalist keeps free text: the browser only suggests.
				list={ hasSuggestions ? listId : undefined }
			/>
			{ hasSuggestions && (
				<datalist id={ listId }>
					{ suggestions?.map( ( suggestion ) => (
						<option key={ suggestion } value={ suggestion } />
					) ) }
				</datalist>
			) }
		</>
	);
}
