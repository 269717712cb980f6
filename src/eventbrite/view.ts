/**
 * Visitors' side of the modal and in-page styles: Eventbrite's widget
 * script is loaded once for the page, when a block nears the viewport (or
 * after the privacy click); each block's button then opens the checkout in
 * a modal, or the checkout is drawn in the block's place for it. Until
 * then, and without JavaScript, the link goes to the event's page.
 */

/**
 * Internal dependencies
 */
import { initEmbeds, loadScriptOnce } from '@cairn/shared/embeds/view-loader';

/** Eventbrite's widget script. */
export const WIDGET_SCRIPT =
	'https://www.eventbrite.com/static/widgets/eb_widgets.js';

/** The embedded checkout's height in pixels (Eventbrite's own default). */
export const CHECKOUT_HEIGHT = 425;

/** The options of Eventbrite's checkout widget that Cairn uses. */
type CheckoutWidget =
	| {
			widgetType: 'checkout';
			eventId: string;
			modal: true;
			modalTriggerElementId: string;
	  }
	| {
			widgetType: 'checkout';
			eventId: string;
			iframeContainerId: string;
			iframeContainerHeight: number;
	  };

interface EventbriteWidgets {
	createWidget: ( options: CheckoutWidget ) => void;
}

/**
 * The widget for one block: the in-page checkout where the block has its
 * place, else the modal opened by its button.
 *
 * @param block The block.
 * @return The widget's options, or null when the block has neither.
 */
export function widgetFor( block: HTMLElement ): CheckoutWidget | null {
	const eventId = block.dataset.eventId ?? '';
	if ( ! /^\d{1,20}$/.test( eventId ) ) {
		return null;
	}
	const container = block.querySelector< HTMLElement >(
		'.wp-block-cairn-eventbrite__checkout[id]'
	);
	if ( container ) {
		return {
			widgetType: 'checkout',
			eventId,
			iframeContainerId: container.id,
			iframeContainerHeight: CHECKOUT_HEIGHT,
		};
	}
	const trigger = block.querySelector< HTMLAnchorElement >( 'a[id]' );
	if ( ! trigger ) {
		return null;
	}
	return {
		widgetType: 'checkout',
		eventId,
		modal: true,
		modalTriggerElementId: trigger.id,
	};
}

initEmbeds( '.wp-block-cairn-eventbrite[data-event-id]', ( block ) => {
	const widget = widgetFor( block );
	if ( ! widget ) {
		return;
	}
	loadScriptOnce( WIDGET_SCRIPT )
		.then( () => {
			(
				window as unknown as { EBWidgets?: EventbriteWidgets }
			 ).EBWidgets?.createWidget( widget );
		} )
		// Without the widget the link still leads to the event's page.
		.catch( () => undefined );
} );
