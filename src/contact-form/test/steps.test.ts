/**
 * Internal dependencies
 */
import { initSteps } from '../steps';
import { showErrors } from '../submit';

const FORM = `
<form action="/wp-admin/admin-post.php">
	<div class="wp-block-cairn-contact-form__summary-slot"></div>
	<div role="group" aria-label="About you" class="wp-block-cairn-form-step">
		<div class="wp-block-cairn-field">
			<label for="f0">Name</label><input id="f0" name="cairn_f0" required />
			<p class="wp-block-cairn-field__error" id="f0-error" hidden></p>
		</div>
		<div class="wp-block-cairn-field">
			<label for="f1">Email</label><input id="f1" type="email" name="cairn_f1" />
			<p class="wp-block-cairn-field__error" id="f1-error" hidden></p>
		</div>
	</div>
	<div role="group" aria-label="Your message" class="wp-block-cairn-form-step">
		<div class="wp-block-cairn-field">
			<label for="f2">Message</label><textarea id="f2" name="cairn_f2"></textarea>
			<p class="wp-block-cairn-field__error" id="f2-error" hidden></p>
		</div>
	</div>
	<div class="wp-block-cairn-form-step-navigation" hidden>
		<p class="wp-block-cairn-form-step-navigation__status"></p>
		<button type="button" data-cairn-step="back">Back</button>
		<button type="button" data-cairn-step="next">Next</button>
	</div>
	<div class="wp-block-cairn-button"><button type="submit">Submit</button></div>
</form>`;

function mount(): HTMLFormElement {
	document.body.innerHTML = FORM;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

const el = ( selector: string ) =>
	document.querySelector( selector ) as HTMLElement;

describe( 'initSteps', () => {
	it( 'shows one step at a time, the submit button on the last', () => {
		const form = mount();
		expect( initSteps( form, showErrors ) ).toBe( true );
		const [ first, second ] = Array.from(
			document.querySelectorAll< HTMLElement >(
				'.wp-block-cairn-form-step'
			)
		);
		expect( first.hidden ).toBe( false );
		expect( second.hidden ).toBe( true );
		expect( el( '.wp-block-cairn-form-step-navigation' ).hidden ).toBe(
			false
		);
		expect( el( '[data-cairn-step="back"]' ).hidden ).toBe( true );
		expect( el( '.wp-block-cairn-button' ).hidden ).toBe( true );
		expect(
			el( '.wp-block-cairn-form-step-navigation__status' ).textContent
		).toBe( 'Step 1 of 2: About you' );
	} );

	it( 'checks the step before moving on, in the server’s words', () => {
		const form = mount();
		initSteps( form, showErrors );
		el( '[data-cairn-step="next"]' ).click();
		const name = el( '#f0' );
		expect( name.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( el( '#f0-error' ).textContent ).toBe(
			'This field is required.'
		);
		expect( name.ownerDocument.activeElement ).toBe( name );
		expect( el( '[aria-label="Your message"]' ).hidden ).toBe( true );

		( name as HTMLInputElement ).value = 'Ada';
		( el( '#f1' ) as HTMLInputElement ).value = 'not-an-email';
		el( '[data-cairn-step="next"]' ).click();
		expect( el( '#f1-error' ).textContent ).toBe(
			'Please enter a valid email address.'
		);
		expect( name.getAttribute( 'aria-invalid' ) ).toBeNull();

		( el( '#f1' ) as HTMLInputElement ).value = 'ada@example.org';
		el( '[data-cairn-step="next"]' ).click();
		const message = el( '#f2' );
		expect(
			message.closest< HTMLElement >( '[role="group"]' )?.hidden
		).toBe( false );
		expect( message.ownerDocument.activeElement ).toBe( message );
		expect( el( '[data-cairn-step="next"]' ).hidden ).toBe( true );
		expect( el( '[data-cairn-step="back"]' ).hidden ).toBe( false );
		expect( el( '.wp-block-cairn-button' ).hidden ).toBe( false );
		expect(
			el( '.wp-block-cairn-form-step-navigation__status' ).textContent
		).toBe( 'Step 2 of 2: Your message' );
	} );

	it( 'goes back to the step of a field the server refused', () => {
		const form = mount();
		initSteps( form, showErrors );
		( el( '#f0' ) as HTMLInputElement ).value = 'Ada';
		el( '[data-cairn-step="next"]' ).click();
		showErrors( form, {
			cairn_f0: 'This is too long: 200 characters at most.',
		} );
		expect(
			el( '#f0' ).closest< HTMLElement >( '[role="group"]' )?.hidden
		).toBe( false );
		expect( el( '#f0' ).ownerDocument.activeElement ).toBe( el( '#f0' ) );
	} );

	it( 'leaves a form without steps as it is', () => {
		document.body.innerHTML = '<form><input name="cairn_f0" /></form>';
		expect(
			initSteps(
				document.querySelector( 'form' ) as HTMLFormElement,
				showErrors
			)
		).toBe( false );
	} );
} );
