/**
 * A short, stable key for a string: its 32-bit FNV-1a hash in base 36. The
 * same text gives the same key in every session and browser; it tells texts
 * apart, and is not for secrets.
 *
 * @param text The text.
 * @return For example `1k3x9qz`.
 */
export function hashString( text: string ): string {
	let hash = 0x811c9dc5;
	for ( let i = 0; i < text.length; i++ ) {
		// eslint-disable-next-line no-bitwise -- FNV-1a is a 32-bit XOR-and-multiply hash.
		hash ^= text.charCodeAt( i );
		hash = Math.imul( hash, 0x01000193 );
	}
	// eslint-disable-next-line no-bitwise -- read the 32 bits as unsigned.
	return ( hash >>> 0 ).toString( 36 );
}
