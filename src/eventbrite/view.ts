/**
 * Visitors' side of the modal style: Eventbrite's widget script is loaded
 * once for the page, when a block nears the viewport (or after the privacy
 * click), and each block's link then opens the checkout in a modal. Until
 * then, and without JavaScript, the link goes to the event's page.
 */

/**
 * Internal dependencies
 */
import { initEmbeds, loadScriptOnce } from '@cairn/shared/embeds/view-loader';

/** Eventbrite's widget script. */
export const WIDGET_SCRIPT =
	'https://www.eventbrite.com/static/widgets/eb_widgets.js';

interface EventbriteWidgets {
	createWidget: ( options: {
		widgetType: 'checkout';
		eventId: string;
		modal: boolean;
		modalTriggerElementId: string;
	} ) => void;
}

initEmbeds( '.wp-block-cairn-eventbrite[data-event-id]', ( block ) => {
	const eventId = block.dataset.eventId ?? '';
	const trigger = block.querySelector< HTMLAnchorElement >( 'a[id]' );
	if ( ! /^\d{1,20}$/.test( eventId ) || ! trigger ) {
		return;
	}
	loadScriptOnce( WIDGET_SCRIPT )
		.then( () => {
			const widgets = (
				window as unknown as { EBWidgets?: EventbriteWidgets }
			 ).EBWidgets;
			widgets?.createWidget( {
				widgetType: 'checkout',
				eventId,
				modal: true,
				modalTriggerElementId: trigger.id,
			} );
		} )
		// Without the widget the link still leads to the event's page.
		.catch( () => undefined );
} );
