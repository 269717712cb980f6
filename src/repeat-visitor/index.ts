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
import type { RepeatVisitorAttributes } from './types';
import './style.scss';

export const { name } = metadata;

export const settings: BlockSettings< RepeatVisitorAttributes > = {
	icon,
	edit,
	save,
	deprecated,
};

registerCairnBlock< RepeatVisitorAttributes >( { metadata, settings } );
