/**
 * The logo generator on the site-logo block's toolbar. Only
 * the filter is in the editor script; the toolbar entry and the generator
 * load when a selected site-logo block first shows them.
 */

/**
 * WordPress dependencies
 */
import { addFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { isAiFeatureEnabled } from '@cairn/shared/site/editor-data';
import { FEATURE } from './constants';
import withLogoGenerator from './with-logo-generator';
import './editor.scss';

if ( isAiFeatureEnabled( FEATURE ) ) {
	addFilter( 'editor.BlockEdit', 'cairn/logo-generator', withLogoGenerator );
}
