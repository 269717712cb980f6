/**
 * Tools → Convert from Jetpack (script handle `cairn-convert-screen`),
 * mounted into `<div id="cairn-convert-root">` printed by the server.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import ConvertScreen from './components/convert-screen';
import './convert-screen.scss';

domReady( () => {
	const root = document.getElementById( 'cairn-convert-root' );
	if ( root ) {
		createRoot( root ).render( <ConvertScreen /> );
	}
} );
