/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FormStepAttributes } from './types';

/** What a step may hold: the form's blocks, but not another step. */
const ALLOWED_BLOCKS = [
	'cairn/field',
	'core/paragraph',
	'core/heading',
	'core/separator',
	'core/spacer',
	'core/group',
	'core/columns',
	'core/column',
];

/**
 * A form step in the editor: a framed group of fields, with its label in
 * the sidebar.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function FormStepEdit(
	props: BlockEditProps< FormStepAttributes >
) {
	const { attributes, setAttributes } = props;
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( { 'data-label': attributes.label || undefined } ),
		{
			allowedBlocks: ALLOWED_BLOCKS,
			template: [ [ 'cairn/field', { type: 'text' } ] ],
		}
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Step', 'cairn' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Step label', 'cairn' ) }
						help={ __(
							'Announced to screen readers when the step shows.',
							'cairn'
						) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}
