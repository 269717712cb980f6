/**
 * Internal dependencies
 */
import { isValidEmail } from './is-valid-email';
import type { EmailPart } from './types';

/** Punctuation at the end of a word, which is not part of the address. */
const TRAILING_PUNCTUATION = /\p{P}+$/u;

/**
 * Splits the email text into words and the spaces between them, and marks
 * each word that is a valid address (the shared email check) once trailing
 * punctuation is set aside: "Write to hello@example.com." links
 * `hello@example.com` and leaves the full stop as text.
 *
 * @param text The block's text.
 * @return The parts in order; an `email` part is followed by its punctuation
 *         as a plain part.
 */
export function splitEmailText( text: string ): EmailPart[] {
	return text
		.split( /(\s+)/ )
		.filter( Boolean )
		.flatMap( ( word ): EmailPart[] => {
			const email = word.replace( TRAILING_PUNCTUATION, '' );
			if ( ! isValidEmail( email ) ) {
				return [ { text: word } ];
			}
			const rest = word.slice( email.length );
			return rest
				? [ { text: email, email }, { text: rest } ]
				: [ { text: email, email } ];
		} );
}
