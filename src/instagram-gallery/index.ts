/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { InstagramGalleryAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< InstagramGalleryAttributes > = {
	icon,
	edit: lazyEdit< InstagramGalleryAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php) from the cached gallery: Instagram's
	// media URLs expire, so they are never saved in the post.
	save: () => null,
	deprecated,
};
