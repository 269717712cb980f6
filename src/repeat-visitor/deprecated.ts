/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { RepeatVisitorAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the saved markup
 * (hidden wrapper with `data-criteria` and `data-threshold`) is the first
 * version's. When save() changes, freeze the old one in `deprecated/v1.tsx`,
 * with a fixture `cairn__repeat-visitor__deprecated-v1.html`.
 */
const deprecated: BlockDeprecation< RepeatVisitorAttributes >[] = [];

export default deprecated;
