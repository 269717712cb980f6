/**
 * The visitor's signup form, with JavaScript: sends the form's fields to the
 * subscribe route and shows processing, success or error in place. Without
 * JavaScript the same form posts to admin-post.php (see
 * includes/blocks/class-mailchimp.php).
 */

/**
 * Internal dependencies
 */
import { onReady } from '@cairn/shared/view/boot';
import { submitSignup } from './submit';

function init(): void {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-cairn-mailchimp' )
		.forEach( ( block ) => {
			const form = block.querySelector( 'form' );
			if ( form ) {
				form.addEventListener( 'submit', ( event ) => {
					event.preventDefault();
					void submitSignup( block, form );
				} );
			}
		} );
}

onReady( init );
