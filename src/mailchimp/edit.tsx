/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import FormPreview from './components/form-preview';
import MailchimpSettings from './components/mailchimp-settings';
import NotConnectedPlaceholder from './components/not-connected-placeholder';
import {
	CONNECTION_CONNECTED,
	CONNECTION_NOT_CONNECTED,
	CONNECTION_UNKNOWN,
} from './constants';
import icon from './icon';
import type { MailchimpEditProps } from './types';
import { useMailchimpConnection } from './use-mailchimp-connection';
import { useMailchimpGroups } from './use-mailchimp-groups';
import { useNoticePreview } from './use-notice-preview';

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
	const { state, connection, isSetUp, check } = useMailchimpConnection(
		attributes.preview
	);
	const groups = useMailchimpGroups( state === CONNECTION_CONNECTED );
	const [ previewed, preview ] = useNoticePreview();
	const blockProps = useBlockProps();

	if ( attributes.preview ) {
		return (
			<div { ...blockProps }>
				<FormPreview attributes={ attributes } previewed={ null } />
			</div>
		);
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
				<NotConnectedPlaceholder
					connection={ connection }
					isSetUp={ isSetUp }
					onRecheck={ check }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<MailchimpSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
				groups={ groups }
				connectUrl={ connection?.connect_url ?? '' }
				onEditNotice={ preview }
			/>
			<FormPreview attributes={ attributes } previewed={ previewed } />
		</div>
	);
}
