/**
 * The limits of an email address: whole address, local part, domain label.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;

// Local part: the unquoted characters RFC 5322 allows, dots not leading,
// trailing or doubled. Domain: dot-separated labels of letters, digits and
// inner hyphens, at least two labels, a top level of letters.
const LOCAL_PART =
	/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,}$/;

/**
 * Whether a string is a valid email address: not empty, at most 254
 * characters, a valid pattern, a local part of at most 64 characters and
 * domain labels of at most 63.
 *
 * @param email The address.
 * @return True when valid.
 */
export function isValidEmail( email: string ): boolean {
	if ( ! email || email.length > EMAIL_MAX_LENGTH ) {
		return false;
	}
	const at = email.lastIndexOf( '@' );
	if ( at < 1 ) {
		return false;
	}
	const local = email.slice( 0, at );
	if (
		local.length > EMAIL_LOCAL_PART_MAX_LENGTH ||
		! LOCAL_PART.test( local )
	) {
		return false;
	}
	const labels = email.slice( at + 1 ).split( '.' );
	if (
		labels.length < 2 ||
		! TOP_LEVEL.test( labels[ labels.length - 1 ] )
	) {
		return false;
	}
	return labels.every(
		( label ) =>
			label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH &&
			DOMAIN_LABEL.test( label )
	);
}
