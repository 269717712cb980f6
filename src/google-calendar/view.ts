/**
 * Visitors' side: the calendar's iframe is created only when its block
 * nears the viewport, or after a click on the privacy notice when the owner
 * asks for one. Until then the page makes no request to the calendar host.
 */

/**
 * Internal dependencies
 */
import { initEmbeds } from '@cairn/shared/embeds/view-loader';

initEmbeds( '.wp-block-cairn-google-calendar[data-src]', ( block ) => {
	const src = block.dataset.src ?? '';
	// The server wrote only parsed calendar URLs here; check again anyway.
	if ( ! src.startsWith( 'https://calendar.google.com/calendar/embed?' ) ) {
		return;
	}
	const iframe = document.createElement( 'iframe' );
	iframe.src = src;
	iframe.title = block.dataset.title ?? '';
	iframe.className = 'wp-block-cairn-google-calendar__frame';
	iframe.setAttribute( 'frameborder', '0' );
	iframe.setAttribute( 'scrolling', 'no' );
	block.querySelector( '.wp-block-cairn-google-calendar__link' )?.remove();
	block.appendChild( iframe );
} );
