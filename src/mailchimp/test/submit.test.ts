/**
 * Internal dependencies
 */
import { submitSignup } from '../submit';

function setUpForm(): { block: HTMLElement; form: HTMLFormElement } {
	document.body.innerHTML = `
		<link rel="https://api.w.org/" href="http://example.test/wp-json/" />
		<div class="wp-block-cairn-mailchimp" data-processing="Processing…" data-success="Success!" data-error="Whoops!">
			<form><input type="email" name="email" value="" />
			<input type="hidden" name="action" value="cairn_mailchimp_subscribe" />
			<div class="wp-block-cairn-mailchimp__status"></div></form>
		</div>`;
	const block = document.querySelector< HTMLElement >(
		'.wp-block-cairn-mailchimp'
	)!;
	const form = block.querySelector( 'form' )!;
	form.querySelector( 'input' )!.value = 'reader@example.com';
	return { block, form };
}

describe( 'submitSignup', () => {
	afterEach( () => {
		delete ( global as { fetch?: unknown } ).fetch;
	} );

	it( 'shows processing with status, then success with status, and empties the field', async () => {
		const { block, form } = setUpForm();
		let finish: ( value: unknown ) => void = () => {};
		const fetch = jest.fn(
			() => new Promise( ( resolve ) => ( finish = resolve ) )
		);
		( global as { fetch?: unknown } ).fetch = fetch;
		const done = submitSignup( block, form );
		expect( block.querySelector( '[role="status"]' ) ).toHaveTextContent(
			'Processing…'
		);
		expect( fetch ).toHaveBeenCalledWith(
			'http://example.test/wp-json/cairn/v1/mailchimp/subscribe',
			expect.objectContaining( {
				method: 'POST',
				credentials: 'same-origin',
			} )
		);
		finish( { ok: true } );
		await expect( done ).resolves.toBe( 'success' );
		expect( block.querySelector( '[role="status"]' ) ).toHaveTextContent(
			'Success!'
		);
		expect( form.querySelector( 'input' )!.value ).toBe( '' );
	} );

	it( 'sends the block the form names and the nonce of a preview, not the plain post fields', async () => {
		const { block, form } = setUpForm();
		form.insertAdjacentHTML(
			'beforeend',
			`<input type="hidden" name="post" value="12" />
			<input type="hidden" name="block" value="0123456789abcdef0123" />
			<input type="hidden" name="_wpnonce" value="abc123" />
			<input type="hidden" name="cairn_return" value="http://example.test/p/" />`
		);
		const fetch = jest.fn( () => Promise.resolve( { ok: true } ) );
		( global as { fetch?: unknown } ).fetch = fetch;
		await submitSignup( block, form );
		const [ , init ] = fetch.mock.calls[ 0 ] as unknown as [
			string,
			{ body: FormData },
		];
		expect( Object.fromEntries( init.body.entries() ) ).toEqual( {
			email: 'reader@example.com',
			post: '12',
			block: '0123456789abcdef0123',
			_wpnonce: 'abc123',
		} );
	} );

	it( 'shows the error with alert and keeps what the visitor typed', async () => {
		const { block, form } = setUpForm();
		( global as { fetch?: unknown } ).fetch = jest.fn( () =>
			Promise.resolve( { ok: false } )
		);
		await expect( submitSignup( block, form ) ).resolves.toBe( 'error' );
		expect( block.querySelector( '[role="alert"]' ) ).toHaveTextContent(
			'Whoops!'
		);
		expect( block.querySelector( '[role="status"]' ) ).toBeNull();
		expect( form.querySelector( 'input' )!.value ).toBe(
			'reader@example.com'
		);
	} );
} );
