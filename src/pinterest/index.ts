/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';
import type { PinterestAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< PinterestAttributes > = {
	icon,
	edit: lazyEdit< PinterestAttributes >( () => import( './edit' ) ),
	save,
	deprecated,
};
