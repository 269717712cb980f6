/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The event-ticket block's attributes (block.json). */
export interface EventbriteAttributes extends Record< string, unknown > {
	/** The event URL, as the parser gives it. @default '' */
	url: string;
	/** The numeric event id. @default '' */
	eventId: string;
	/** A button opening the checkout in a modal, or a direct link. @default 'modal' */
	style: 'modal' | 'link';
}

/** Props of the block's edit component. */
export type EventbriteEditProps = BlockEditProps< EventbriteAttributes >;
