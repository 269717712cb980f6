/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	URLInput,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	BaseControl,
	PanelBody,
	RadioControl,
	TextControl,
	TextareaControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	getEditorData,
	isAiFeatureEnabled,
} from '@cairn/shared/site/editor-data';
import FormAi from './components/form-ai';
import { ALLOWED_BLOCKS, TEMPLATE } from './constants';
import type { ContactFormAttributes } from './types';

/** Props of the editor: its attributes, and the post it sits in. */
type ContactFormEditProps = BlockEditProps< ContactFormAttributes > & {
	context: { postId?: number };
};

/**
 * The Form in the editor: its fields and button, with Form AI in the
 * toolbar (while the feature is on); in the sidebar where notifications go
 * and what visitors see once they have sent it.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function ContactFormEdit( props: ContactFormEditProps ) {
	const { attributes, setAttributes, clientId, context } = props;
	const [ aiOpen, setAiOpen ] = useState( false );
	const aiOn = getEditorData().ai.enabled && isAiFeatureEnabled( 'form-ai' );
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-cairn-contact-form__fields' },
		{
			allowedBlocks: ALLOWED_BLOCKS,
			template: TEMPLATE,
			templateInsertUpdatesSelection: false,
		}
	);

	return (
		<div { ...blockProps }>
			{ aiOn && (
				<BlockControls>
					<ToolbarGroup>
						<ToolbarButton
							isPressed={ aiOpen }
							onClick={ () => setAiOpen( ! aiOpen ) }
						>
							{ __( 'Form AI', 'cairn' ) }
						</ToolbarButton>
					</ToolbarGroup>
				</BlockControls>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'Submission settings', 'cairn' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="email"
						label={ __( 'Email address to send to', 'cairn' ) }
						help={ __(
							'Separate several addresses with commas. Empty: the site’s administration email.',
							'cairn'
						) }
						value={ attributes.to }
						onChange={ ( to ) => setAttributes( { to } ) }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Email subject line', 'cairn' ) }
						value={ attributes.subject }
						onChange={ ( subject ) => setAttributes( { subject } ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Confirmation', 'cairn' ) }>
					<RadioControl
						label={ __( 'On submission', 'cairn' ) }
						selected={ attributes.confirmationType }
						options={ [
							{
								label: __( 'Show a message', 'cairn' ),
								value: 'message',
							},
							{
								label: __(
									'Redirect to another page',
									'cairn'
								),
								value: 'redirect',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								confirmationType:
									value === 'redirect'
										? 'redirect'
										: 'message',
							} )
						}
					/>
					{ attributes.confirmationType === 'message' ? (
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Message', 'cairn' ) }
							placeholder={ __(
								'Thank you! Your message has been sent.',
								'cairn'
							) }
							value={ attributes.customThankyouMessage }
							onChange={ ( customThankyouMessage ) =>
								setAttributes( { customThankyouMessage } )
							}
						/>
					) : (
						<BaseControl
							__nextHasNoMarginBottom
							id="cairn-form-redirect"
							label={ __( 'Page of this site', 'cairn' ) }
						>
							<URLInput
								id="cairn-form-redirect"
								value={ attributes.customThankyouRedirect }
								onChange={ ( customThankyouRedirect: string ) =>
									setAttributes( { customThankyouRedirect } )
								}
							/>
						</BaseControl>
					) }
				</PanelBody>
			</InspectorControls>
			{ aiOn && aiOpen && (
				<FormAi
					clientId={ clientId }
					postId={ context.postId }
					onClose={ () => setAiOpen( false ) }
				/>
			) }
			<div { ...innerBlocksProps } />
		</div>
	);
}
