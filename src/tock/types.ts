/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The table-booking block's attributes (block.json). */
export interface TockAttributes extends Record< string, unknown > {
	/** The business name on Tock, kept under the name `url`. @default '' */
	url: string;
}

/** Props of the block's edit component. */
export type TockEditProps = BlockEditProps< TockAttributes >;
