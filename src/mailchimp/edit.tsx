/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	CheckboxControl,
	ExternalLink,
	PanelBody,
	Placeholder,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { canManageOptions } from '@cairn/shared/site/editor-data';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import type { FormState } from './constants';
import {
	CONNECTION_CONNECTED,
	CONNECTION_NOT_CONNECTED,
	CONNECTION_UNKNOWN,
} from './constants';
import icon from './icon';
import type {
	MailchimpConnection,
	MailchimpEditProps,
	MailchimpGroups,
} from './types';
import { useNoticePreview } from './use-notice-preview';
import { connectionState, roleFor } from './utils';

const LABEL_ATTRIBUTE = {
	processing: 'processingLabel',
	success: 'successLabel',
	error: 'errorLabel',
} as const;

/**
 * The Mailchimp block in the editor: while the connection is unknown a
 * spinner; not connected (no key or audience set, or Mailchimp refused
 * them), the set-up placeholder; connected, a preview of the visitor's form
 * and its settings in the sidebar.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function MailchimpEdit( {
	attributes,
	setAttributes,
}: MailchimpEditProps ) {
	const [ connection, setConnection ] = useState< MailchimpConnection >();
	const [ groups, setGroups ] = useState< MailchimpGroups >();
	const [ previewed, preview ] = useNoticePreview();
	// Without a key and an audience there is nothing to check: not connected.
	const setup = useServiceSetup( 'mailchimp' );
	const state = setup.ready
		? connectionState( connection?.code )
		: CONNECTION_NOT_CONNECTED;

	const check = useCallback( () => {
		setConnection( undefined );
		apiFetch< MailchimpConnection >( { path: ROUTES.mailchimp } ).then(
			setConnection,
			() =>
				setConnection( {
					code: 'not_connected',
					connect_url: '',
					message: '',
				} )
		);
	}, [] );

	useEffect( () => {
		if ( ! attributes.preview && setup.ready ) {
			check();
		}
	}, [ attributes.preview, setup.ready, check ] );

	useEffect( () => {
		if ( state === CONNECTION_CONNECTED ) {
			apiFetch< MailchimpGroups >( {
				path: ROUTES.mailchimpGroups,
			} ).then( setGroups, () => setGroups( undefined ) );
		}
	}, [ state ] );

	const blockProps = useBlockProps();
	const isAdmin = canManageOptions();

	if ( attributes.preview ) {
		return <div { ...blockProps }>{ renderForm( attributes, null ) }</div>;
	}

	if ( state === CONNECTION_UNKNOWN ) {
		return (
			<div { ...blockProps }>
				<Placeholder icon={ icon } label={ __( 'Mailchimp', 'cairn' ) }>
					<Spinner />
				</Placeholder>
			</div>
		);
	}

	if ( state === CONNECTION_NOT_CONNECTED ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Mailchimp', 'cairn' ) }
					instructions={ __(
						'You need to connect your Mailchimp account and choose an audience in order to start collecting email subscribers.',
						'cairn'
					) }
				>
					<ConnectBanner service="mailchimp" />
					{ setup.ready && connection?.message && (
						// Set up, but Mailchimp refused the key or the audience: why.
						<p className="wp-block-cairn-mailchimp__reason">
							{ connection.message }
						</p>
					) }
					{ isAdmin && connection?.connect_url && (
						<Button
							variant="primary"
							href={ connection.connect_url }
							target="_blank"
						>
							{ __( 'Set up form', 'cairn' ) }
						</Button>
					) }
					{ setup.ready && (
						<Button variant="secondary" onClick={ check }>
							{ __( 'Re-check Connection', 'cairn' ) }
						</Button>
					) }
				</Placeholder>
			</div>
		);
	}

	const editLabel = ( formState: FormState, value: string ) => {
		setAttributes( { [ LABEL_ATTRIBUTE[ formState ] ]: value } );
		preview( formState );
	};
	const toggleInterest = ( id: string, checked: boolean ) =>
		setAttributes( {
			interests: checked
				? [ ...attributes.interests.filter( ( i ) => i !== id ), id ]
				: attributes.interests.filter( ( i ) => i !== id ),
		} );

	return (
		<div { ...blockProps }>
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
								setAttributes( {
									textButtonColor: next ?? '',
								} ),
							label: __( 'Text', 'cairn' ),
						},
					] }
				/>
				<PanelBody title={ __( 'Notifications', 'cairn' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Processing text', 'cairn' ) }
						value={ attributes.processingLabel }
						onChange={ ( value ) =>
							editLabel( 'processing', value )
						}
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
				<PanelBody title={ __( 'Mailchimp Groups', 'cairn' ) }>
					{ groups?.interest_categories.flatMap( ( category ) =>
						category.interests.map( ( interest ) => (
							<CheckboxControl
								__nextHasNoMarginBottom
								key={ interest.id }
								label={ interest.name }
								checked={ attributes.interests.includes(
									interest.id
								) }
								onChange={ ( checked ) =>
									toggleInterest( interest.id, checked )
								}
							/>
						) )
					) }
					{ groups && ! groups.interest_categories.length && (
						<p>{ __( 'This audience has no groups.', 'cairn' ) }</p>
					) }
				</PanelBody>
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
					{ isAdmin && connection?.connect_url ? (
						<ExternalLink href={ connection.connect_url }>
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
			{ renderForm( attributes, previewed ) }
		</div>
	);
}

/**
 * The form as visitors see it, not usable in the editor.
 *
 * @param attributes The block's attributes.
 * @param previewed  The notification text to show, or null.
 * @return The preview.
 */
function renderForm(
	attributes: MailchimpEditProps[ 'attributes' ],
	previewed: FormState | null
) {
	const buttonStyle = {
		backgroundColor: attributes.backgroundButtonColor || undefined,
		color: attributes.textButtonColor || undefined,
	};
	return (
		<form className="wp-block-cairn-mailchimp__form">
			<p>
				<input
					type="email"
					className="wp-block-cairn-mailchimp__email"
					placeholder={ attributes.emailPlaceholder }
					aria-label={ __( 'Email address', 'cairn' ) }
					disabled
				/>
			</p>
			<p>
				<button
					type="button"
					className="wp-block-button__link wp-element-button"
					style={ buttonStyle }
					aria-disabled="true"
				>
					{ attributes.submitButtonText }
				</button>
			</p>
			<p className="wp-block-cairn-mailchimp__consent">
				{ attributes.consentText }
			</p>
			{ previewed && (
				<p
					className={ `wp-block-cairn-mailchimp__notice is-${ previewed }` }
					role={ roleFor( previewed ) }
				>
					{ attributes[ LABEL_ATTRIBUTE[ previewed ] ] }
				</p>
			) }
		</form>
	);
}
