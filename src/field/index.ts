/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { FieldAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< FieldAttributes > = {
	icon,
	edit: lazyEdit< FieldAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): the form numbers its fields and shows a visitor's values and errors.
	save: () => null,
	deprecated,
};
