/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import AiAssistantAnswer from './components/answer';
import AiAssistantAnswerNotes from './components/answer-notes';
import {
	FEEDBACK_FEATURE,
	STATE_DONE,
	STATE_ERROR,
	STATE_REQUESTING,
} from './constants';
import { getAnswerId, isTitleMode } from './content';
import AiAssistantErrorNotice from './components/error-notice';
import AiAssistantPrompt from './components/prompt';
import AiAssistantPromptActions from './components/prompt-actions';
import AiAssistantSidebar from './components/sidebar';
import AiAssistantToolbar from './components/toolbar';
import type { AiAssistantEditProps } from './types';
import { useAnswerActions } from './use-answer-actions';
import { useAssistantFocus } from './use-assistant-focus';
import { useAssistantRequests } from './use-assistant-requests';
import { useIsOpen } from './use-is-open';
import { usePostEditor } from './use-post-editor';
import { useToneAndLanguage } from './use-tone-and-language';

/**
 * The AI Assistant block in the editor: a prompt, the answer as it streams
 * in, and the actions on it. Nothing is saved in the post until
 * Accept turns the answer into real blocks. Where no provider can write
 * text, the block says what to set up instead of offering a prompt.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.clientId      The block's id in the editor.
 * @param props.isSelected    Whether the block is selected.
 * @return The editor element.
 */
export default function AiAssistantEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: AiAssistantEditProps ) {
	const { content = '', userPrompt, promptType, messages } = attributes;
	const [ isOpen, setIsOpen ] = useIsOpen( isSelected );
	const focus = useAssistantFocus();
	const postEditor = usePostEditor();
	const { requireUpgrade, canRate } = useSelect( ( select ) => {
		const usage = select( aiUsageStore );
		// Selecting the status starts loading it.
		usage.getAiFeature();
		return {
			requireUpgrade: usage.getRequireUpgrade(),
			canRate: usage.isFeatureEnabled( FEEDBACK_FEATURE ),
		};
	}, [] );
	const requests = useAssistantRequests( {
		attributes,
		setAttributes,
		postEditor,
		requireUpgrade,
		focusAfterResponse: focus.focusAfterResponse,
	} );
	const { status, isBusy: busy, error, showUpgrade } = requests;
	// No provider can write text: say what to set up before anything is typed.
	const setup = useServiceSetup( 'ai-text' );
	const canRequest = requests.canRequest && setup.ready;
	const toneAndLanguage = useToneAndLanguage(
		content,
		messages,
		requests.send
	);
	const answerActions = useAnswerActions( {
		clientId,
		attributes,
		setAttributes,
		postEditor,
		reset: requests.reset,
		focusPrompt: focus.focusPrompt,
		setIsOpen,
	} );

	// Keyboard users keep a control that works (Esc, Stop) while the input
	// is disabled.
	const { focusStop } = focus;
	useEffect( () => {
		if ( busy ) {
			focusStop();
		}
	}, [ busy, focusStop ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' && busy ) {
			// Esc stops the request; it must not also leave the block.
			event.preventDefault();
			event.stopPropagation();
			requests.stop();
		}
	};

	const shownText =
		busy || ( status.state === STATE_ERROR && status.text )
			? status.text
			: content;
	const hasAnswer = ! busy && content !== '';
	const blockProps = useBlockProps( {
		className: busy ? 'is-busy' : undefined,
		onKeyDown,
	} );

	return (
		<>
			<AiAssistantToolbar
				isBusy={ busy }
				hasContent={ content !== '' }
				canRequest={ canRequest }
				onTemplate={ requests.runTemplate }
				{ ...toneAndLanguage }
			/>
			<AiAssistantSidebar />
			<div { ...blockProps }>
				<AiAssistantAnswer
					text={ shownText }
					isRequesting={ status.state === STATE_REQUESTING }
					isReady={ status.state === STATE_DONE && requests.hasAsked }
				/>
				<AiAssistantErrorNotice
					error={ error }
					showUpgrade={ showUpgrade }
				/>
				<AiAssistantAnswerNotes
					hasAnswer={ hasAnswer }
					canRate={ canRate }
					showNudge={ ! showUpgrade && status.state === STATE_DONE }
					feedbackId={ getAnswerId( content ) }
					prompt={ userPrompt }
					answer={ content }
				/>
				{ ! setup.ready && <ConnectBanner service="ai-text" /> }
				{ setup.ready && isOpen && (
					<AiAssistantPrompt
						promptRef={ focus.prompt }
						value={ userPrompt }
						hasContent={ content !== '' }
						isBusy={ busy }
						onChange={ ( next ) =>
							setAttributes( { userPrompt: next } )
						}
						onSubmit={ requests.generate }
					>
						<AiAssistantPromptActions
							isBusy={ busy }
							canRequest={ canRequest }
							hasAnswer={ hasAnswer }
							hasPrompt={ userPrompt.trim() !== '' }
							canRetry={ Boolean( error?.retry ) }
							canTryAgain={
								requests.canResend &&
								// Sending a refused request again is refused again.
								error?.code !== 'error_moderation'
							}
							isTitle={ promptType === 'generateTitle' }
							canAcceptTitle={
								postEditor.hasPostEditor &&
								isTitleMode( promptType, userPrompt, content )
							}
							acceptRef={ focus.acceptButton }
							stopRef={ focus.stopButton }
							onStop={ requests.stop }
							onGenerate={ requests.generate }
							onResend={ requests.resend }
							{ ...answerActions }
						/>
					</AiAssistantPrompt>
				) }
				{ setup.ready && ! isOpen && isSelected && (
					<Button
						variant="secondary"
						onClick={ () => setIsOpen( true ) }
					>
						{ __( 'Ask Cairn AI', 'cairn' ) }
					</Button>
				) }
			</div>
		</>
	);
}
