/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { GifAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< GifAttributes > = {
	icon,
	edit: lazyEdit< GifAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php) from Giphy's cached answer: the GIF's
	// media URLs are Giphy's to change, so they are not saved in the post.
	save: () => null,
	deprecated,
};
