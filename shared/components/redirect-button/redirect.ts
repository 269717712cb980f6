/**
 * Whether a URL is an absolute http or https URL: the only kind the browser
 * is ever sent to (a filtered upgrade URL could otherwise be `javascript:`).
 *
 * @param url The URL.
 * @return Whether it may be navigated to.
 */
export function isHttpUrl( url: string ): boolean {
	try {
		const { protocol } = new URL( url );
		return protocol === 'http:' || protocol === 'https:';
	} catch {
		return false;
	}
}

/**
 * Sends the browser to a URL. The top window is used so that a call from
 * inside the editor canvas iframe leaves the whole editor. Anything but an
 * http or https URL is ignored.
 *
 * In its own module so tests can replace navigation, which jsdom lacks.
 *
 * @param url Where to go.
 */
export function redirectTo( url: string ): void {
	if ( ! isHttpUrl( url ) ) {
		return;
	}
	( window.top ?? window ).location.href = url;
}
