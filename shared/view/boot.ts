/**
 * How a view script starts on the visitor's page: once the document is
 * parsed, and, for what costs a request or a library, only when its block
 * nears the viewport.
 */

/**
 * Runs once the document is parsed: at once when it already is (a script
 * printed in the footer or loaded late), else on DOMContentLoaded (which a
 * document fires once).
 *
 * @param run What to do.
 */
export function onReady( run: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', run );
	} else {
		run();
	}
}

/**
 * Calls back once, when the element comes within `margin` of the viewport.
 * Without IntersectionObserver (very old browsers) it calls back at once
 * rather than never show the content.
 *
 * @param element  The block.
 * @param callback What to do.
 * @param margin   How near counts, as a CSS margin (`200px`, `600px 0px`).
 */
export function whenNear(
	element: Element,
	callback: () => void,
	margin: string
): void {
	if ( typeof window.IntersectionObserver !== 'function' ) {
		callback();
		return;
	}
	const observer = new window.IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				callback();
			}
		},
		{ rootMargin: margin }
	);
	observer.observe( element );
}
