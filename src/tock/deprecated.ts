/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { TockAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the block is
 * server-rendered and saves only its attributes.
 */
const deprecated: BlockDeprecation< TockAttributes >[] = [];

export default deprecated;
