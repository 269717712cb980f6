/**
 * Visitors' side: Calendly's widget script is loaded once for the page,
 * when a block nears the viewport (or after the privacy click); then the
 * inline style shows the calendar in the block and the link style's button
 * opens it in a modal. Until then, and without JavaScript, the button is a
 * link to the scheduling page.
 */

/**
 * Internal dependencies
 */
import { initEmbeds, loadScriptOnce } from '@cairn/shared/embeds/view-loader';

/** Calendly's widget script. */
export const WIDGET_SCRIPT =
	'https://assets.calendly.com/assets/external/widget.js';

interface CalendlyWidgets {
	initInlineWidget: ( options: {
		url: string;
		parentElement: HTMLElement;
	} ) => void;
	initPopupWidget: ( options: { url: string } ) => void;
}

initEmbeds( '.wp-block-cairn-calendly[data-url]', ( block ) => {
	const url = block.dataset.url ?? '';
	// The server wrote only a parsed Calendly URL; check again anyway.
	if ( ! /^https:\/\/calendly\.com\/[A-Za-z0-9_\/?=&-]+$/.test( url ) ) {
		return;
	}
	loadScriptOnce( WIDGET_SCRIPT )
		.then( () => {
			const calendly = (
				window as unknown as { Calendly?: CalendlyWidgets }
			 ).Calendly;
			if ( ! calendly ) {
				return;
			}
			const link = block.querySelector< HTMLAnchorElement >( 'a' );
			if ( block.classList.contains( 'is-style-link' ) ) {
				link?.addEventListener( 'click', ( event ) => {
					event.preventDefault();
					calendly.initPopupWidget( { url } );
				} );
				return;
			}
			link?.remove();
			calendly.initInlineWidget( { url, parentElement: block } );
		} )
		// Without the widget the link still leads to the scheduling page.
		.catch( () => undefined );
} );
