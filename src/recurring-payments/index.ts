/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';
import type { RecurringPaymentsAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< RecurringPaymentsAttributes > = {
	icon,
	edit: lazyEdit< RecurringPaymentsAttributes >( () => import( './edit' ) ),
	save,
	deprecated,
};
