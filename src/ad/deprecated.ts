/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { AdAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the block is
 * server-rendered and saves only its comment delimiter. When its attributes
 * change shape, freeze the old form in `deprecated/v1.tsx`, with a fixture
 * `cairn__ad__deprecated-v1.html`.
 */
const deprecated: BlockDeprecation< AdAttributes >[] = [];

export default deprecated;
