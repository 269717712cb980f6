/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { VoiceToContentAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< VoiceToContentAttributes > = {
	icon,
	edit: lazyEdit< VoiceToContentAttributes >( () => import( './edit' ) ),
	// Replaced by what it writes; nothing of it is saved.
	save: () => null,
	deprecated,
};
