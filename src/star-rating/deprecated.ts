/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { StarRatingAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the first released
 * markup is the current one. When save() changes, freeze the old one here
 * with a fixture `cairn__star-rating__deprecated-1.html`.
 */
const deprecated: BlockDeprecation< StarRatingAttributes >[] = [];

export default deprecated;
