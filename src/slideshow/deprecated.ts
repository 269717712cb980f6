/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { SlideshowAttributes } from './types';

/**
 * The block's earlier saved forms: none yet.
 */
const deprecated: BlockDeprecation< SlideshowAttributes >[] = [];

export default deprecated;
