/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';
import type { EventbriteAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< EventbriteAttributes > = {
	icon,
	edit: lazyEdit< EventbriteAttributes >( () => import( './edit' ) ),
	save,
	deprecated,
};
