/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import FieldPreview from './components/field-preview';
import OptionsControl from './components/options-control';
import type { FieldAttributes } from './types';
import {
	cleanOptions,
	defaultLabel,
	hasOptions,
	hasPlaceholder,
} from './utils';

/**
 * A form field in the editor: its label typed in place, an inert preview of
 * its control, the required switch in the toolbar; the placeholder, the
 * options and the consent kind in the sidebar.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function FieldEdit( props: BlockEditProps< FieldAttributes > ) {
	const { attributes, setAttributes } = props;
	const { type, label, required, placeholder, options, consentType } =
		attributes;
	const isCheck = type === 'checkbox' || type === 'consent';
	const blockProps = useBlockProps( {
		className: `is-type-${ type }`,
	} );

	const labelEditor = (
		<RichText
			identifier="label"
			tagName="span"
			className="wp-block-cairn-field__label"
			aria-label={ __( 'Field label', 'cairn' ) }
			placeholder={ defaultLabel( type ) }
			value={ label }
			allowedFormats={ [] }
			disableLineBreaks
			onChange={ ( value: string ) => setAttributes( { label: value } ) }
		/>
	);

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						isPressed={ required }
						onClick={ () =>
							setAttributes( { required: ! required } )
						}
					>
						{ __( 'Required', 'cairn' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Field settings', 'cairn' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Field is required', 'cairn' ) }
						checked={ required }
						onChange={ ( value: boolean ) =>
							setAttributes( { required: value } )
						}
					/>
					{ hasPlaceholder( type ) && (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Placeholder text', 'cairn' ) }
							value={ placeholder }
							onChange={ ( value ) =>
								setAttributes( { placeholder: value } )
							}
						/>
					) }
					{ type === 'consent' && (
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Permission to email', 'cairn' ) }
							value={ consentType }
							options={ [
								{
									label: __( 'Ask with a checkbox', 'cairn' ),
									value: 'explicit',
								},
								{
									label: __(
										'Sending the form gives it',
										'cairn'
									),
									value: 'implicit',
								},
							] }
							onChange={ ( value ) =>
								setAttributes( {
									consentType:
										value === 'implicit'
											? 'implicit'
											: 'explicit',
								} )
							}
						/>
					) }
					{ hasOptions( type ) && (
						<OptionsControl
							options={ options }
							onChange={ ( next ) =>
								setAttributes( {
									// Keep empty rows while typing; clean when one is removed.
									options:
										next.length < options.length
											? cleanOptions( next )
											: next,
								} )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			{ isCheck &&
			! ( type === 'consent' && consentType === 'implicit' ) ? (
				<div className="wp-block-cairn-field__check">
					<input type="checkbox" disabled aria-hidden="true" />
					{ labelEditor }
				</div>
			) : (
				<div className="wp-block-cairn-field__label-row">
					{ labelEditor }
					{ required && (
						<span className="wp-block-cairn-field__required">
							{ __( '(required)', 'cairn' ) }
						</span>
					) }
				</div>
			) }
			<FieldPreview attributes={ attributes } />
		</div>
	);
}
