/**
 * The Cairn AI panel of the post editor's sidebar: excerpt, SEO title and
 * description, alt texts. Only the plugin's shell is in the editor script;
 * the panel's content loads when the panel is opened.
 */

/**
 * WordPress dependencies
 */
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { isAiFeatureEnabled } from '@cairn/shared/site/editor-data';
import PostAiPlugin from './plugin';

if ( isAiFeatureEnabled( 'ai-assistant' ) ) {
	registerPlugin( 'cairn-post-ai', { render: PostAiPlugin } );
}
