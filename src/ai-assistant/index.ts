/**
 * Internal dependencies
 */
import { registerCairnBlock } from '@cairn/shared';
import type { BlockSettings } from '@cairn/shared';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import icon from './icon';
import save from './save';
import type { AiAssistantAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< AiAssistantAttributes > = {
	icon,
	edit,
	save,
	deprecated,
};

registerCairnBlock< AiAssistantAttributes >( { metadata, settings } );
