/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { RelatedPostsAttributes } from './types';

/**
 * The block's earlier saved forms: none yet.
 */
const deprecated: BlockDeprecation< RelatedPostsAttributes >[] = [];

export default deprecated;
