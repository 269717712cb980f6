/**
 * Blocks wherever they are placed: a donation in the theme's footer (a
 * template part saved in the Site Editor) checks out from an archive page,
 * with its custom amount checked in the browser first, and a form in a
 * synced pattern is sent by a visitor. The server finds each block where
 * it is saved, never in what the page says.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';
import { visitAsVisitor } from './utils/blocks';
import { passTime } from './utils/form-clock';

interface StripeServer {
	url: string;
	configure: ( config: { webhook_url?: string } ) => void;
	stop: () => Promise< void >;
}

const SERVER_MODULE = path.join( process.cwd(), 'tests/servers/stripe.mjs' );

/** The footer: a donation in USD, two tiers and a custom amount. */
const FOOTER = [
	'<!-- wp:group {"tagName":"footer"} -->',
	'<footer class="wp-block-group">',
	'<!-- wp:cairn/donations {"currency":"USD","oneTimeDonation":{"show":true,"amounts":[5,15]},"showCustomAmount":true} /-->',
	'</footer>',
	'<!-- /wp:group -->',
].join( '\n' );

/** A form mailing the site's owner: a required name and a message. */
const FORM = [
	'<!-- wp:cairn/contact-form {"subject":"From the pattern"} -->',
	'<!-- wp:cairn/field {"type":"name","required":true} /-->',
	'<!-- wp:cairn/field {"type":"textarea","label":"Message"} /-->',
	'<!-- wp:cairn/button {"element":"button","text":"Send"} -->',
	'<div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Send</button></div>',
	'<!-- /wp:cairn/button -->',
	'<!-- /wp:cairn/contact-form -->',
].join( '\n' );

test.describe( 'Blocks wherever they are placed', () => {
	let stripe: StripeServer;
	let theme = '';

	test.beforeAll( async ( { requestUtils } ) => {
		const module = ( await import( SERVER_MODULE ) ) as {
			startStripeServer: () => Promise< StripeServer >;
		};
		stripe = await module.startStripeServer();
		const themes = await requestUtils.rest<
			Array< { stylesheet: string } >
		>( { path: '/wp/v2/themes', params: { status: 'active' } } );
		theme = themes[ 0 ].stylesheet;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils
			.rest( {
				method: 'DELETE',
				path: `/wp/v2/template-parts/${ theme }//footer`,
				params: { force: true },
			} )
			.catch( () => undefined );
		await replaceServices(
			requestUtils,
			{},
			{
				stripe_secret_key: '',
				stripe_webhook_secret: '',
			}
		);
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllBlocks();
		await stripe.stop();
	} );

	test( 'a donation in a template part checks out from an archive page', async ( {
		browser,
		requestUtils,
	} ) => {
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
		const webhook = `${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/stripe/webhook`;
		stripe.configure( { webhook_url: webhook } );
		// The footer as the Site Editor saves it: a template part of the theme.
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/template-parts/${ theme }//footer`,
			data: { content: FOOTER },
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'News of the week', status: 'publish' },
		} );

		// The posts page lists posts: no post of its own holds the block.
		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/`
		);
		const block = visitor.locator( '.wp-block-cairn-donations' );
		await expect( block ).toBeVisible();

		// Under the minimum: said by the browser, nothing sent.
		const custom = block.getByRole( 'textbox', {
			name: 'Or enter a custom amount',
		} );
		await custom.fill( '0.10' );
		await block.getByRole( 'button', { name: 'Donate' } ).click();
		await expect( block.getByRole( 'alert' ) ).toHaveText(
			'Minimum allowed price is $0.50.'
		);
		await expect( custom ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( visitor ).toHaveURL( `${ process.env.WP_BASE_URL }/` );

		await custom.fill( '7.25' );
		await expect( block.getByRole( 'alert' ) ).toBeHidden();
		await block.getByRole( 'button', { name: 'Donate' } ).click();
		await visitor.waitForURL( `${ stripe.url }/checkout/**` );
		await expect( visitor.locator( '.amount' ) ).toHaveText(
			'725 usd (payment)'
		);
		await visitor.getByRole( 'button', { name: 'Pay' } ).click();

		// Back on the archive page it came from, with the message in the block.
		await expect(
			visitor.getByText( 'Thank you! Your payment was received.' )
		).toBeVisible();
		expect( new URL( visitor.url() ).pathname ).toBe( '/' );
		await expect
			.poll(
				async () =>
					(
						await requestUtils.rest< {
							totals: Array< {
								currency: string;
								amount: number;
							} >;
						} >( { path: '/cairn/v1/memberships/earnings' } )
					).totals,
				{ timeout: 30000 }
			)
			.toEqual( [
				expect.objectContaining( { currency: 'USD', amount: 725 } ),
			] );
		await visitor.context().close();
	} );

	test( 'a form in a synced pattern is sent by a visitor', async ( {
		browser,
		requestUtils,
	} ) => {
		const pattern = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/blocks',
			data: {
				title: 'Write to us',
				status: 'publish',
				content: FORM,
			},
		} );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Contact',
				status: 'publish',
				content: `<!-- wp:block {"ref":${ pattern.id }} /-->`,
			},
		} );
		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ post.id }`
		);
		await visitor.getByLabel( 'Name (required)' ).fill( 'Grace Hopper' );
		await visitor.getByLabel( 'Message' ).fill( 'Hello from the pattern.' );
		// A form sent within 3 s of showing is kept as spam: a person's time
		// passes on the site's form clock.
		await passTime( requestUtils, 4 );
		await visitor.getByRole( 'button', { name: 'Send' } ).click();
		await expect( visitor.getByRole( 'status' ) ).toHaveText(
			'Thank you! Your message has been sent.'
		);
		await passTime( requestUtils, 0 );
		await visitor.context().close();
	} );
} );
