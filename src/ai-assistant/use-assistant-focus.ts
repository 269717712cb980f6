/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { FOCUS_DELAY_MS } from './constants';

/**
 * Where focus goes: the refs of the prompt, the main accept
 * button and Stop, and the moves between them.
 *
 * @return The refs, and functions that move focus.
 */
export function useAssistantFocus() {
	const prompt = useRef< HTMLDivElement >( null );
	const acceptButton = useRef< HTMLButtonElement >( null );
	const stopButton = useRef< HTMLButtonElement >( null );
	const focusTimer = useRef< ReturnType< typeof setTimeout > >();

	const focusPrompt = useCallback( () => {
		prompt.current?.querySelector( 'textarea' )?.focus();
	}, [] );

	/**
	 * Moves focus after a response, once the buttons it brings have
	 * rendered (after `FOCUS_DELAY_MS`).
	 */
	const focusAfterResponse = useCallback( () => {
		clearTimeout( focusTimer.current );
		focusTimer.current = setTimeout( () => {
			(
				acceptButton.current ??
				prompt.current?.querySelector( 'textarea' )
			)?.focus();
		}, FOCUS_DELAY_MS );
	}, [] );
	useEffect( () => () => clearTimeout( focusTimer.current ), [] );

	const focusStop = useCallback( () => stopButton.current?.focus(), [] );

	return {
		prompt,
		acceptButton,
		stopButton,
		focusPrompt,
		focusAfterResponse,
		focusStop,
	};
}
