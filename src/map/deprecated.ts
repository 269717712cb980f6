/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import v1 from './deprecated/v1';
import v2 from './deprecated/v2';
import type { MapAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first, so that posts saved with
 * them stay valid and are migrated when opened. Each `deprecated/vN` has a
 * fixture `test/fixtures/cairn__map__deprecated-vN.html`.
 *
 * - v2: attributes only, the style as an `is-style-*` class.
 * - v1: saved markup (data attributes and a list of places), the style as
 *   an `is-style-*` class.
 */
// `any`: a deprecation's functions take its own old attributes, which the
// block settings' type (old attributes as a plain record) cannot name.
const deprecated: BlockDeprecation< MapAttributes, any >[] = [ v2, v1 ];

export default deprecated;
