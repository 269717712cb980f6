/**
 * WordPress dependencies
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getSettingsUrl } from '../../../site/editor-data';
import type { AiDisclaimerProps } from './types';

/**
 * The AI disclaimer (spec 000 §8): 'AI-generated content could be
 * inaccurate or biased.' with a Learn more link.
 *
 * @param props Component props.
 * @return The disclaimer.
 */
export default function AiDisclaimer( props: AiDisclaimerProps ) {
	const { className } = props;
	const learnMoreUrl = props.learnMoreUrl ?? getSettingsUrl( 'ai' );
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
