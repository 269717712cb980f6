/**
 * WordPress dependencies
 */
import { Placeholder } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConnectBanner from '@cairn/shared/components/connect-banner';
import icon from '../icon';
import type { SetupPlaceholderProps } from '../types';

/**
 * What the block shows until Instagram is set up on the site; an account
 * already linked stays linked.
 *
 * @param props               The props.
 * @param props.instagramUser The linked account's user name.
 * @param props.isLinked      Whether an account is linked.
 * @return The placeholder.
 */
export default function SetupPlaceholder( {
	instagramUser,
	isLinked,
}: SetupPlaceholderProps ) {
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Latest Instagram Posts', 'cairn' ) }
		>
			<ConnectBanner service="instagram" />
			{ isLinked && (
				<p className="wp-block-cairn-instagram-gallery__hint">
					{ sprintf(
						/* translators: %s: an Instagram user name. */
						__(
							'@%s stays linked to this block: its latest posts show once Instagram is set up.',
							'cairn'
						),
						instagramUser
					) }
				</p>
			) }
		</Placeholder>
	);
}
