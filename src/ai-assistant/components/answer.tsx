/**
 * WordPress dependencies
 */
import { Spinner, VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ContentPreview from './preview';
import type { AiAssistantAnswerProps } from '../types';

/**
 * The answer as it streams in, the 'Generating…' status before the first
 * words, and the announcement for screen readers once it is complete.
 *
 * @param props              Component props.
 * @param props.text         The text shown.
 * @param props.isRequesting Whether the first words are awaited.
 * @param props.isReady      Whether an answer has just completed.
 * @return The answer area.
 */
export default function AiAssistantAnswer( {
	text,
	isRequesting,
	isReady,
}: AiAssistantAnswerProps ) {
	return (
		<>
			{ text && <ContentPreview text={ text } /> }
			{ isRequesting && (
				<p className="wp-block-cairn-ai-assistant__status">
					<Spinner />
					{ __( 'Generating…', 'cairn' ) }
				</p>
			) }
			<div aria-live="polite">
				<VisuallyHidden>
					{ isReady && __( 'The answer is ready.', 'cairn' ) }
				</VisuallyHidden>
			</div>
		</>
	);
}
