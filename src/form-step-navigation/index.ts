/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { FormStepNavigationAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< FormStepNavigationAttributes > = {
	icon,
	edit: lazyEdit< FormStepNavigationAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): hidden until the form's script runs, since without it every step shows.
	save: () => null,
	deprecated,
};
