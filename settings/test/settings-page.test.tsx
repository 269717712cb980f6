/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { SECRET_SET_MARKER } from '../constants';
import {
	MODULES,
	STORED_SETTINGS,
	SHOWN,
	callsTo,
	renderPage,
	serve,
} from './helpers';

jest.mock( '@wordpress/api-fetch', () => {
	const mock = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: mock };
} );

/**
 * Serves the stored settings and modules; POSTs to the settings echo the
 * stored settings with the posted changes applied the server's way.
 */
function serveSite() {
	serve( {
		'GET /wp/v2/settings': () => STORED_SETTINGS,
		'POST /wp/v2/settings': ( { data }: APIFetchOptions ) => {
			const secrets: Record< string, string > = {
				...STORED_SETTINGS.cairn_secrets,
			};
			for ( const [ key, value ] of Object.entries(
				( data.cairn_secrets ?? {} ) as Record< string, string >
			) ) {
				secrets[ key ] = value === '' ? '' : SECRET_SET_MARKER;
			}
			return {
				...STORED_SETTINGS,
				cairn_services:
					data.cairn_services ?? STORED_SETTINGS.cairn_services,
				cairn_secrets: secrets,
			};
		},
		'GET /cairn/v1/module/all': () => MODULES,
	} );
}

/**
 * The section of the page with an anchor.
 *
 * @param id Section id.
 */
async function section( id: string ) {
	await screen.findByRole( 'button', { name: 'Save settings' } );
	const element = document.getElementById( id );
	expect( element ).not.toBeNull();
	return within( element as HTMLElement );
}

beforeEach( () => {
	jest.mocked( apiFetch ).mockReset();
	serveSite();
} );

