/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';

/**
 * Props of a service field.
 */
export interface ServiceFieldProps {
	/** Field label. */
	label: string;
	/** Help below the field. @default undefined */
	help?: string;
	/** Input type. @default 'text' */
	type?: 'text' | 'url';
	/** Current value. */
	value: string;
	/** Called with the new value. */
	onChange: ( value: string ) => void;
	/** Whether the field is read-only (while saving). @default false */
	disabled?: boolean;
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
	} = props;
	return (
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
		/>
	);
}
