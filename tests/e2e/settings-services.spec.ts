/**
 * Settings → Cairn, where every service is set up and shown working: each
 * section's "Test connection" against the local service servers (right and
 * wrong keys, a wrong audience), the Stripe webhook endpoint made on the
 * local Stripe server when the keys are saved, and a MapKit setup that an
 * unrelated save keeps.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';

/**
 * A test server module's URL.
 *
 * @param name Its file in tests/servers.
 * @return The module's URL.
 */
const server = ( name: string ) =>
	pathToFileURL( path.join( process.cwd(), `tests/servers/${ name }.mjs` ) )
		.href;

type Running = { url: string; stop: () => Promise< void > };

/**
 * The rows of a section's last connection test.
 *
 * @param section The section.
 * @return Its rows.
 */
const results = ( section: Locator ) =>
	section.locator( '.cairn-settings__connection-test-results li' );

/**
 * Opens Settings → Cairn at a section.
 *
 * @param page The page.
 * @param name The section's name.
 * @return The section.
 */
async function openSection( page: Page, name: string ) {
	await page.goto(
		`/wp-admin/options-general.php?page=cairn#cairn-${ name }`
	);
	const section = page.locator( `#cairn-${ name }` );
	await expect(
		section.getByRole( 'button', { name: 'Test connection' } )
	).toBeVisible();
	return section;
}

