/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canManageOptions, getSettingsUrl } from '../../site/editor-data';
import { getServiceLabel } from '../../site/service-labels';
import RedirectButton from '../redirect-button';
import type { ConnectBannerProps } from './types';

/**
 * The banner of a block whose service is not set up. Administrators get a
 * button to the service's section of Settings → Cairn (the post is autosaved
 * first); other users are told to ask an administrator.
 *
 * @param props Component props.
 * @return The banner.
 */
export default function ConnectBanner( props: ConnectBannerProps ) {
	const { service, serviceLabel, className } = props;
	const label = serviceLabel ?? getServiceLabel( service );
	const isAdmin = canManageOptions();
	const url = isAdmin ? getSettingsUrl( service ) : '';

	const description = sprintf(
		/* translators: %s: a service, e.g. "Stripe" or "an AI provider". */
		__(
			'This block needs %s, which is not set up on this site yet.',
			'cairn'
		),
		label
	);
	let hint = '';
	if ( ! isAdmin ) {
		hint = sprintf(
			/* translators: %s: a service, e.g. "Stripe" or "an AI provider". */
			__(
				'Ask a site administrator to set up %s in Settings → Cairn.',
				'cairn'
			),
			label
		);
	} else if ( ! url ) {
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
