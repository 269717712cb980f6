/**
 * External dependencies
 */
import { act, screen, within } from '@testing-library/react';
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
	PAGE_TEST_TIMEOUT,
	SHOWN,
	STORED_SETTINGS,
	STRIPE_WEBHOOK,
	callsTo,
	pageLoaded,
	renderPage,
	serve,
} from './helpers';

jest.setTimeout( PAGE_TEST_TIMEOUT );

jest.mock( '@wordpress/api-fetch', () => {
	const mock = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: mock };
} );

/**
 * Serves the site, with the given routes on top.
 *
 * @param routes Handlers by `METHOD path`.
 */
function serveSite(
	routes: Record< string, ( options: APIFetchOptions ) => unknown > = {}
) {
	serve( {
		'GET /wp/v2/settings': () => STORED_SETTINGS,
		'GET /cairn/v1/module/all': () => MODULES,
		'POST /wp/v2/settings': () => STORED_SETTINGS,
		...routes,
	} );
}

/**
 * A section, once the page has loaded.
 *
 * @param id Its anchor.
 */
async function section( id: string ) {
	await pageLoaded();
	return within( document.getElementById( id ) as HTMLElement );
}

beforeEach( () => {
	jest.mocked( apiFetch ).mockReset();
} );

describe( 'Settings → Cairn: side index', () => {
	beforeEach( () => {
		// jsdom draws nothing, so it has no scrollIntoView.
		window.HTMLElement.prototype.scrollIntoView = jest.fn();
	} );

	afterEach( () => {
		window.location.hash = '';
		delete ( window.HTMLElement.prototype as Partial< HTMLElement > )
			.scrollIntoView;
	} );

	it( 'links every section by its anchor, and marks the one the address names', async () => {
		window.location.hash = '#cairn-stripe';
		serveSite();
		renderPage();
		await pageLoaded();
		const index = screen.getByRole( 'navigation', {
			name: 'Settings sections',
		} );
		const links = within( index ).getAllByRole( 'link' );
		expect(
			links.map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual( [
			[ 'AI', '#cairn-ai' ],
			[ 'AI features', '#cairn-ai-features' ],
			[ 'AI budget', '#cairn-ai-budget' ],
			[ 'Stripe', '#cairn-stripe' ],
			[ 'Maps', '#cairn-maps' ],
			[ 'Giphy', '#cairn-giphy' ],
			[ 'Mailchimp', '#cairn-mailchimp' ],
			[ 'Instagram', '#cairn-instagram' ],
			[ 'Ads', '#cairn-ads' ],
			[ 'Related posts', '#cairn-related-posts' ],
			[ 'Embeds', '#cairn-embeds' ],
			[ 'Videos', '#cairn-videos' ],
			[ 'Visitor addresses', '#cairn-visitors' ],
			[ 'Blocks', '#cairn-blocks' ],
			[ 'Modules', '#cairn-modules' ],
		] );
		// Every link leads to an element of the page.
		for ( const link of links ) {
			expect(
				document.getElementById(
					( link.getAttribute( 'href' ) as string ).slice( 1 )
				)
			).not.toBeNull();
		}
		expect(
			within( index ).getByRole( 'link', { current: 'location' } )
		).toHaveTextContent( 'Stripe' );

		// An earlier section name marks the section it became.
		act( () => {
			window.location.hash = '#cairn-mapbox';
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );
		expect(
			within( index ).getByRole( 'link', { current: 'location' } )
		).toHaveTextContent( 'Maps' );
	} );
} );

describe( 'Settings → Cairn: maps', () => {
	it( 'has every MapKit setting: the provider, the team and key ids, the private key and a pasted token', async () => {
		serveSite();
		renderPage();
		const maps = await section( 'cairn-maps' );
		const provider = maps.getByLabelText( 'Maps are drawn by' );
		expect(
			within( provider )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Mapbox', 'Apple MapKit' ] );
		for ( const label of [
			'Mapbox access token',
			'Apple team ID',
			'MapKit key ID',
			'MapKit private key',
			'Or a MapKit JS token',
		] ) {
			expect( maps.getByLabelText( label ) ).toBeInTheDocument();
		}
	} );

	it( 'reads the .p8 file chosen, or takes it pasted, and sends it as a secret with the other MapKit values', async () => {
		serveSite();
		renderPage();
		const maps = await section( 'cairn-maps' );
		await userEvent.selectOptions(
			maps.getByLabelText( 'Maps are drawn by' ),
			'mapkit'
		);
		// Pasted: typing each character is slow on a busy machine.
		await userEvent.click( maps.getByLabelText( 'Apple team ID' ) );
		await userEvent.paste( 'ABCDE12345' );
		await userEvent.click( maps.getByLabelText( 'MapKit key ID' ) );
		await userEvent.paste( 'KEY1234567' );
		const pem =
			'-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMG\n-----END PRIVATE KEY-----\n';
		const input = document.querySelector(
			'#cairn-maps input[type="file"]'
		) as HTMLInputElement;
		expect( input ).toHaveAttribute( 'accept', '.p8,.pem,.txt' );
		await userEvent.upload(
			input,
			new File( [ pem ], 'AuthKey_KEY1234567.p8', {
				type: 'application/octet-stream',
			} )
		);
		await screen.findByDisplayValue( /BEGIN PRIVATE KEY/ );
		expect( maps.getByLabelText( 'MapKit private key' ) ).toHaveValue(
			pem
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		const [ post ] = callsTo( 'POST', '/wp/v2/settings' );
		expect( post.data ).toEqual( {
			cairn_services: {
				map_provider: 'mapkit',
				mapkit_team_id: 'ABCDE12345',
				mapkit_key_id: 'KEY1234567',
			},
			cairn_secrets: { mapkit_private_key: pem },
		} );
	} );

	it( 'shows a stored private key as set, never its value', async () => {
		serveSite( {
			'GET /wp/v2/settings': () => ( {
				...STORED_SETTINGS,
				cairn_secrets: {
					...STORED_SETTINGS.cairn_secrets,
					mapkit_private_key: SECRET_SET_MARKER,
				},
			} ),
		} );
		renderPage();
		const maps = await section( 'cairn-maps' );
		expect(
			maps.getByRole( 'button', { name: 'Replace MapKit private key' } )
		).toBeInTheDocument();
		expect(
			maps.queryByLabelText( 'MapKit private key', {
				selector: 'textarea',
			} )
		).not.toBeInTheDocument();
	} );
} );

describe( 'Settings → Cairn: Stripe webhook', () => {
	it( 'shows the URL and every event to enter by hand when Cairn could not add the endpoint', async () => {
		serveSite( {
			'GET /cairn/v1/services/stripe/webhook': () => ( {
				...STRIPE_WEBHOOK,
				status: 'manual',
				message:
					'This key may not manage webhook endpoints (a restricted key, for instance): add the endpoint in Stripe by hand, with the URL and events below, and paste its signing secret.',
			} ),
		} );
		renderPage();
		const stripe = await section( 'cairn-stripe' );
		expect(
			stripe.getByText( /This key may not manage webhook endpoints/ )
		).toBeInTheDocument();
		expect( stripe.getByText( STRIPE_WEBHOOK.url ) ).toBeVisible();
		const events = within(
			document.querySelector(
				'.cairn-settings__webhook-events'
			) as HTMLElement
		)
			.getAllByRole( 'listitem' )
			.map( ( item ) => item.textContent );
		expect( events ).toEqual( STRIPE_WEBHOOK.events );
		expect( events ).toContain( 'charge.refunded' );
		expect(
			stripe.getByText( 'No event from Stripe has arrived yet.' )
		).toBeInTheDocument();
	} );

	it( 'says when the last event arrived, and reads the state again after a save', async () => {
		serveSite( {
			'GET /cairn/v1/services/stripe/webhook': () => ( {
				...STRIPE_WEBHOOK,
				status: 'created',
				message:
					'Cairn added this site’s webhook endpoint to your Stripe account and keeps its signing secret.',
				last_event: '2031-02-03T04:05:06+00:00',
			} ),
		} );
		renderPage();
		const stripe = await section( 'cairn-stripe' );
		expect(
			stripe.getByText( /^Last event from Stripe: .*2031/ )
		).toBeInTheDocument();
		expect(
			callsTo( 'GET', '/cairn/v1/services/stripe/webhook' )
		).toHaveLength( 1 );

		await userEvent.type( stripe.getByLabelText( 'Publishable key' ), '4' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);
		await screen.findByText( 'Settings saved.', SHOWN );
		await pageLoaded();
		expect(
			callsTo( 'GET', '/cairn/v1/services/stripe/webhook' )
		).toHaveLength( 2 );
	} );
} );
