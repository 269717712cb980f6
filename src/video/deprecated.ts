/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { VideoAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. None yet: the first frozen
 * version goes in deprecated/v1.tsx, with the fixture
 * cairn__video__deprecated-v1.html.
 */
const deprecated: BlockDeprecation< VideoAttributes >[] = [];

export default deprecated;
