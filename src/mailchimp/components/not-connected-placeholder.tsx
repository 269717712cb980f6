/**
 * WordPress dependencies
 */
import { Button, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { canManageOptions } from '@cairn/shared/site/editor-data';
import icon from '../icon';
import type { NotConnectedPlaceholderProps } from '../types';

/**
 * What the block shows while it is not connected: no key or audience set,
 * or Mailchimp refused them (then why), with the way to set it up.
 *
 * @param props            The props.
 * @param props.connection The site's answer, once it came.
 * @param props.isSetUp    Whether a key and an audience are set.
 * @param props.onRecheck  Checks the connection again.
 * @return The placeholder.
 */
export default function NotConnectedPlaceholder( {
	connection,
	isSetUp,
	onRecheck,
}: NotConnectedPlaceholderProps ) {
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Mailchimp', 'cairn' ) }
			instructions={ __(
				'You need to connect your Mailchimp account and choose an audience in order to start collecting email subscribers.',
				'cairn'
			) }
		>
			<ConnectBanner service="mailchimp" />
			{ isSetUp && connection?.message && (
				<p className="wp-block-cairn-mailchimp__reason">
					{ connection.message }
				</p>
			) }
			{ canManageOptions() && connection?.connect_url && (
				<Button
					variant="primary"
					href={ connection.connect_url }
					target="_blank"
				>
					{ __( 'Set up form', 'cairn' ) }
				</Button>
			) }
			{ isSetUp && (
				<Button variant="secondary" onClick={ onRecheck }>
					{ __( 'Re-check Connection', 'cairn' ) }
				</Button>
			) }
		</Placeholder>
	);
}
