/**
 * WordPress dependencies
 */
import { ExternalLink, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getEditorData, getSettingsUrl } from '@cairn/shared/site/editor-data';
import RedirectButton from '@cairn/shared/components/redirect-button';
import type { UpgradeBannerProps } from './types';

/**
 * The banner of a paid block on a site without the plan:
 * an upgrade button that shows 'Redirecting…' while it leaves (the post is
 * autosaved first) and a link to learn about the block and its fees. Shown
 * only while the block is selected and no parent block shows a banner.
 *
 * @param props Component props.
 * @return The banner, or null when hidden.
 */
export default function UpgradeBanner( props: UpgradeBannerProps ) {
	const {
		isSelected,
		hasParentBanner = false,
		upgradeUrl,
		learnMoreUrl,
		title,
		description,
		buttonText,
		className,
	} = props;
	if ( ! isSelected || hasParentBanner ) {
		return null;
	}

	const url = upgradeUrl ?? getEditorData().upgradeUrl;
	const learnMore = learnMoreUrl ?? getSettingsUrl();
	const heading =
		title ?? __( 'Upgrade to use this block on your site.', 'cairn' );
	const text =
		description ??
		__(
			'You can try it out before upgrading, but only you can see it: it stays hidden from your visitors until you upgrade.',
			'cairn'
		);

	return (
		<Notice
			status="info"
			isDismissible={ false }
			spokenMessage={ `${ heading } ${ text }` }
			className={ [ 'cairn-upgrade-banner', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<p className="cairn-upgrade-banner__title">
				<strong>{ heading }</strong>
			</p>
			<p className="cairn-upgrade-banner__description">{ text }</p>
			<p className="cairn-upgrade-banner__actions">
				<RedirectButton
					url={ url }
					className="cairn-upgrade-banner__button"
				>
					{ buttonText ?? __( 'Upgrade', 'cairn' ) }
				</RedirectButton>{ ' ' }
				{ learnMore && (
					<ExternalLink href={ learnMore }>
						{ __( 'Learn more about the block and fees', 'cairn' ) }
					</ExternalLink>
				) }
			</p>
		</Notice>
	);
}
