/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { PlainText } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AiAssistantPromptProps } from '../types';

/**
 * The prompt input, with the buttons under it. Enter sends; Shift+Enter and
 * an input method's Enter do not.
 *
 * @param props            Component props.
 * @param props.promptRef  The wrapper's ref.
 * @param props.value      What the user typed.
 * @param props.hasContent Whether there is an answer to change.
 * @param props.isBusy     Whether a request runs.
 * @param props.onChange   Keeps what the user typed.
 * @param props.onSubmit   Sends the prompt.
 * @param props.children   The buttons.
 * @return The prompt.
 */
export default function AiAssistantPrompt( {
	promptRef,
	value,
	hasContent,
	isBusy,
	onChange,
	onSubmit,
	children,
}: AiAssistantPromptProps ) {
	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if (
			event.key === 'Enter' &&
			! event.shiftKey &&
			! event.nativeEvent.isComposing
		) {
			event.preventDefault();
			onSubmit();
		}
	};

	return (
		// PlainText's published types do not take a textarea ref; its box is
		// found inside this wrapper instead.
		<div ref={ promptRef } className="wp-block-cairn-ai-assistant__prompt">
			<PlainText
				className="wp-block-cairn-ai-assistant__input"
				aria-label={ __( 'Ask Cairn AI', 'cairn' ) }
				placeholder={
					hasContent
						? __( 'Tell Cairn AI what to change…', 'cairn' )
						: __( 'Ask Cairn AI to write anything…', 'cairn' )
				}
				value={ value }
				disabled={ isBusy }
				onChange={ onChange }
				onKeyDown={ onKeyDown }
			/>
			<div className="wp-block-cairn-ai-assistant__actions">
				{ children }
			</div>
		</div>
	);
}
