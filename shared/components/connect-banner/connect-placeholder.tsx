/**
 * WordPress dependencies
 */
import { Placeholder } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useServiceSetup } from '../../site/use-service-setup';
import type { ServiceName } from '../../site/types';
import ConnectAction from './connect-action';

/** Props of a block's "service not set up" placeholder. */
export interface ConnectPlaceholderProps {
	/** The block's title, as the placeholder heads it. */
	label: string;
	/** The service the block needs. */
	service: ServiceName;
	/** Where an administrator sets it up; '' when the user may not. */
	url: string;
	/** Extra class on the placeholder. @default undefined */
	className?: string;
}

/**
 * What a block shows in place of itself while the service it needs is not
 * set up: that visitors will not see it until then, and the connect action
 * (a button to the settings for an administrator, whom to ask for others).
 *
 * @param props           Component props.
 * @param props.label     The block's title.
 * @param props.service   The service the block needs.
 * @param props.url       Where an administrator sets it up.
 * @param props.className Extra class.
 * @return The placeholder.
 */
export default function ConnectPlaceholder( {
	label,
	service,
	url,
	className,
}: ConnectPlaceholderProps ) {
	const name = useServiceSetup( service ).label;
	return (
		<Placeholder
			className={ className }
			label={ label }
			instructions={ sprintf(
				/* translators: %s: a service, e.g. "Stripe". */
				__(
					'This block will be hidden from your visitors until you connect to %s.',
					'cairn'
				),
				name
			) }
		>
			<ConnectAction service={ service } url={ url }>
				{ sprintf(
					/* translators: %s: a service, e.g. "Stripe". */
					__(
						'Connect to %s to use this block on your site',
						'cairn'
					),
					name
				) }
			</ConnectAction>
		</Placeholder>
	);
}
