/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import v1 from './deprecated/v1';
import type { TiledGalleryAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first, so that posts saved with
 * them stay valid and are migrated when opened. Each `deprecated/vN.tsx` has
 * a fixture `test/fixtures/cairn__tiled-gallery__deprecated-vN.html`.
 *
 * - v1: the layout's computed widths whatever `columnWidths` held, and no
 *   class for `imageCrop` off.
 */
// `any`: each entry is typed with its own old attributes, and a deprecation's
// functions take those, so entries of different versions share no narrower
// type; all of them migrate to the current attributes.
const deprecated: BlockDeprecation< TiledGalleryAttributes, any >[] = [ v1 ];

export default deprecated;
