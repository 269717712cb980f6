/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import type { MapAttributes } from '../types';
import { migrateStyle, type OldMapAttributes } from './migrate-style';

/**
 * Version 2 saved nothing but its attributes (the server renders it, as
 * now), with the style as a block style: an `is-style-*` class in
 * className. The saved form is valid as it is, so the class alone says it
 * is this version; migrate() turns it into mapStyle.
 */
const v2: BlockDeprecation< MapAttributes, OldMapAttributes > = {
	attributes: {
		...( metadata.attributes as BlockDeprecation<
			MapAttributes,
			OldMapAttributes
		>[ 'attributes' ] ),
		mapStyle: { type: 'string' },
	},
	supports: { html: false, align: [ 'center', 'wide', 'full' ] },
	isEligible: ( attributes ) =>
		/(?:^|\s)is-style-/.test(
			typeof attributes.className === 'string' ? attributes.className : ''
		),
	migrate: migrateStyle,
	save: () => null,
};

export default v2;
