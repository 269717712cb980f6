/**
 * Internal dependencies
 */
import { registerCairnBlock } from '@cairn/shared';
import type { BlockSettings } from '@cairn/shared';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import icon from './icon';
import type { BusinessHoursAttributes } from './types';
import './style.scss';

export const { name } = metadata;

export const settings: BlockSettings< BusinessHoursAttributes > = {
	icon,
	edit,
	// Server-rendered (render.php): only the comment delimiter is saved.
	save: () => null,
	deprecated,
};

registerCairnBlock< BusinessHoursAttributes >( { metadata, settings } );
