/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { AdAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< AdAttributes > = {
	icon,
	edit: lazyEdit< AdAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): the slot depends on the network and the module.
	save: () => null,
	deprecated,
};
