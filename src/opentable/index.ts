/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import transforms from './transforms';
import type { OpenTableAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< OpenTableAttributes > = {
	icon,
	edit: lazyEdit< OpenTableAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php), after the server checks the IDs again.
	save: () => null,
	deprecated,
	transforms,
};
