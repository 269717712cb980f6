/**
 * Reads a typed threshold: digits only, above 0.
 *
 * @param text What the editor typed.
 * @return The threshold, or null when the text is not a whole number above 0.
 */
export function parseThreshold( text: string ): number | null {
	if ( ! /^\d+$/.test( text ) ) {
		return null;
	}
	const value = Number( text );
	return Number.isSafeInteger( value ) && value > 0 ? value : null;
}
