/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { RecurringPaymentsAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the block has
 * saved only its inner button since it was added.
 */
const deprecated: BlockDeprecation< RecurringPaymentsAttributes >[] = [];

export default deprecated;
