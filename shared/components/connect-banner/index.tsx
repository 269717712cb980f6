/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useServiceSetup } from '../../site/use-service-setup';
import RedirectButton from '../redirect-button';
import type { ConnectBannerProps } from './types';

/**
 * The banner of a block or feature whose service is not set up.
 * Administrators get the settings to fill in and a button to the service's
 * section of Settings → Cairn (the post is autosaved first); other users are
 * told to ask an administrator.
 *
 * @param props Component props.
 * @return The banner.
 */
export default function ConnectBanner( props: ConnectBannerProps ) {
	const { service, serviceLabel, feature, className } = props;
	const setup = useServiceSetup( service, serviceLabel );
	const { label, settingsUrl: url } = setup;

	const description = feature
		? sprintf(
				/* translators: 1: a feature, e.g. "Alt text"; 2: a service, e.g. "Stripe" or "an AI provider". */
				__(
					'%1$s needs %2$s, which is not set up on this site yet.',
					'cairn'
				),
				feature,
				label
			)
		: sprintf(
				/* translators: %s: a service, e.g. "Stripe" or "an AI provider". */
				__(
					'This block needs %s, which is not set up on this site yet.',
					'cairn'
				),
				label
			);
	let hint = setup.hint || setup.message;
	if ( ! setup.hint && ! url && ! hint ) {
		hint = sprintf(
			/* translators: %s: a service, e.g. "Stripe" or "an AI provider". */
			__( 'Set up %s in Settings → Cairn.', 'cairn' ),
			label
		);
	}

	return (
		<Notice
			status="warning"
			isDismissible={ false }
			spokenMessage={ hint ? `${ description } ${ hint }` : description }
			className={ [ 'cairn-connect-banner', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<p className="cairn-connect-banner__description">{ description }</p>
			{ hint && <p className="cairn-connect-banner__hint">{ hint }</p> }
			<RedirectButton
				url={ url }
				className="cairn-connect-banner__button"
			>
				{ sprintf(
					/* translators: %s: a service, e.g. "Stripe" or "an AI provider". */
					__( 'Set up %s', 'cairn' ),
					label
				) }
			</RedirectButton>
		</Notice>
	);
}
