/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	URLInput,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	BaseControl,
	PanelBody,
	RangeControl,
	SelectControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import WidthPanel from '@cairn/shared/embeds/width-panel';
import type { ButtonAttributes, ButtonElement } from './types';
import { widthPercent, widthValue, wrapperStyle } from './utils';

/**
 * The Button editor: the text in place; in the sidebar the element, the
 * link, the width presets (not for left or right aligned buttons) and the
 * corner radius. Colours, gradient and font size come from the block
 * supports. Inside a form the element stays the form's submit button.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function ButtonEdit(
	props: BlockEditProps< ButtonAttributes >
) {
	const { attributes, setAttributes, clientId } = props;
	const { element, text, url, placeholder, borderRadius, width, align } =
		attributes;
	// In a form or a Payment Button the button sends it: its element is not
	// a choice there.
	const inForm = useSelect(
		( select ) =>
			select( blockEditorStore ).getBlockParentsByBlockName( clientId, [
				'cairn/contact-form',
				'cairn/recurring-payments',
			] ).length > 0,
		[ clientId ]
	);
	const isInput = element === 'input';
	const blockProps = useBlockProps( {
		style: wrapperStyle( attributes ),
		className: width ? 'has-custom-width' : undefined,
	} );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Button settings', 'cairn' ) }>
					{ ! inForm && (
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Element', 'cairn' ) }
							value={ element }
							options={ [
								{ label: __( 'Link', 'cairn' ), value: 'a' },
								{
									label: __( 'Button', 'cairn' ),
									value: 'button',
								},
								{
									label: __( 'Input', 'cairn' ),
									value: 'input',
								},
							] }
							onChange={ ( value ) =>
								setAttributes( {
									element: value as ButtonElement,
								} )
							}
						/>
					) }
					{ element === 'a' && (
						<BaseControl
							__nextHasNoMarginBottom
							id="cairn-button-url"
							label={ __( 'Link', 'cairn' ) }
						>
							<URLInput
								id="cairn-button-url"
								value={ url }
								onChange={ ( value: string ) =>
									setAttributes( { url: value } )
								}
							/>
						</BaseControl>
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Border radius', 'cairn' ) }
						value={ borderRadius }
						min={ 0 }
						max={ 50 }
						allowReset
						onChange={ ( value ) =>
							setAttributes( { borderRadius: value } )
						}
					/>
				</PanelBody>
				<WidthPanel
					align={ align }
					width={ widthPercent( width ) }
					label={ __( 'Button width', 'cairn' ) }
					onChange={ ( next ) =>
						setAttributes( { width: widthValue( next ) } )
					}
				/>
			</InspectorControls>
			<RichText
				identifier="text"
				tagName="div"
				className="wp-block-cairn-button__link"
				aria-label={ __( 'Button text', 'cairn' ) }
				placeholder={ placeholder || __( 'Add text…', 'cairn' ) }
				value={ text }
				onChange={ ( value: string ) =>
					setAttributes( { text: value } )
				}
				// An input shows plain text on one line.
				allowedFormats={ isInput ? [] : undefined }
				disableLineBreaks={ isInput }
				withoutInteractiveFormatting
			/>
		</div>
	);
}
