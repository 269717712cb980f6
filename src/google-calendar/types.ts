/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The public calendar block's attributes (block.json). */
export interface GoogleCalendarAttributes extends Record< string, unknown > {
	/** The embed URL, as the parser gives it; '' until one is set. @default '' */
	url: string;
	/** Height in pixels (300 on small screens, style.scss). @default 600 */
	height: number;
}

/** Props of the block's edit component. */
export type GoogleCalendarEditProps =
	BlockEditProps< GoogleCalendarAttributes >;
