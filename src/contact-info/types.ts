/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The contact info block has no attributes of its own: its children hold the data. */
export type ContactInfoAttributes = Record< string, unknown >;

/** Props of the contact info block's edit component. */
export type ContactInfoEditProps = BlockEditProps< ContactInfoAttributes >;
