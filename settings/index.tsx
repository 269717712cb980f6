/**
 * The Settings → Cairn page (script handle `cairn-settings`), mounted into
 * `<div id="cairn-settings-root">` printed by the server.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import SettingsPage from './components/settings-page';
import './settings.scss';

domReady( () => {
	const root = document.getElementById( 'cairn-settings-root' );
	if ( root ) {
		createRoot( root ).render( <SettingsPage /> );
	}
} );
