/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { FormStepNavigationAttributes } from './types';

/**
 * The block's earlier saved forms: none yet.
 */
const deprecated: BlockDeprecation< FormStepNavigationAttributes >[] = [];

export default deprecated;
