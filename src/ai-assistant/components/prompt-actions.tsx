/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AiAssistantPromptActionsProps } from '../types';

/**
 * The buttons under the prompt: Stop while a request runs;
 * Generate and Retry; and for a finished answer Accept, Accept title,
 * Try Again, Discard, Undo; Close. A title is accepted with Accept title
 * where there is a post to title; elsewhere (no post editor) with Accept.
 *
 * @param props                Component props.
 * @param props.isBusy         Whether a request runs.
 * @param props.canRequest     Whether requests may be sent.
 * @param props.hasAnswer      Whether there is a finished answer.
 * @param props.hasPrompt      Whether the prompt holds something to send.
 * @param props.canRetry       Whether the last error offers Retry.
 * @param props.canTryAgain    Whether there is a request to send again.
 * @param props.isTitle        Whether the answer is a post title.
 * @param props.canAcceptTitle Whether Accept title is offered.
 * @param props.acceptRef      The main accept button's ref.
 * @param props.stopRef        Stop's ref.
 * @param props.onStop         Stops the request.
 * @param props.onGenerate     Sends the prompt.
 * @param props.onResend       Sends the last request again.
 * @param props.onAccept       Turns the answer into blocks.
 * @param props.onAcceptTitle  Makes the answer the post title.
 * @param props.onDiscard      Goes back to the answer before.
 * @param props.onUndo         Goes back, and hides the assistant.
 * @param props.onClose        Hides the assistant.
 * @return The buttons.
 */
export default function AiAssistantPromptActions( {
	isBusy,
	canRequest,
	hasAnswer,
	hasPrompt,
	canRetry,
	canTryAgain,
	isTitle,
	canAcceptTitle,
	acceptRef,
	stopRef,
	onStop,
	onGenerate,
	onResend,
	onAccept,
	onAcceptTitle,
	onDiscard,
	onUndo,
	onClose,
}: AiAssistantPromptActionsProps ) {
	return (
		<>
			{ isBusy && (
				<Button ref={ stopRef } variant="secondary" onClick={ onStop }>
					{ __( 'Stop', 'cairn' ) }
				</Button>
			) }
			{ ! isBusy && canRequest && (
				<Button
					variant={ hasAnswer ? 'secondary' : 'primary' }
					accessibleWhenDisabled
					disabled={ ! hasPrompt }
					onClick={ onGenerate }
				>
					{ __( 'Generate', 'cairn' ) }
				</Button>
			) }
			{ canRetry && canRequest && (
				<Button variant="primary" onClick={ onResend }>
					{ __( 'Retry', 'cairn' ) }
				</Button>
			) }
			{ hasAnswer && ( ! isTitle || ! canAcceptTitle ) && (
				<Button
					ref={ acceptRef }
					variant="primary"
					onClick={ onAccept }
				>
					{ __( 'Accept', 'cairn' ) }
				</Button>
			) }
			{ hasAnswer && canAcceptTitle && (
				<Button
					ref={ isTitle ? acceptRef : undefined }
					variant={ isTitle ? 'primary' : 'secondary' }
					onClick={ onAcceptTitle }
				>
					{ __( 'Accept title', 'cairn' ) }
				</Button>
			) }
			{ hasAnswer && canRequest && canTryAgain && (
				<Button variant="tertiary" onClick={ onResend }>
					{ __( 'Try Again', 'cairn' ) }
				</Button>
			) }
			{ hasAnswer && (
				<Button variant="tertiary" onClick={ onDiscard }>
					{ __( 'Discard', 'cairn' ) }
				</Button>
			) }
			{ hasAnswer && (
				<Button variant="tertiary" onClick={ onUndo }>
					{ __( 'Undo', 'cairn' ) }
				</Button>
			) }
			{ ! isBusy && (
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Close', 'cairn' ) }
				</Button>
			) }
		</>
	);
}
