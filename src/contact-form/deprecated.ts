/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { ContactFormAttributes } from './types';

/**
 * The block's earlier saved forms: none yet.
 */
const deprecated: BlockDeprecation< ContactFormAttributes >[] = [];

export default deprecated;
