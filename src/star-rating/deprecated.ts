/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import v1 from './deprecated/v1';
import v2 from './deprecated/v2';
import v3 from './deprecated/v3';
import v4 from './deprecated/v4';
import type { StarRatingAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first, so that posts saved with
 * them stay valid and are migrated when opened. Each `deprecated/vN.tsx` has
 * a fixture `test/fixtures/cairn__star-rating__deprecated-vN.html`.
 *
 * - v4: empty spans and an empty label that the server filled; the block is
 *   now rendered by the server from its attributes alone.
 * - v2: the symbols as inline SVG, which WordPress removes from the content
 *   of users without `unfiltered_html`.
 * - v3: v1 or v2 after WordPress removed that SVG: an empty symbols element.
 * - v1: the rating in words saved in the editor's language.
 */
// `any`: each entry is typed with its own old attributes, and a deprecation's
// functions take those, so entries of different versions share no narrower
// type; all of them migrate to the current attributes.
const deprecated: BlockDeprecation< StarRatingAttributes, any >[] = [
	v4,
	v2,
	v3,
	v1,
];

export default deprecated;
