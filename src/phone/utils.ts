/**
 * The tel: link of a phone number as typed: its digits, after a `+` when
 * the number starts with one (an international number); none when the text
 * holds no digit.
 *
 * @param phone The phone number as typed, e.g. `+1 (555) 123-4567`.
 * @return The link, e.g. `tel:+15551234567`, or undefined.
 */
export function getTelUrl( phone: string ): string | undefined {
	const digits = phone.replace( /\D/g, '' );
	if ( ! digits ) {
		return undefined;
	}
	const international = /^[^\d+]*\+/.test( phone );
	return `tel:${ international ? '+' : '' }${ digits }`;
}
