/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { PinterestAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. None yet: the first frozen
 * version goes in deprecated/v1.tsx, with the fixture
 * cairn__pinterest__deprecated-v1.html.
 */
const deprecated: BlockDeprecation< PinterestAttributes >[] = [];

export default deprecated;
