/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The scheduling calendar block's attributes (block.json). */
export interface CalendlyAttributes extends Record< string, unknown > {
	/** `https://calendly.com/…` without a query. @default '' */
	url: string;
	/** Inline embed, or a button opening a modal. @default 'inline' */
	style: 'inline' | 'link';
	/** @default false */
	hideEventTypeDetails: boolean;
	/** Six hex digits. @default 'ffffff' */
	backgroundColor: string;
	/** Six hex digits. @default '00A2FF' */
	primaryColor: string;
	/** Six hex digits. @default '4D5055' */
	textColor: string;
	/** Width in percent; none for the full width. */
	width?: number;
	/** The block's alignment (block supports). */
	align?: string;
}

/** Props of the block's edit component. */
export type CalendlyEditProps = BlockEditProps< CalendlyAttributes >;

/** Props of the inline style's editor preview. */
export interface InlinePreviewProps {
	/** The block's attributes: the address, the colours and whether event details show. */
	attributes: Pick<
		CalendlyAttributes,
		| 'url'
		| 'hideEventTypeDetails'
		| 'backgroundColor'
		| 'primaryColor'
		| 'textColor'
	>;
}
