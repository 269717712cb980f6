/**
 * WordPress dependencies
 */
import { BaseControl, Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/** Props of the options editor. */
export interface OptionsControlProps {
	options: string[];
	onChange: ( options: string[] ) => void;
}

/**
 * The choices of a radio or select field, each editable and removable,
 * with a button that adds one.
 *
 * @param props          Component props.
 * @param props.options  The choices.
 * @param props.onChange Called with the new choices.
 * @return The editor.
 */
export default function OptionsControl( {
	options,
	onChange,
}: OptionsControlProps ) {
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id="cairn-field-options"
			label={ __( 'Options', 'cairn' ) }
		>
			{ options.map( ( option, index ) => (
				<div className="wp-block-cairn-field__option-row" key={ index }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %d: the option's number. */
							__( 'Option %d', 'cairn' ),
							index + 1
						) }
						hideLabelFromVision
						value={ option }
						onChange={ ( value ) =>
							onChange(
								options.map( ( current, at ) =>
									at === index ? value : current
								)
							)
						}
					/>
					<Button
						size="small"
						variant="tertiary"
						isDestructive
						label={ sprintf(
							/* translators: %d: the option's number. */
							__( 'Remove option %d', 'cairn' ),
							index + 1
						) }
						showTooltip
						onClick={ () =>
							onChange(
								options.filter( ( _, at ) => at !== index )
							)
						}
					>
						{ __( 'Remove', 'cairn' ) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...options, '' ] ) }
			>
				{ __( 'Add option', 'cairn' ) }
			</Button>
		</BaseControl>
	);
}
