/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { MarkdownAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the first released
 * markup is the current one. When save() changes, freeze the old one in
 * `deprecated/v1.tsx`, with a fixture `cairn__markdown__deprecated-v1.html`.
 */
const deprecated: BlockDeprecation< MarkdownAttributes >[] = [];

export default deprecated;