describe( 'Settings → Cairn', () => {
	it( 'gives every section an anchor the connect banner can link to', async () => {
		renderPage();
		await screen.findByRole( 'button', { name: 'Save settings' } );
		for ( const name of [
			'ai',
			'ai-features',
			'ai-budget',
			'stripe',
			'mapbox',
			'giphy',
			'mailchimp',
			'instagram',
			'ads',
			'modules',
		] ) {
			expect(
				document.getElementById( `cairn-${ name }` )
			).not.toBeNull();
		}
	} );

	it( 'scrolls to the section the address names once the settings are loaded', async () => {
		const scrolled: string[] = [];
		// jsdom draws nothing, so it has no scrollIntoView: record the calls.
		window.HTMLElement.prototype.scrollIntoView = function (
			this: HTMLElement
		) {
			scrolled.push( this.id );
		};
		window.location.hash = '#cairn-mailchimp';
		try {
			renderPage();
			await screen.findByRole( 'button', { name: 'Save settings' } );
			expect( scrolled ).toEqual( [ 'cairn-mailchimp' ] );
		} finally {
			window.location.hash = '';
			delete ( window.HTMLElement.prototype as Partial< HTMLElement > )
				.scrollIntoView;
		}
	} );

	it( 'shows the stored service values', async () => {
		renderPage();
		const stripe = await section( 'cairn-stripe' );
		expect( stripe.getByLabelText( 'Publishable key' ) ).toHaveValue(
			'pk_test_123'
		);
	} );

	it( 'offers no developer base URL unless wp-config.php allows them for this user', async () => {
		serve( {
			'GET /wp/v2/settings': () => ( {
				...STORED_SETTINGS,
				cairn_services: {
					...STORED_SETTINGS.cairn_services,
					mailchimp_api_base_url: 'http://proxy.example/3.0',
				},
			} ),
			'GET /cairn/v1/module/all': () => MODULES,
		} );
		renderPage();
		const mailchimp = await section( 'cairn-mailchimp' );
		expect(
			mailchimp.queryByLabelText( 'API base URL' )
		).not.toBeInTheDocument();
		expect( document.body ).not.toHaveTextContent( 'API base URL' );
	} );

	it( 'offers the developer base URLs where the server says the user may set them', async () => {
		window.cairnAiSettingsData = { canSetDeveloperBaseUrls: true };
		try {
			serve( {
				'GET /wp/v2/settings': () => ( {
					...STORED_SETTINGS,
					cairn_services: {
						...STORED_SETTINGS.cairn_services,
						mailchimp_api_base_url: 'http://proxy.example/3.0',
					},
				} ),
				'GET /cairn/v1/module/all': () => MODULES,
			} );
			renderPage();
			const mailchimp = await section( 'cairn-mailchimp' );
			expect( mailchimp.getByLabelText( 'API base URL' ) ).toHaveValue(
				'http://proxy.example/3.0'
			);
			const stripe = await section( 'cairn-stripe' );
			expect( stripe.getByLabelText( 'API base URL' ) ).toHaveValue( '' );
		} finally {
			delete window.cairnAiSettingsData;
		}
	} );

	it( 'saves the largest payment per currency with the other Stripe values', async () => {
		renderPage();
		const stripe = await section( 'cairn-stripe' );
		await userEvent.click(
			stripe.getByLabelText( 'Largest payment per currency' )
		);
		await userEvent.paste( 'USD 25000' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		const [ post ] = callsTo( 'POST', '/wp/v2/settings' );
		expect( post.data ).toEqual( {
			cairn_services: expect.objectContaining( {
				stripe_publishable_key: 'pk_test_123',
				stripe_maximum_amounts: 'USD 25000',
			} ),
		} );
	} );

	it( 'shows a stored secret as set, without its value', async () => {
		renderPage();
		const ai = await section( 'cairn-ai' );
		expect( ai.getByText( 'A key is set.' ) ).toBeInTheDocument();
		expect(
			ai.getByRole( 'button', { name: 'Replace API key' } )
		).toBeInTheDocument();
		expect(
			ai.getByRole( 'button', { name: 'Remove API key' } )
		).toBeInTheDocument();
		expect(
			ai.queryByLabelText( 'API key', { selector: 'input' } )
		).not.toBeInTheDocument();
		expect( document.body.innerHTML ).not.toContain( SECRET_SET_MARKER );
	} );

	it( 'shows an empty password field for a secret that is not set', async () => {
		renderPage();
		const stripe = await section( 'cairn-stripe' );
		const field = stripe.getByLabelText( 'Webhook signing secret' );
		expect( field ).toHaveAttribute( 'type', 'password' );
		expect( field ).toHaveValue( '' );
	} );

	it( 'sends only the keys the user changed', async () => {
		renderPage();
		const stripe = await section( 'cairn-stripe' );
		await userEvent.type(
			stripe.getByLabelText( 'Webhook signing secret' ),
			'whsec_1'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		const [ post ] = callsTo( 'POST', '/wp/v2/settings' );
		expect( post.data ).toEqual( {
			cairn_secrets: { stripe_webhook_secret: 'whsec_1' },
		} );
	} );

	it( 'sends all service values when one changed', async () => {
		renderPage();
		const mapbox = await section( 'cairn-mapbox' );
		await userEvent.type(
			mapbox.getByLabelText( 'Access token' ),
			'pk.abc'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		const [ post ] = callsTo( 'POST', '/wp/v2/settings' );
		expect( post.data ).toEqual( {
			cairn_services: {
				...STORED_SETTINGS.cairn_services,
				mapbox_token: 'pk.abc',
			},
		} );
	} );

	it( 'names the trusted proxies and the header they set', async () => {
		renderPage();
		const visitors = await section( 'cairn-visitors' );
		// Pasted: typing each character is slow on a busy machine.
		await userEvent.click( visitors.getByLabelText( 'Trusted proxies' ) );
		await userEvent.paste( '10.0.0.0/8, 2001:db8::/32' );
		await userEvent.selectOptions(
			visitors.getByLabelText( 'Header your proxies set' ),
			'X-Forwarded-For'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		const [ post ] = callsTo( 'POST', '/wp/v2/settings' );
		expect( post.data ).toEqual( {
			cairn_services: {
				...STORED_SETTINGS.cairn_services,
				trusted_proxies: '10.0.0.0/8, 2001:db8::/32',
				client_ip_header: 'X-Forwarded-For',
			},
		} );
	} );

	it( "sends '' when the user removes a secret", async () => {
		renderPage();
		const ai = await section( 'cairn-ai' );
		await userEvent.click(
			ai.getByRole( 'button', { name: 'Remove API key' } )
		);
		expect(
			ai.getByText( 'The key will be removed when you save.' )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		const [ post ] = callsTo( 'POST', '/wp/v2/settings' );
		expect( post.data ).toEqual( { cairn_secrets: { ai_api_key: '' } } );
		expect( ai.getByLabelText( 'API key' ) ).toHaveValue( '' );
	} );

	it( 'replaces a stored secret with a new value', async () => {
		renderPage();
		const stripe = await section( 'cairn-stripe' );
		await userEvent.click(
			stripe.getByRole( 'button', { name: 'Replace Secret key' } )
		);
		const field = stripe.getByLabelText( 'Secret key' );
		expect( field ).toHaveFocus();
		await userEvent.type( field, 'sk_live_new' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		expect( callsTo( 'POST', '/wp/v2/settings' )[ 0 ].data ).toEqual( {
			cairn_secrets: { stripe_secret_key: 'sk_live_new' },
		} );
		expect( stripe.getByText( 'A key is set.' ) ).toBeInTheDocument();
	} );

	it( 'keeps a stored secret when replacing is cancelled', async () => {
		renderPage();
		const ai = await section( 'cairn-ai' );
		await userEvent.click(
			ai.getByRole( 'button', { name: 'Replace API key' } )
		);
		await userEvent.type( ai.getByLabelText( 'API key' ), 'oops' );
		await userEvent.click(
			ai.getByRole( 'button', { name: 'Keep the stored API key' } )
		);
		expect( ai.getByText( 'A key is set.' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Save settings' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( "shows 'Saving…' while saving", async () => {
		let answer: ( value: unknown ) => void = () => {};
		serve( {
			'GET /wp/v2/settings': () => STORED_SETTINGS,
			'POST /wp/v2/settings': () =>
				new Promise( ( resolve ) => ( answer = resolve ) ),
			'GET /cairn/v1/module/all': () => MODULES,
		} );
		renderPage();
		const giphy = await section( 'cairn-giphy' );
		await userEvent.type( giphy.getByLabelText( 'API key' ), 'g1' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Saving…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		answer( STORED_SETTINGS );
		await screen.findByText( 'Settings saved.', SHOWN );
	} );

	it( 'shows an error notice when saving fails', async () => {
		serve( {
			'GET /wp/v2/settings': () => STORED_SETTINGS,
			'POST /wp/v2/settings': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): cairn_services',
				};
			},
			'GET /cairn/v1/module/all': () => MODULES,
		} );
		renderPage();
		const ads = await section( 'cairn-ads' );
		await userEvent.type( ads.getByLabelText( 'Publisher ID' ), 'pub-1' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		expect(
			await screen.findByText(
				'Invalid parameter(s): cairn_services',
				SHOWN
			)
		).toBeInTheDocument();
		expect( ads.getByLabelText( 'Publisher ID' ) ).toHaveValue( 'pub-1' );
	} );

	it( 'shows an error when the settings cannot be loaded', async () => {
		serve( {
			'GET /wp/v2/settings': () => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				};
			},
			'GET /cairn/v1/module/all': () => MODULES,
		} );
		renderPage();
		expect(
			await screen.findByText(
				'Sorry, you are not allowed to do that.',
				SHOWN
			)
		).toBeInTheDocument();
	} );
} );
