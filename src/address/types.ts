/**
 * WordPress dependencies
 */
import type { BlockEditProps, BlockSaveProps } from '@wordpress/blocks';

/** The address block's text fields, in reading order. */
export type AddressField =
	| 'address'
	| 'addressLine2'
	| 'addressLine3'
	| 'city'
	| 'region'
	| 'postal'
	| 'country';

/** The address block's attributes (block.json); every field is plain text. */
export interface AddressAttributes extends Record< string, unknown > {
	/** Street address. @default '' */
	address: string;
	/** Address line 2. @default '' */
	addressLine2: string;
	/** Address line 3. @default '' */
	addressLine3: string;
	/** City. @default '' */
	city: string;
	/** State, province or region. @default '' */
	region: string;
	/** Postal or zip code. @default '' */
	postal: string;
	/** Country. @default '' */
	country: string;
	/** Whether the saved address links to Google Maps. @default false */
	linkToGoogleMaps: boolean;
}

/** Props of the address block's edit component. */
export type AddressEditProps = BlockEditProps< AddressAttributes >;

/** Props of the address block's save component. */
export type AddressSaveProps = BlockSaveProps< AddressAttributes >;
