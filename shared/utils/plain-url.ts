/**
 * Parses a URL that a person typed or a server answered, keeping only plain
 * http(s) URLs: no user name or password (`https://giphy.com@evil.test/`
 * reads as Giphy's to people but leads elsewhere) and no port.
 *
 * @param text Candidate URL.
 * @return The URL, or null.
 */
export function parsePlainUrl( text: string ): URL | null {
	let url: URL;
	try {
		url = new URL( text );
	} catch {
		return null;
	}
	if (
		( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
		url.username ||
		url.password ||
		url.port
	) {
		return null;
	}
	return url;
}
