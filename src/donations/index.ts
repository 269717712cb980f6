/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { DonationsAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< DonationsAttributes > = {
	icon,
	edit: lazyEdit< DonationsAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): the forms post to the checkout route, so
	// only the comment delimiter with the attributes is saved.
	save: () => null,
	deprecated,
};
