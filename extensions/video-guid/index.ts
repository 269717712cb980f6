/**
 * The peer's plugin saved its hosted videos as core video blocks with a
 * `guid` attribute. Core's video block does not declare it, so the editor
 * would drop it; declared here, it survives, and the core video converts to
 * Cairn's video block with it (src/video/transforms.ts).
 */

/**
 * WordPress dependencies
 */
import { addFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { withGuidAttribute } from './with-guid-attribute';

addFilter( 'blocks.registerBlockType', 'cairn/video-guid', withGuidAttribute );
