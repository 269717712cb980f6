/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { OpenTableAttributes } from './types';
import v1 from './deprecated/v1';

/**
 * Earlier saved forms of the block, newest first: v1 saved one link per
 * restaurant and kept its style only in the `style` attribute.
 */
const deprecated = [
	v1,
] as unknown as BlockDeprecation< OpenTableAttributes >[];

export default deprecated;
