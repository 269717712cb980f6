/**
 * Internal dependencies
 */
import AiFeedback from '@cairn/shared/ai/components/ai-feedback';
import AiDisclaimer from './ai-disclaimer';
import AiUpgradeNudge from './ai-upgrade-nudge';
import type { AiAssistantAnswerNotesProps } from '../types';

/**
 * What goes under a finished answer: the disclaimer, thumbs up and down, and
 * the nudge towards the next tier.
 *
 * @param props            Component props.
 * @param props.hasAnswer  Whether there is a finished answer.
 * @param props.canRate    Whether thumbs up and down are shown.
 * @param props.showNudge  Whether the next-tier nudge is shown.
 * @param props.feedbackId The rated answer's id.
 * @param props.prompt     What the user asked.
 * @param props.answer     The answer rated.
 * @return The notes.
 */
export default function AiAssistantAnswerNotes( {
	hasAnswer,
	canRate,
	showNudge,
	feedbackId,
	prompt,
	answer,
}: AiAssistantAnswerNotesProps ) {
	return (
		<>
			{ hasAnswer && <AiDisclaimer /> }
			{ hasAnswer && canRate && (
				<AiFeedback
					item={ {
						id: feedbackId,
						prompt,
						answer,
						block: 'cairn/ai-assistant',
					} }
				/>
			) }
			{ showNudge && <AiUpgradeNudge /> }
		</>
	);
}
