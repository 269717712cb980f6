declare global {
	interface Window {
		/** Printed by WordPress with the `wp-api-request` script. */
		wpApiSettings?: { root?: string; nonce?: string };
	}
}

/**
 * The site's REST root as the page tells it: `wpApiSettings.root` (printed
 * with `wp-api-request`), else the `https://api.w.org/` link WordPress
 * prints in every page's head. Null when neither is there.
 *
 * @return The root URL, ending in `/` (or `?rest_route=/` on a site with
 *         plain permalinks), or null.
 */
export function getRestRoot(): string | null {
	return (
		window.wpApiSettings?.root ||
		document.querySelector< HTMLLinkElement >(
			'link[rel="https://api.w.org/"]'
		)?.href ||
		null
	);
}

/**
 * The URL of a REST path for a call made without api-fetch (a stream, a
 * visitor's form, an image's address), built the way api-fetch's root URL
 * middleware builds it: a root with a query string (plain permalinks,
 * `?rest_route=/`) takes the path into that query, and the path's own query
 * joins with `&`.
 *
 * @param path The REST path, from the route table (it starts with `/`).
 * @param root The REST root; when not given, the page's (`/wp-json/` when
 *             it names none).
 * @return The URL.
 */
export function restUrl( path: string, root?: string ): string {
	// No default parameter: with one, the minifier keeps getRestRoot as a
	// function of its own in a visitor script instead of inlining it.
	const base = root || getRestRoot() || '/wp-json/';
	// The path's own `?` stays after a pretty root and becomes `&` after a
	// root that already has a query.
	return (
		base + path.slice( 1 ).replace( '?', base.includes( '?' ) ? '&' : '?' )
	);
}
