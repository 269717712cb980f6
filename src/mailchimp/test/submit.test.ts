/**
 * Internal dependencies
 */
import { readAnswer, submitSignup } from '../submit';

/**
 * An answer of the subscribe route, as fetch resolves it.
 *
 * @param status HTTP status.
 * @param body   The JSON body.
 */
function answer( status: number, body: unknown ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		json: () => Promise.resolve( body ),
	};
}

const COMPLIANCE = {
	code: 'cairn_mailchimp_compliance',
	message:
		"Mailchimp can't add this address here, because it was unsubscribed or removed from this list before. To join again, use Mailchimp's signup form.",
	data: {
		status: 400,
		signup_url: 'https://example.us6.list-manage.com/subscribe?u=1&id=2',
	},
};

function setUpForm(): { block: HTMLElement; form: HTMLFormElement } {
	document.body.innerHTML = `
		<link rel="https://api.w.org/" href="http://example.test/wp-json/" />
		<div class="wp-block-cairn-mailchimp" data-processing="Processing…" data-success="Success!" data-error="Whoops!" data-signup-link="Open Mailchimp’s signup form">
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
		finish(
			answer( 200, {
				code: 'success',
				status: 'subscribed',
				message: '',
			} )
		);
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

	it( 'tells a new or returning address to confirm by email, after the block’s success text', async () => {
		const { block, form } = setUpForm();
		( global as { fetch?: unknown } ).fetch = jest.fn( () =>
			Promise.resolve(
				answer( 200, {
					code: 'success',
					status: 'pending',
					message: 'Check your inbox to confirm your subscription.',
				} )
			)
		);
		await expect( submitSignup( block, form ) ).resolves.toBe( 'success' );
		expect( block.querySelector( '[role="status"]' ) ).toHaveTextContent(
			'Success! Check your inbox to confirm your subscription.'
		);
		expect( form.querySelector( 'input' )!.value ).toBe( '' );
	} );

	it( 'sends an address only Mailchimp takes back to its signup form, and keeps it in the field', async () => {
		const { block, form } = setUpForm();
		( global as { fetch?: unknown } ).fetch = jest.fn( () =>
			Promise.resolve( answer( 400, COMPLIANCE ) )
		);
		await expect( submitSignup( block, form ) ).resolves.toBe( 'error' );
		const alert = block.querySelector( '[role="alert"]' );
		expect( alert ).toHaveTextContent(
			`${ COMPLIANCE.message } Open Mailchimp’s signup form`
		);
		expect( alert?.querySelector( 'a' )?.getAttribute( 'href' ) ).toBe(
			COMPLIANCE.data.signup_url
		);
		expect( form.querySelector( 'input' )!.value ).toBe(
			'reader@example.com'
		);
	} );

	it( 'shows the block’s error text for any other refusal, whatever the answer says', async () => {
		const { block, form } = setUpForm();
		( global as { fetch?: unknown } ).fetch = jest.fn( () =>
			Promise.resolve(
				answer( 429, {
					code: 'cairn_mailchimp_rate_limited',
					message: 'Too many signups.',
					data: { status: 429, signup_url: 'https://x.test/' },
				} )
			)
		);
		await expect( submitSignup( block, form ) ).resolves.toBe( 'error' );
		const alert = block.querySelector( '[role="alert"]' );
		expect( alert ).toHaveTextContent( /^Whoops!$/ );
		expect( alert?.querySelector( 'a' ) ).toBeNull();
		expect( form.querySelector( 'input' )!.value ).toBe(
			'reader@example.com'
		);
	} );

	it( 'shows the error and keeps the field when the site cannot be reached', async () => {
		const { block, form } = setUpForm();
		( global as { fetch?: unknown } ).fetch = jest.fn( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		await expect( submitSignup( block, form ) ).resolves.toBe( 'error' );
		expect( block.querySelector( '[role="alert"]' ) ).toHaveTextContent(
			'Whoops!'
		);
		expect( form.querySelector( 'input' )!.value ).toBe(
			'reader@example.com'
		);
	} );

	it( 'takes a success whose body is not JSON as the block’s success text alone', async () => {
		const { block, form } = setUpForm();
		( global as { fetch?: unknown } ).fetch = jest.fn( () =>
			Promise.resolve( {
				ok: true,
				status: 200,
				json: () => Promise.reject( new SyntaxError( 'Unexpected <' ) ),
			} )
		);
		await expect( submitSignup( block, form ) ).resolves.toBe( 'success' );
		expect( block.querySelector( '[role="status"]' ) ).toHaveTextContent(
			/^Success!$/
		);
	} );
} );

describe( 'readAnswer', () => {
	it( 'links only to an https signup form', () => {
		for ( const url of [
			'javascript:alert(1)',
			'http://example.test/form',
			'not a url',
			42,
		] ) {
			expect(
				readAnswer( false, {
					...COMPLIANCE,
					data: { signup_url: url },
				} )
			).toEqual( { message: COMPLIANCE.message, signupUrl: undefined } );
		}
	} );

	it( 'keeps no signup form from a success, and reads nothing from a body that is not an object', () => {
		expect(
			readAnswer( true, {
				code: 'success',
				message: 'Check your inbox to confirm your subscription.',
				data: { signup_url: 'https://x.test/' },
			} )
		).toEqual( {
			message: 'Check your inbox to confirm your subscription.',
			signupUrl: undefined,
		} );
		expect( readAnswer( true, 'Success' ) ).toEqual( {
			message: undefined,
			signupUrl: undefined,
		} );
		expect( readAnswer( false, null ) ).toEqual( {} );
	} );
} );
