/**
 * Internal dependencies
 */
import { showErrors, submitForm } from '../submit';

const FORM = `
<form action="/wp-admin/admin-post.php">
	<input type="hidden" name="action" value="cairn_form" />
	<div class="wp-block-cairn-contact-form__summary-slot" aria-live="assertive"></div>
	<div class="wp-block-cairn-field is-type-name">
		<label for="f0">Name</label><input id="f0" name="cairn_f0" value="Ada" />
		<p class="wp-block-cairn-field__error" id="f0-error" hidden></p>
	</div>
	<div class="wp-block-cairn-field is-type-radio">
		<fieldset id="f1"><legend>Topic</legend><label><input type="radio" name="cairn_f1" value="A" /> A</label></fieldset>
		<p class="wp-block-cairn-field__error" id="f1-error" hidden></p>
	</div>
	<button type="submit">Submit</button>
</form>`;

function mount(): HTMLFormElement {
	document.body.innerHTML = `<div class="wp-block-cairn-contact-form">${ FORM }</div>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

describe( 'showErrors', () => {
	it( 'ties each message to its control and focuses the first', () => {
		const form = mount();
		showErrors( form, {
			cairn_f0: 'This field is required.',
			cairn_f1: 'Please choose one of the options.',
		} );
		const name = form.querySelector( '[name="cairn_f0"]' ) as HTMLElement;
		expect( name.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( name.getAttribute( 'aria-describedby' ) ).toBe( 'f0-error' );
		expect( document.getElementById( 'f0-error' )?.textContent ).toBe(
			'This field is required.'
		);
		expect( document.getElementById( 'f0-error' )?.hidden ).toBe( false );
		// A radio group is described as a whole, by its fieldset.
		expect(
			form.querySelector( 'fieldset' )?.getAttribute( 'aria-describedby' )
		).toBe( 'f1-error' );
		expect( name.ownerDocument.activeElement ).toBe( name );
	} );
} );

describe( 'submitForm', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'shows the thank-you in place and focuses it', async () => {
		const form = mount();
		global.fetch = jest.fn().mockResolvedValue( {
			json: async () => ( { ok: true, message: 'Thanks!' } ),
		} ) as unknown as typeof fetch;
		await submitForm( form );
		expect( global.fetch ).toHaveBeenCalledWith(
			'/wp-admin/admin-post.php',
			expect.objectContaining( { method: 'POST' } )
		);
		const result = document.querySelector(
			'.wp-block-cairn-contact-form__result'
		) as HTMLElement;
		expect( result.getAttribute( 'role' ) ).toBe( 'status' );
		expect( result.textContent ).toBe( 'Thanks!' );
		expect( result.ownerDocument.activeElement ).toBe( result );
		expect( document.querySelector( 'form' ) ).toBeNull();
	} );

	it( 'keeps what was typed and says so when the connection fails', async () => {
		const form = mount();
		global.fetch = jest
			.fn()
			.mockRejectedValue(
				new TypeError( 'offline' )
			) as unknown as typeof fetch;
		await submitForm( form );
		expect(
			( form.querySelector( '[name="cairn_f0"]' ) as HTMLInputElement )
				.value
		).toBe( 'Ada' );
		expect( form.textContent ).toContain(
			'Your message could not be sent. Please check your connection and try again.'
		);
		expect( form.getAttribute( 'aria-busy' ) ).toBeNull();
		expect(
			( form.querySelector( 'button' ) as HTMLButtonElement ).disabled
		).toBe( false );
	} );

	it( 'shows the errors of a refused submission', async () => {
		const form = mount();
		global.fetch = jest.fn().mockResolvedValue( {
			json: async () => ( {
				ok: false,
				message: 'Please correct the fields below.',
				errors: { cairn_f0: 'This field is required.' },
			} ),
		} ) as unknown as typeof fetch;
		await submitForm( form );
		expect( form.textContent ).toContain(
			'Please correct the fields below.'
		);
		expect(
			form
				.querySelector( '[name="cairn_f0"]' )
				?.getAttribute( 'aria-invalid' )
		).toBe( 'true' );
	} );
} );
