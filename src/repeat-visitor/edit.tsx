/**
 * WordPress dependencies
 */
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CRITERIA_AFTER, CRITERIA_BEFORE } from './constants';
import { getNoticeText } from './notice';
import { parseThreshold } from './utils';
import type { Criteria, RepeatVisitorEditProps } from './types';

/** A new block starts with an empty paragraph to type the content into. */
const TEMPLATE: Array< [ string ] > = [ [ 'core/paragraph' ] ];

/**
 * The Repeat visitor editor: threshold and visibility in the sidebar, a
 * notice saying who will see the content, and the inner blocks.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function RepeatVisitorEdit( {
	attributes,
	setAttributes,
}: RepeatVisitorEditProps ) {
	const { criteria, threshold } = attributes;
	// What the editor typed, kept even when invalid so they see it; only a
	// valid number reaches the attribute.
	const [ thresholdText, setThresholdText ] = useState( String( threshold ) );
	const isThresholdValid = parseThreshold( thresholdText ) !== null;

	// Follow changes made elsewhere (undo, another editor) unless the typed
	// text already means the same number.
	useEffect( () => {
		setThresholdText( ( text ) =>
			parseThreshold( text ) === threshold ? text : String( threshold )
		);
	}, [ threshold ] );

	const onChangeThreshold = ( text: string ) => {
		setThresholdText( text );
		const value = parseThreshold( text );
		if ( value !== null ) {
			setAttributes( { threshold: value } );
		}
	};

	const blockProps = useBlockProps();

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Visibility settings', 'cairn' ) }>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Visit count threshold', 'cairn' ) }
						type="text"
						inputMode="numeric"
						value={ thresholdText }
						onChange={ onChangeThreshold }
						aria-invalid={ ! isThresholdValid }
						help={
							isThresholdValid
								? undefined
								: __( 'Please enter a valid number.', 'cairn' )
						}
					/>
					<RadioControl
						label={ __( 'Visibility', 'cairn' ) }
						selected={ criteria }
						options={ [
							{
								value: CRITERIA_AFTER,
								label: __( 'Show after threshold', 'cairn' ),
							},
							{
								value: CRITERIA_BEFORE,
								label: __( 'Show before threshold', 'cairn' ),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( { criteria: value as Criteria } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Notice
				status="info"
				isDismissible={ false }
				className="wp-block-cairn-repeat-visitor__notice"
			>
				{ getNoticeText( criteria, threshold ) }
			</Notice>
			<InnerBlocks template={ TEMPLATE } />
		</div>
	);
}
