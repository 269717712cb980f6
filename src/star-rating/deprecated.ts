/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import v1 from './deprecated/v1';
import type { StarRatingAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first, so that posts saved with
 * them stay valid and are migrated when opened. Each one has a fixture
 * `test/fixtures/cairn__star-rating__deprecated-N.html` (N counted from the
 * first entry).
 *
 * - v1: the rating in words was saved in the editor's language (see
 *   deprecated/v1.tsx).
 */
// `any`: each entry is typed with its own old attributes, and a deprecation's
// functions take those, so entries of different versions share no narrower
// type; all of them migrate to the current attributes.
const deprecated: BlockDeprecation< StarRatingAttributes, any >[] = [ v1 ];

export default deprecated;
