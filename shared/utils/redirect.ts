/**
 * Sends the browser to a URL. The top window is used so that a call from
 * inside the editor canvas iframe leaves the whole editor.
 *
 * In its own module so tests can replace navigation, which jsdom lacks.
 *
 * @param url Where to go.
 */
export function redirectTo( url: string ): void {
	( window.top ?? window ).location.href = url;
}
