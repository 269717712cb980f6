/**
 * Internal dependencies
 */
import { CHECKOUT_HEIGHT, widgetFor } from '../view';

/**
 * A block as the server renders it.
 *
 * @param html Its markup.
 * @return The block's element.
 */
function block( html: string ): HTMLElement {
	document.body.innerHTML = html;
	return document.body.firstElementChild as HTMLElement;
}

describe( 'widgetFor', () => {
	it( 'draws the in-page checkout in the block’s place for it', () => {
		expect(
			widgetFor(
				block(
					'<div class="wp-block-cairn-eventbrite" data-event-id="144144099883"><div id="cairn-eventbrite-3" class="wp-block-cairn-eventbrite__checkout"></div><a class="wp-block-cairn-eventbrite__link" href="https://www.eventbrite.com/e/x-144144099883">Register on Eventbrite</a></div>'
				)
			)
		).toEqual( {
			widgetType: 'checkout',
			eventId: '144144099883',
			iframeContainerId: 'cairn-eventbrite-3',
			iframeContainerHeight: CHECKOUT_HEIGHT,
		} );
	} );

	it( 'opens the modal from the block’s button', () => {
		expect(
			widgetFor(
				block(
					'<div class="wp-block-cairn-eventbrite" data-event-id="42"><div class="wp-block-cairn-button"><a id="cairn-eventbrite-1" class="wp-block-cairn-button__link" href="https://www.eventbrite.com/e/x-42">Register</a></div></div>'
				)
			)
		).toEqual( {
			widgetType: 'checkout',
			eventId: '42',
			modal: true,
			modalTriggerElementId: 'cairn-eventbrite-1',
		} );
	} );

	it( 'does nothing for an id that is not one, or without a place or button', () => {
		expect(
			widgetFor(
				block(
					'<div class="wp-block-cairn-eventbrite" data-event-id="42);alert(1"><a id="x" href="#">x</a></div>'
				)
			)
		).toBeNull();
		expect(
			widgetFor(
				block(
					'<div class="wp-block-cairn-eventbrite" data-event-id="42"></div>'
				)
			)
		).toBeNull();
	} );
} );