test.describe( 'Settings → Cairn: every service set up and shown working', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await replaceServices(
			requestUtils,
			{},
			{
				mailchimp_api_key: '',
				giphy_key: '',
				instagram_app_secret: '',
				mapkit_private_key: '',
				stripe_secret_key: '',
				stripe_webhook_secret: '',
			}
		);
	} );

	test( 'Mailchimp: names the audience, and says when its id or the key is wrong @full', async ( {
		page,
		requestUtils,
	} ) => {
		const mc = await import( server( 'mailchimp' ) );
		const mailchimp: Running = await mc.startMailchimpServer();
		try {
			await replaceServices( requestUtils, {
				mailchimp_api_base_url: mailchimp.url,
			} );
			const section = await openSection( page, 'mailchimp' );
			await section.getByLabel( 'API key' ).fill( mc.TEST_KEY );
			await section
				.getByLabel( 'Audience (list) ID' )
				.fill( mc.TEST_LIST );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				'API key: Works Mailchimp accepted the API key.',
				'Audience: Works Signups go to the audience “Cairn readers”.',
			] );

			await section
				.getByLabel( 'Audience (list) ID' )
				.fill( 'wrong12345' );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				'API key: Works Mailchimp accepted the API key.',
				/^Audience: Does not work This Mailchimp account has no audience with the ID “wrong12345”, so every signup would fail\./,
			] );

			await section
				.getByLabel( 'API key' )
				.fill( 'wrongkey0123456789abcdef012345678-us6' );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				'API key: Does not work Mailchimp refused the API key. Copy it again, or make a new one.',
				'Audience: Not set up Checked once the API key works.',
			] );

			// A test saves nothing.
			const settings = await requestUtils.rest< {
				cairn_secrets: Record< string, string >;
			} >( { path: '/wp/v2/settings' } );
			expect( settings.cairn_secrets.mailchimp_api_key ).toBe( '' );
		} finally {
			await mailchimp.stop();
		}
	} );

	test( 'Stripe: names the account and its mode, refuses a wrong key, and makes the webhook endpoint when the keys are saved', async ( {
		page,
		requestUtils,
	} ) => {
		const module = await import( server( 'stripe' ) );
		const stripe: Running & {
			state: () => {
				webhookEndpoints: Record<
					string,
					{ endpoint: { url: string; enabled_events: string[] } }
				>;
			};
			configure: ( config: { webhook_secret: string } ) => void;
		} = await module.startStripeServer();
		try {
			// A secret of this run's own: only Stripe's creation answer tells it.
			const secret = `whsec_${ crypto.randomBytes( 12 ).toString( 'hex' ) }`;
			stripe.configure( { webhook_secret: secret } );
			await replaceServices( requestUtils, {
				stripe_api_base_url: stripe.url,
			} );
			const section = await openSection( page, 'stripe' );
			await section
				.getByLabel( 'Publishable key' )
				.fill( 'pk_test_cairn0123456789' );
			await section.getByLabel( 'Secret key' ).fill( 'sk_test_wrong' );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				'Account: Does not work Stripe refused the secret key. Copy it again from Developers → API keys in your Stripe Dashboard.',
			] );

			await section.getByLabel( 'Secret key' ).fill( module.TEST_KEY );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				`Account: Works Connected to “${ module.ACCOUNT_NAME }” (${ module.TEST_ACCOUNT }), in test mode.`,
				/^Webhook: Does not work Stripe sends no events to this site yet/,
			] );
			expect(
				Object.keys( stripe.state().webhookEndpoints )
			).toHaveLength( 0 );

			await page.getByRole( 'button', { name: 'Save settings' } ).click();
			await expect(
				page.getByText( 'Settings saved.' ).first()
			).toBeVisible();
			await expect(
				section.getByText(
					'Cairn added this site’s webhook endpoint to your Stripe account and keeps its signing secret.'
				)
			).toBeVisible();

			const endpoints = Object.values( stripe.state().webhookEndpoints );
			expect( endpoints ).toHaveLength( 1 );
			const { url, events } = await requestUtils.rest< {
				url: string;
				events: string[];
			} >( { path: '/cairn/v1/services/stripe/webhook' } );
			expect( endpoints[ 0 ].endpoint.url ).toBe( url );
			expect( endpoints[ 0 ].endpoint.enabled_events ).toEqual( events );
			expect( events ).toContain( 'charge.refunded' );

			// Stripe's next event, signed with the endpoint's secret, is taken.
			const body = JSON.stringify( {
				id: 'evt_settings_test',
				object: 'event',
				type: 'customer.created',
				created: Math.floor( Date.now() / 1000 ),
				data: { object: { id: 'cus_1', object: 'customer' } },
			} );
			const delivered = await fetch( url, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'Stripe-Signature': module.signature( body, secret ),
				},
				body,
			} );
			expect( delivered.status ).toBe( 200 );

			await page.reload();
			await expect(
				section.getByText( /^Last event from Stripe: / )
			).toBeVisible();
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				/^Account: Works/,
				'Webhook: Works Stripe sends this site every event Cairn records.',
				/^Last event: Works The last event from Stripe arrived /,
			] );
		} finally {
			await stripe.stop();
		}
	} );

	test( 'Stripe: with a restricted key, shows the URL and events to add by hand @full', async ( {
		page,
		requestUtils,
	} ) => {
		const module = await import( server( 'stripe' ) );
		const stripe: Running = await module.startStripeServer();
		try {
			await replaceServices(
				requestUtils,
				{
					stripe_api_base_url: stripe.url,
					stripe_publishable_key: 'pk_test_cairn0123456789',
				},
				{ stripe_secret_key: module.RESTRICTED_KEY }
			);
			const section = await openSection( page, 'stripe' );
			await expect(
				section.getByText( /This key may not manage webhook endpoints/ )
			).toBeVisible();
			const manual = section.locator( '.cairn-settings__webhook-manual' );
			await expect(
				manual.locator( '.cairn-settings__webhook-url' )
			).toHaveText( /\/cairn\/v1\/stripe\/webhook/ );
			await expect(
				manual.locator( '.cairn-settings__webhook-events li' )
			).toContainText( [
				'checkout.session.completed',
				'charge.refunded',
			] );
		} finally {
			await stripe.stop();
		}
	} );

	test( 'Maps: Mapbox’s token and what it may do; a MapKit key signed and accepted, then kept by an unrelated save @full', async ( {
		page,
		requestUtils,
	} ) => {
		const mapbox = await import( server( 'mapbox' ) );
		const apple = await import( server( 'apple-snapshot' ) );
		const { privateKey, publicKey } = crypto.generateKeyPairSync( 'ec', {
			namedCurve: 'prime256v1',
		} );
		const mapboxServer: Running = await mapbox.startMapboxServer();
		const appleServer: Running = await apple.startAppleSnapshotServer( {
			key: publicKey.export( { type: 'spki', format: 'pem' } ).toString(),
		} );
		try {
			await replaceServices( requestUtils, {
				mapbox_api_base_url: mapboxServer.url,
				mapkit_snapshot_base_url: appleServer.url,
			} );
			const section = await openSection( page, 'maps' );
			await section
				.getByLabel( 'Mapbox access token' )
				.fill( mapbox.TEST_TOKEN );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				'Mapbox token: Works A valid public token of the Mapbox account “cairn-test”.',
				'Map styles (styles:read): Works The token reads the map’s styles.',
				'Map images (styles:tiles): Works The token draws the first image of a map.',
				'Place search (geocoding): Works The token finds places.',
				'Apple MapKit: Not set up Not set up: Mapbox draws this site’s maps.',
			] );

			await section
				.getByLabel( 'Mapbox access token' )
				.fill( 'pk.eyJ1Ijoic29tZW9uZSJ9.c2lnbmF0dXJl' );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ).first() ).toHaveText(
				/^Mapbox token: Does not work Mapbox does not recognise this token\./
			);

			// Apple MapKit, with the .p8 file chosen from disk.
			await section.getByLabel( 'Mapbox access token' ).fill( '' );
			await section
				.getByLabel( 'Maps are drawn by' )
				.selectOption( 'mapkit' );
			await section.getByLabel( 'Apple team ID' ).fill( apple.TEAM_ID );
			await section.getByLabel( 'MapKit key ID' ).fill( 'OTHERKEY12' );
			await section.locator( 'input[type="file"]' ).setInputFiles( {
				name: `AuthKey_${ apple.KEY_ID }.p8`,
				mimeType: 'application/octet-stream',
				buffer: Buffer.from(
					privateKey
						.export( { type: 'pkcs8', format: 'pem' } )
						.toString()
				),
			} );
			await expect(
				section.getByLabel( 'MapKit private key' )
			).toHaveValue( /BEGIN PRIVATE KEY/ );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				'Mapbox token: Not set up Not set up: Apple MapKit draws this site’s maps.',
				/^Apple MapKit: Does not work Apple refused the signature/,
			] );

			await section.getByLabel( 'MapKit key ID' ).fill( apple.KEY_ID );
			await section
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( section ) ).toHaveText( [
				/^Mapbox token: Not set up/,
				/^Apple MapKit: Works Apple accepted a map image signed with your key/,
			] );

			await page.getByRole( 'button', { name: 'Save settings' } ).click();
			await expect(
				page.getByText( 'Settings saved.' ).first()
			).toBeVisible();

			// An unrelated field saved later keeps the MapKit setup.
			await page.reload();
			await page
				.locator( '#cairn-ads' )
				.getByLabel( 'Publisher ID' )
				.fill( 'pub-1234567890123456' );
			await page.getByRole( 'button', { name: 'Save settings' } ).click();
			await expect(
				page.getByText( 'Settings saved.' ).first()
			).toBeVisible();
			const settings = await requestUtils.rest< {
				cairn_services: Record< string, string >;
				cairn_secrets: Record< string, string >;
			} >( { path: '/wp/v2/settings' } );
			expect( settings.cairn_services ).toMatchObject( {
				map_provider: 'mapkit',
				mapkit_team_id: apple.TEAM_ID,
				mapkit_key_id: apple.KEY_ID,
				ads_publisher_id: 'pub-1234567890123456',
			} );
			expect( settings.cairn_secrets.mapkit_private_key ).toBe(
				'__cairn_secret_set__'
			);
		} finally {
			await mapboxServer.stop();
			await appleServer.stop();
		}
	} );

	test( 'Giphy and Instagram: one search with the key; the app id and secret known @full', async ( {
		page,
		requestUtils,
	} ) => {
		const giphy = await import( server( 'giphy' ) );
		const ig = await import( server( 'instagram' ) );
		const giphyServer: Running = await giphy.startGiphyServer();
		const igServer: Running = await ig.startInstagramServer();
		try {
			await replaceServices( requestUtils, {
				giphy_api_base_url: giphyServer.url,
				instagram_api_base_url: igServer.url,
			} );
			const gifs = await openSection( page, 'giphy' );
			await gifs.getByLabel( 'API key' ).fill( giphy.TEST_KEY );
			await gifs
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( gifs ) ).toHaveText( [
				/^Search: Works Giphy answered a search: \d+ GIFs? for “hello”\.$/,
			] );
			await gifs.getByLabel( 'API key' ).fill( 'wrong-key' );
			await gifs
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( gifs ) ).toHaveText( [
				'Search: Does not work Giphy refused the API key. Copy it again from your app on developers.giphy.com.',
			] );

			const instagram = page.locator( '#cairn-instagram' );
			await instagram.getByLabel( 'Instagram app ID' ).fill( ig.APP_ID );
			await instagram
				.getByLabel( 'Instagram app secret' )
				.fill( ig.APP_SECRET );
			await instagram
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( instagram ) ).toHaveText( [
				/^App: Works Instagram knows this app and accepted its secret\./,
			] );
			await instagram
				.getByLabel( 'Instagram app ID' )
				.fill( '1234567890' );
			await instagram
				.getByRole( 'button', { name: 'Test connection' } )
				.click();
			await expect( results( instagram ) ).toHaveText( [
				/^App: Does not work Instagram does not know this app ID\./,
			] );
		} finally {
			await giphyServer.stop();
			await igServer.stop();
		}
	} );
} );
