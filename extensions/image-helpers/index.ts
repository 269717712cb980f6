/**
 * The image helpers: 'Generate alt text' and 'Generate caption' in the image
 * block's toolbar. Only the filter is in the editor script; the controls
 * load when a selected image first shows them.
 */

/**
 * WordPress dependencies
 */
import { addFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { isAiFeatureEnabled } from '@cairn/shared/site/editor-data';
import withImageHelpers from './with-image-helpers';

if ( isAiFeatureEnabled( 'image-helpers' ) ) {
	addFilter( 'editor.BlockEdit', 'cairn/image-helpers', withImageHelpers );
}
