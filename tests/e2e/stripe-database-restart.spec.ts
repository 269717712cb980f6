/**
 * Stripe's events while the site's database restarts: a burst of renewals
 * is delivered to the webhook, the MariaDB server is shut down and started
 * again in the middle of it, and the local Stripe server retries every
 * delivery the site did not answer with a 2xx, as Stripe does. Every event
 * must end up recorded, once: the site answers an error, never a 2xx, for an
 * event it could not record. MariaDB only (it restarts the run's server).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';

interface DeliveryLog {
	event: string;
	type: string;
	url: string;
	statuses: Array< number | string >;
}

interface StripeServer {
	url: string;
	configure: ( config: {
		webhook_url?: string;
		delivery?: {
			retry?: { attempts: number; firstDelayMs: number } | null;
		};
	} ) => void;
	state: () => {
		subscriptions: Record< string, unknown >;
		deliveries: DeliveryLog[];
		retriesPending: number;
	};
	stop: () => Promise< void >;
}

interface Earnings {
	payments: Array< {
		source_id: string;
		kind: string;
		subscription_id: string;
	} >;
}

const root = ( file: string ) =>
	pathToFileURL( path.join( process.cwd(), file ) ).href;

const WEBHOOK = `${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/stripe/webhook`;

/** Renewals of each subscription in the burst. */
const RENEWALS = 10;

/** How long the database stays down after its shutdown. */
const DOWN_MS = 6000;

/**
 * The MariaDB socket of the test site, from its wp-config.php
 * (`DB_HOST` is `localhost:<socket>`).
 */
function databaseSocket(): string {
	const config = fs.readFileSync(
		path.join( process.env.CAIRN_SITE_ROOT ?? '', 'wp-config.php' ),
		'utf8'
	);
	const host = /define\( 'DB_HOST', '([^']*)' \)/.exec( config )?.[ 1 ];
	if ( ! host?.startsWith( 'localhost:/' ) ) {
		throw new Error( `The test site's DB_HOST is not a socket: ${ host }` );
	}
	return host.slice( 'localhost:'.length );
}

const ok = ( status: number | string | undefined ) =>
	typeof status === 'number' && status >= 200 && status < 300;

