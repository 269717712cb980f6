/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** How visitors reach the checkout. */
export type EventbriteStyle = 'modal' | 'link' | 'inline';

/** The event-ticket block's attributes (block.json). */
export interface EventbriteAttributes extends Record< string, unknown > {
	/** The event URL, as the parser gives it (with its query). @default '' */
	url: string;
	/** The numeric event id. @default '' */
	eventId: string;
	/**
	 * A button opening the checkout in a modal, a button linking to the
	 * event's page, or the checkout embedded in the page. @default 'modal'
	 */
	style: EventbriteStyle;
}

/** Props of the block's edit component. */
export type EventbriteEditProps = BlockEditProps< EventbriteAttributes >;
