const TRAILING_DIGITS = /(\d+)\/?$/;

/**
 * The media id at the end of a URL: its trailing digits (one trailing slash
 * allowed), e.g. `…/attachment/123` or `…?attachment_id=123`.
 *
 * @param url The URL.
 * @return The id, or null when the URL does not end in digits.
 */
export function getMediaIdFromUrl( url: string ): number | null {
	const match = TRAILING_DIGITS.exec( url );
	if ( ! match ) {
		return null;
	}
	const id = Number( match[ 1 ] );
	return isValidMediaId( id ) ? id : null;
}

/**
 * Whether a value is a media id: a positive whole number, or a string of
 * digits naming one. Anything non-numeric fails.
 *
 * @param id The value.
 * @return True for a valid id.
 */
export function isValidMediaId( id: unknown ): boolean {
	if ( typeof id === 'number' ) {
		return Number.isSafeInteger( id ) && id > 0;
	}
	if ( typeof id === 'string' && /^\d+$/.test( id ) ) {
		return isValidMediaId( Number( id ) );
	}
	return false;
}
