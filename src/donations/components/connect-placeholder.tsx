/**
 * WordPress dependencies
 */
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConnectAction from '@cairn/shared/components/connect-banner/connect-action';
import type { ConnectPlaceholderProps } from '../types';

/**
 * What the block shows until Stripe is set up: the block stays hidden from
 * visitors, and the action leads to the Stripe settings.
 *
 * @param props            The props.
 * @param props.connectUrl Where an administrator sets Stripe up.
 * @return The placeholder.
 */
export default function ConnectPlaceholder( {
	connectUrl,
}: ConnectPlaceholderProps ) {
	return (
		<Placeholder
			label={ __( 'Donations form', 'cairn' ) }
			instructions={ __(
				'This block will be hidden from your visitors until you connect to Stripe.',
				'cairn'
			) }
		>
			<ConnectAction service="stripe" url={ connectUrl }>
				{ __(
					'Connect to Stripe to use this block on your site',
					'cairn'
				) }
			</ConnectAction>
		</Placeholder>
	);
}
