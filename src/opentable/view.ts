/**
 * Visitors' side: OpenTable's widget loader script is added inside the
 * block when it nears the viewport (or after the privacy click); the loader
 * draws the widget where its script is. Until then, and without
 * JavaScript, the block shows a reservation link per restaurant.
 */

/**
 * Internal dependencies
 */
import { initEmbeds } from '@cairn/shared/embeds/view-loader';

/** The only scripts the server writes: the widget loader with plain values. */
export const LOADER =
	/^https:\/\/www\.opentable\.com\/widget\/reservation\/loader\?[A-Za-z0-9=&.-]+$/;

initEmbeds( '.wp-block-cairn-opentable[data-src]', ( block ) => {
	const src = block.dataset.src ?? '';
	const target = block.querySelector( '.wp-block-cairn-opentable__widget' );
	// The server built this address from checked values; check again anyway.
	if ( ! LOADER.test( src ) || ! target ) {
		return;
	}
	const script = document.createElement( 'script' );
	script.src = src;
	script.async = true;
	// The links stay until the widget has come: without it they still book.
	script.addEventListener( 'load', () => block.classList.add( 'is-loaded' ) );
	target.appendChild( script );
} );
