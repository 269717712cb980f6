/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { DonationsAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the block is
 * server-rendered and saves only its comment delimiter with attributes.
 */
const deprecated: BlockDeprecation< DonationsAttributes >[] = [];

export default deprecated;
