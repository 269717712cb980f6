/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { InstagramGalleryAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. None yet: the first frozen
 * version goes in deprecated/v1.tsx, with the fixture
 * cairn__instagram-gallery__deprecated-v1.html.
 */
const deprecated: BlockDeprecation< InstagramGalleryAttributes >[] = [];

export default deprecated;
