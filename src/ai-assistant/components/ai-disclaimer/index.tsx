/**
 * WordPress dependencies
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	canManageOptions,
	getSettingsUrl,
} from '@cairn/shared/site/editor-data';
import type { AiDisclaimerProps } from './types';

/**
 * The AI disclaimer: 'AI-generated content could be
 * inaccurate or biased.' with a Learn more link (to the AI settings, for
 * administrators only).
 *
 * @param props Component props.
 * @return The disclaimer.
 */
export default function AiDisclaimer( props: AiDisclaimerProps ) {
	const { className } = props;
	// The settings page is only for those who can manage options: others
	// get no link they could not open.
	const learnMoreUrl =
		props.learnMoreUrl ??
		( canManageOptions() ? getSettingsUrl( 'ai' ) : '' );
	return (
		<p
			className={ [ 'cairn-ai-disclaimer', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ __(
				'AI-generated content could be inaccurate or biased.',
				'cairn'
			) }
			{ learnMoreUrl && (
				<>
					{ ' ' }
					<ExternalLink href={ learnMoreUrl }>
						{ __( 'Learn more', 'cairn' ) }
					</ExternalLink>
				</>
			) }
		</p>
	);
}
