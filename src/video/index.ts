/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import transforms from './transforms';
import type { VideoAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< VideoAttributes > = {
	icon,
	edit: lazyEdit< VideoAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): a private video's address depends on who
	// watches and where, so no file URL is saved in the post.
	save: () => null,
	deprecated,
	transforms,
};
