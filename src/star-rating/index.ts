/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { StarRatingAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< StarRatingAttributes > = {
	icon,
	edit: lazyEdit< StarRatingAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): only the comment delimiter is saved.
	save: () => null,
	deprecated,
};
