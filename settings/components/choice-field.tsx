/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';

/**
 * Props of a choice field.
 */
export interface ChoiceFieldProps {
	/** Field label. */
	label: string;
	/** Help below the field. @default undefined */
	help?: string;
	/** The values with their labels. */
	options: Array< { value: string; label: string } >;
	/** Current value. */
	value: string;
	/** Called with the new value. */
	onChange: ( value: string ) => void;
	/** Whether the field is read-only. @default false */
	disabled?: boolean;
}

/**
 * A setting chosen among fixed values.
 *
 * @param props Component props.
 * @return The field.
 */
export default function ChoiceField( props: ChoiceFieldProps ) {
	const { label, help, options, value, onChange, disabled = false } = props;
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			help={ help }
			options={ options }
			value={ value }
			onChange={ onChange }
			disabled={ disabled }
		/>
	);
}
