/**
 * The visitor's form, with JavaScript: sent by fetch, the answer shown in
 * place (the page stays, nothing typed is lost). Without JavaScript the same
 * form posts to admin-post.php and comes back (see
 * includes/blocks/class-contact-form.php).
 */

/**
 * Internal dependencies
 */
import { onReady } from '@cairn/shared/view/boot';
import { initSteps } from './steps';
import { showErrors, submitForm } from './submit';

function init(): void {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-cairn-contact-form' )
		.forEach( ( block ) => {
			const form = block.querySelector( 'form' );
			if ( ! form ) {
				return;
			}
			// The server's messages, tied to each field, replace the browser's bubbles.
			form.noValidate = true;
			initSteps( form, showErrors );
			form.addEventListener( 'submit', ( event ) => {
				event.preventDefault();
				void submitForm( form );
			} );
		} );
}

onReady( init );
