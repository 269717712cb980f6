/**
 * Coming from Jetpack: a Jetpack block that the editor cannot show (Jetpack
 * is not active) offers "Convert to Cairn block", and a post with several
 * offers to convert them all at once. The server converts (the rules live
 * in Cairn\Jetpack, shared with the Tools screen and the WP-CLI command);
 * only the filter and the notice's shell are in the editor script.
 */

/**
 * WordPress dependencies
 */
import { addFilter } from '@wordpress/hooks';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import JetpackConvertPlugin from './plugin';
import withConvertControl from './with-convert-control';
import './editor.scss';

addFilter( 'editor.BlockEdit', 'cairn/jetpack-convert', withConvertControl );
registerPlugin( 'cairn-jetpack-convert', { render: JetpackConvertPlugin } );
