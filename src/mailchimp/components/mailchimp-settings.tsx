/**
 * WordPress dependencies
 */
import { InspectorControls, PanelColorSettings } from '@wordpress/block-editor';
import { ExternalLink, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canManageOptions } from '@cairn/shared/site/editor-data';
import { LABEL_ATTRIBUTE } from '../constants';
import type { FormState, MailchimpSettingsProps } from '../types';
import GroupsPanel from './groups-panel';

/**
 * The sidebar: texts, button colours, notifications, groups, signup
 * location tracking, and where the connection is managed.
 *
 * @param props               The props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets the block's attributes.
 * @param props.groups        The audience's groups, once loaded.
 * @param props.connectUrl    Where an administrator manages the connection.
 * @param props.onEditNotice  Called on an edit of a notification's text.
 * @return The inspector controls.
 */
export default function MailchimpSettings( {
	attributes,
	setAttributes,
	groups,
	connectUrl,
	onEditNotice,
}: MailchimpSettingsProps ) {
	const editLabel = ( formState: FormState, value: string ) => {
		setAttributes( { [ LABEL_ATTRIBUTE[ formState ] ]: value } );
		onEditNotice( formState );
	};
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Text Elements', 'cairn' ) }>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Email Placeholder', 'cairn' ) }
					value={ attributes.emailPlaceholder }
					onChange={ ( value ) =>
						setAttributes( { emailPlaceholder: value } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Button text', 'cairn' ) }
					value={ attributes.submitButtonText }
					onChange={ ( value ) =>
						setAttributes( { submitButtonText: value } )
					}
				/>
			</PanelBody>
			<PanelColorSettings
				title={ __( 'Button colors', 'cairn' ) }
				__experimentalIsRenderedInSidebar
				colorSettings={ [
					{
						value: attributes.backgroundButtonColor,
						// Cleared, a colour is '' (the theme's), as saved.
						onChange: ( next?: string ) =>
							setAttributes( {
								backgroundButtonColor: next ?? '',
							} ),
						label: __( 'Background', 'cairn' ),
					},
					{
						value: attributes.textButtonColor,
						onChange: ( next?: string ) =>
							setAttributes( { textButtonColor: next ?? '' } ),
						label: __( 'Text', 'cairn' ),
					},
				] }
			/>
			<PanelBody title={ __( 'Notifications', 'cairn' ) }>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Processing text', 'cairn' ) }
					value={ attributes.processingLabel }
					onChange={ ( value ) => editLabel( 'processing', value ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Success text', 'cairn' ) }
					value={ attributes.successLabel }
					onChange={ ( value ) => editLabel( 'success', value ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Error text', 'cairn' ) }
					value={ attributes.errorLabel }
					onChange={ ( value ) => editLabel( 'error', value ) }
				/>
			</PanelBody>
			<GroupsPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
				groups={ groups }
			/>
			<PanelBody title={ __( 'Signup Location Tracking', 'cairn' ) }>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Signup Field Tag', 'cairn' ) }
					placeholder={ __( 'SIGNUP', 'cairn' ) }
					value={ attributes.signupFieldTag }
					onChange={ ( value ) =>
						setAttributes( { signupFieldTag: value } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Signup Field Value', 'cairn' ) }
					placeholder={ __( 'website', 'cairn' ) }
					value={ attributes.signupFieldValue }
					onChange={ ( value ) =>
						setAttributes( { signupFieldValue: value } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Mailchimp Connection', 'cairn' ) }>
				{ canManageOptions() && connectUrl ? (
					<ExternalLink href={ connectUrl }>
						{ __( 'Manage Connection', 'cairn' ) }
					</ExternalLink>
				) : (
					<p>
						{ __(
							'Ask a site administrator to manage the Mailchimp connection in Settings → Cairn.',
							'cairn'
						) }
					</p>
				) }
			</PanelBody>
		</InspectorControls>
	);
}
