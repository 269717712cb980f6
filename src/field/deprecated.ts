/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { FieldAttributes } from './types';

/**
 * The block's earlier saved forms: none yet.
 */
const deprecated: BlockDeprecation< FieldAttributes >[] = [];

export default deprecated;