test.describe( 'Stripe webhooks while the database restarts', () => {
	// eslint-disable-next-line playwright/no-skipped-test -- it restarts the run's MariaDB server; SQLite runs have none.
	test.skip(
		process.env.CAIRN_WP_DATABASE !== 'mariadb',
		'It restarts the MariaDB server of the run.'
	);

	let stripe: StripeServer;

	test.beforeAll( async () => {
		const module = ( await import(
			root( 'tests/servers/stripe.mjs' )
		) ) as {
			startStripeServer: () => Promise< StripeServer >;
		};
		stripe = await module.startStripeServer();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await replaceServices(
			requestUtils,
			{},
			{ stripe_secret_key: '', stripe_webhook_secret: '' }
		);
		await requestUtils.deleteAllPosts();
		await stripe.stop();
	} );

	test( 'every renewal of a burst is recorded once after Stripe retries the deliveries the restart failed', async ( {
		requestUtils,
		problems,
	} ) => {
		// WordPress's connections to the stopped server.
		problems.expect( /PHP Warning: {2}mysqli_real_connect\(\)/ );
		const { restartMariaDb } = ( await import(
			root( 'tools/wp/mariadb.mjs' )
		) ) as {
			restartMariaDb: (
				socket: string,
				options: { downMs: number }
			) => Promise< { shutdownMs: number; startMs: number } >;
		};
		await replaceServices(
			requestUtils,
			{
				stripe_publishable_key: 'pk_test_cairn0123456789',
				stripe_api_base_url: stripe.url,
			},
			{
				stripe_secret_key: 'sk_test_cairn0123456789',
				stripe_webhook_secret: 'whsec_cairntest0123456789',
			}
		);
		// Retries 0.5, 1, 2, 4 and 8 s apart: Stripe's backoff, shortened.
		stripe.configure( {
			webhook_url: WEBHOOK,
			delivery: { retry: { attempts: 5, firstDelayMs: 500 } },
		} );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Support the river path',
				status: 'publish',
				content:
					'<!-- wp:cairn/donations {"currency":"USD","oneTimeDonation":{"amounts":[5]},"monthlyDonation":{"show":true,"amounts":[9]}} /-->',
			},
		} );

		// Two visitors' monthly donations, paid on the test Checkout page.
		for ( let visitor = 0; visitor < 2; visitor++ ) {
			const started = await fetch(
				`${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/memberships/checkout`,
				{
					method: 'POST',
					headers: {
						Accept: 'application/json',
						'Content-Type': 'application/x-www-form-urlencoded',
					},
					body: new URLSearchParams( {
						post_id: String( post.id ),
						interval: '1 month',
						currency: 'USD',
						amount: '9',
					} ),
				}
			);
			const { url } = ( await started.json() ) as { url: string };
			await fetch( `${ url }/pay`, {
				method: 'POST',
				redirect: 'manual',
			} );
		}
		const subscriptions = Object.keys( stripe.state().subscriptions );
		expect( subscriptions ).toHaveLength( 2 );
		const earnings = () =>
			requestUtils.rest< Earnings >( {
				path: '/cairn/v1/memberships/earnings',
			} );
		const ours = ( payments: Earnings[ 'payments' ] ) =>
			payments.filter( ( payment ) =>
				subscriptions.includes( payment.subscription_id )
			);
		await expect
			.poll( async () => ours( ( await earnings() ).payments ).length )
			.toBe( 2 );

		// The burst: both subscriptions renewed again and again, each
		// renewal as soon as Stripe has sent the last one's events; the
		// database restarts once the site has taken a few of them.
		const before = stripe.state().deliveries.length;
		const burst = Promise.all(
			subscriptions.map( async ( subscription ) => {
				for ( let renewal = 0; renewal < RENEWALS; renewal++ ) {
					await fetch( `${ stripe.url }/__renew/${ subscription }`, {
						method: 'POST',
					} );
				}
			} )
		);
		await expect
			.poll(
				() =>
					stripe
						.state()
						.deliveries.slice( before )
						.filter( ( delivery ) => ok( delivery.statuses[ 0 ] ) )
						.length >= 4
			)
			.toBe( true );
		// Down longer than WordPress's own reconnection tries (five, a
		// second apart), which carry the requests in flight across a shorter
		// restart: then the site must refuse what it cannot record.
		const restart = await restartMariaDb( databaseSocket(), {
			downMs: DOWN_MS,
		} );
		await burst;

		// Stripe has retried until every delivery was taken.
		await expect
			.poll( () => stripe.state().retriesPending, { timeout: 30_000 } )
			.toBe( 0 );
		const deliveries = stripe.state().deliveries.slice( before );
		const failedFirst = deliveries.filter(
			( delivery ) => ! ok( delivery.statuses[ 0 ] )
		);
		const refused = deliveries.filter(
			( delivery ) => ! ok( delivery.statuses.at( -1 ) )
		);
		const invoices = new Set(
			deliveries
				.filter( ( delivery ) => delivery.type === 'invoice.paid' )
				.map( ( delivery ) => delivery.event )
		);
		// The figures for the notes.

		console.log(
			`Database restart during a burst of ${ deliveries.length } deliveries (${ invoices.size } renewals): shut down in ${ restart.shutdownMs } ms, down ${ DOWN_MS } ms more, started in ${ restart.startMs } ms; ${ failedFirst.length } deliveries failed (${ [
				...new Set(
					failedFirst.map( ( delivery ) => delivery.statuses[ 0 ] )
				),
			].join( ', ' ) }) and were taken after ${ Math.max(
				0,
				...failedFirst.map(
					( delivery ) => delivery.statuses.length - 1
				)
			) } retries at most; ${ refused.length } never taken.`
		);
		// The restart fell within the burst, or this proves nothing.
		expect( failedFirst.length ).toBeGreaterThan( 0 );
		expect( refused ).toEqual( [] );
		expect( invoices.size ).toBe( 2 * RENEWALS );

		// Each renewal recorded once: the two first payments and every renewal.
		const payments = ours( ( await earnings() ).payments );
		expect(
			payments.filter( ( payment ) => payment.kind === 'renewal' )
		).toHaveLength( 2 * RENEWALS );
		expect( payments ).toHaveLength( 2 + 2 * RENEWALS );
		expect(
			new Set( payments.map( ( payment ) => payment.source_id ) ).size
		).toBe( payments.length );
	} );
} );
