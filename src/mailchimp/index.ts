/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { MailchimpAttributes } from './types';

export const { name } = metadata;

export const settings: BlockSettings< MailchimpAttributes > = {
	icon,
	edit: lazyEdit< MailchimpAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): the visitor's form carries the signed
	// group choice and the current connection, which saved HTML could not keep
	// up to date, so only the comment delimiter with the attributes is saved.
	save: () => null,
	deprecated,
};
