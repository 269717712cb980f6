/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * What an embed attempt came to:
 * - `embedded`: the block took what was entered;
 * - `failed`: what was entered cannot be embedded (the error shows);
 * - `unreachable`: the site could not reach the service to follow a short
 *   link, so nothing is known about what was entered (a warning shows);
 * - `ignored`: there was nothing to embed, and nothing changes.
 */
export type EmbedOutcome = 'embedded' | 'failed' | 'unreachable' | 'ignored';

/** The state and submit of an embed form, as `useEmbedForm` gives them. */
export interface EmbedForm {
	/** What is in the field. */
	input: string;
	/** Replaces what is in the field. */
	setInput: ( value: string ) => void;
	/** What was entered when the last attempt failed, or null. */
	failed: string | null;
	/** Whether the last attempt could not reach the service. */
	unreachable: boolean;
	/** Whether an attempt is under way (a short link is being followed). */
	busy: boolean;
	/** Embeds what is in the field, and says what that came to. */
	submit: () => Promise< EmbedOutcome >;
	/** Whether the form is open over an embed the block already has. */
	editing: boolean;
	/** Opens the form again over the embed. */
	edit: () => void;
}

/**
 * The state of an embed block's URL or embed-code form. Each submit starts
 * clean (no error, no warning); the block's `embed` reads what was entered,
 * sets its attributes, and says what it came to. While it works (it may
 * follow a short link through the site) the form is busy; what was entered
 * is kept whatever the outcome, so nothing the user typed is lost. A block
 * that shows its embed with a button to change it opens the form with
 * `edit`; the form closes once something is embedded.
 *
 * @param initial      What the field holds at first.
 * @param embed        Reads what was entered and sets the block's attributes.
 * @param startEditing Whether the form starts open. @default false
 * @return The form's state and submit.
 */
export function useEmbedForm(
	initial: string,
	embed: ( input: string ) => EmbedOutcome | Promise< EmbedOutcome >,
	startEditing = false
): EmbedForm {
	const [ input, setInput ] = useState( initial );
	const [ editing, setEditing ] = useState( startEditing );
	const [ failed, setFailed ] = useState< string | null >( null );
	const [ unreachable, setUnreachable ] = useState( false );
	const [ busy, setBusy ] = useState( false );

	const settle = ( entered: string, outcome: EmbedOutcome ) => {
		if ( outcome === 'embedded' ) {
			setEditing( false );
		} else if ( outcome === 'failed' ) {
			setFailed( entered );
		} else if ( outcome === 'unreachable' ) {
			setUnreachable( true );
		}
		return outcome;
	};

	const submit = async () => {
		const entered = input;
		setFailed( null );
		setUnreachable( false );
		const result = embed( entered );
		if ( ! ( result instanceof Promise ) ) {
			// A block that reads what was entered at once answers at once.
			return settle( entered, result );
		}
		setBusy( true );
		try {
			return settle( entered, await result );
		} finally {
			setBusy( false );
		}
	};

	return {
		input,
		setInput,
		failed,
		unreachable,
		busy,
		submit,
		editing,
		edit: () => setEditing( true ),
	};
}
