/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { MapAttributes } from './types';

/** Earlier saved forms of the block, newest first. */
const deprecated: BlockDeprecation< MapAttributes >[] = [];

export default deprecated;
