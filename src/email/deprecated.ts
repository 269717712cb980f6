/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { EmailAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the first released
 * markup is the current one. When save() changes, freeze the old one in
 * `deprecated/v1.tsx` with a fixture `cairn__email__deprecated-v1.html`.
 */
const deprecated: BlockDeprecation< EmailAttributes >[] = [];

export default deprecated;
