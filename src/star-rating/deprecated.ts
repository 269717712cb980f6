/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import v1 from './deprecated/v1';
import v2 from './deprecated/v2';
import v2Filtered from './deprecated/v2-filtered';
import type { StarRatingAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first, so that posts saved with
 * them stay valid and are migrated when opened. Each one has a fixture
 * `test/fixtures/cairn__star-rating__deprecated-N.html` (N counted from the
 * first entry).
 *
 * - v2: the symbols were saved as inline SVG, which WordPress removes from
 *   the content of users without `unfiltered_html` (deprecated/v2.tsx).
 * - v2Filtered: v1 or v2 after WordPress removed that SVG: an empty symbols
 *   element (deprecated/v2-filtered.tsx).
 * - v1: the rating in words was saved in the editor's language (see
 *   deprecated/v1.tsx).
 */
// `any`: each entry is typed with its own old attributes, and a deprecation's
// functions take those, so entries of different versions share no narrower
// type; all of them migrate to the current attributes.
const deprecated: BlockDeprecation< StarRatingAttributes, any >[] = [
	v2,
	v2Filtered,
	v1,
];

export default deprecated;
