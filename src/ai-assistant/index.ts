/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { AiAssistantAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< AiAssistantAttributes > = {
	icon,
	edit: lazyEdit< AiAssistantAttributes >( () => import( './edit' ) ),
	// An editor tool: what reaches the post is the real blocks that Accept
	// puts in its place, so until then only the comment delimiter (with the
	// conversation in its attributes) is saved.
	save: () => null,
	deprecated,
};
