/**
 * Mailchimp block, what a visitor is told: a published form used by a
 * logged-out visitor with JavaScript, against the local Mailchimp server
 * (tests/servers/mailchimp.mjs), which keeps Mailchimp's member rules. The
 * audience's earlier members are made through the server's own API, as
 * another Mailchimp form or the owner would have made them.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * WordPress dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/mailchimp.mjs' )
).href;

type Member = {
	status: string;
	interests: Record< string, boolean >;
	merge_fields: Record< string, string >;
};

type MailchimpServer = {
	url: string;
	members: () => Record< string, Record< string, Member > >;
	mail: () => Array< { to: string; list: string } >;
	stop: () => Promise< void >;
};

type ServerModule = {
	startMailchimpServer: () => Promise< MailchimpServer >;
	TEST_KEY: string;
	TEST_LIST: string;
	COMPLIANCE_EMAIL: string;
};

const hash = ( email: string ) =>
	crypto.createHash( 'md5' ).update( email.toLowerCase() ).digest( 'hex' );

const ON_THE_LIST = "Success! You're on the list.";
const CONFIRM = 'Check your inbox to confirm your subscription.';
const COMPLIANCE =
	"Mailchimp can't add this address here, because it was unsubscribed or removed from this list before. To join again, use Mailchimp's signup form.";

test.describe( 'Mailchimp block: what a visitor is told', () => {
	let server: MailchimpServer;
	let mc: ServerModule;
	let link: string;

	/**
	 * Adds a member through the server's API, as Mailchimp's own forms or
	 * the owner would.
	 *
	 * @param email  The address.
	 * @param fields The member's status, merge fields and groups.
	 */
	const addMember = async (
		email: string,
		fields: Partial< Member >
	): Promise< void > => {
		const response = await fetch(
			`${ server.url }/lists/${ mc.TEST_LIST }/members`,
			{
				method: 'POST',
				headers: {
					Authorization: `Basic ${ Buffer.from(
						`cairn:${ mc.TEST_KEY }`
					).toString( 'base64' ) }`,
					'Content-Type': 'application/json',
				},
				body: JSON.stringify( { email_address: email, ...fields } ),
			}
		);
		expect( response.status ).toBe( 200 );
	};

	/**
	 * Opens the post as a logged-out visitor, failing on any page error.
	 *
	 * @param browser The browser.
	 * @return The page, and a function that closes its context.
	 */
	const visit = async (
		browser: import( '@playwright/test' ).Browser
	): Promise< { visitor: Page; close: () => Promise< void > } > => {
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const visitor = await context.newPage();
		const errors: string[] = [];
		visitor.on( 'pageerror', ( error ) => errors.push( error.message ) );
		visitor.on( 'console', ( message ) => {
			// The browser logs every 4xx answer of a fetch; a refused
			// signup is one, and the test checks what the visitor sees.
			const refusedSignup =
				message.text().startsWith( 'Failed to load resource' ) &&
				message.location().url.includes( 'mailchimp/subscribe' );
			if ( message.type() === 'error' && ! refusedSignup ) {
				errors.push( message.text() );
			}
		} );
		await visitor.goto( link );
		return {
			visitor,
			close: async () => {
				await context.close();
				expect( errors ).toEqual( [] );
			},
		};
	};

	/**
	 * Types an address into the form and sends it.
	 *
	 * @param visitor The visitor's page.
	 * @param email   The address.
	 */
	const signUp = async ( visitor: Page, email: string ) => {
		const form = visitor.locator( '.wp-block-cairn-mailchimp' );
		await form.getByLabel( 'Email address' ).fill( email );
		await form
			.getByRole( 'button', { name: 'Join my email list' } )
			.click();
		return form;
	};

	test.beforeAll( async ( { requestUtils } ) => {
		mc = ( await import( SERVER_MODULE ) ) as ServerModule;
		server = await mc.startMailchimpServer();
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				cairn_services: {
					mailchimp_api_base_url: server.url,
					mailchimp_list_id: mc.TEST_LIST,
				},
				cairn_secrets: { mailchimp_api_key: mc.TEST_KEY },
			},
		} );
		const post = await requestUtils.createPost( {
			title: 'Join the newsletter',
			content:
				'<!-- wp:cairn/mailchimp {"interests":["int-travel"]} /-->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		link = post.link;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				cairn_services: {},
				cairn_secrets: { mailchimp_api_key: '' },
			},
		} );
		await requestUtils.deleteAllPosts();
		await server.stop();
	} );

	test( 'a new address is told to confirm by email, and Mailchimp mails it', async ( {
		browser,
	} ) => {
		const email = 'new-reader@example.com';
		const { visitor, close } = await visit( browser );
		const form = await signUp( visitor, email );
		await expect( form.getByRole( 'status' ) ).toHaveText(
			`${ ON_THE_LIST } ${ CONFIRM }`
		);
		await expect( form.getByLabel( 'Email address' ) ).toHaveValue( '' );
		const member = server.members()[ mc.TEST_LIST ]?.[ hash( email ) ];
		expect( member?.status ).toBe( 'pending' );
		expect( member?.interests ).toEqual( { 'int-travel': true } );
		expect( server.mail() ).toContainEqual( {
			to: email,
			list: mc.TEST_LIST,
		} );
		await close();
	} );

	test( 'an address already on the list is told so, and nothing about it changes', async ( {
		browser,
	} ) => {
		const email = 'subscribed-reader@example.com';
		await addMember( email, {
			status: 'subscribed',
			merge_fields: { FNAME: 'Ada' },
		} );
		const before = server.members()[ mc.TEST_LIST ]?.[ hash( email ) ];
		const { visitor, close } = await visit( browser );
		const form = await signUp( visitor, email );
		await expect( form.getByRole( 'status' ) ).toHaveText( ON_THE_LIST );
		expect( server.members()[ mc.TEST_LIST ]?.[ hash( email ) ] ).toEqual(
			before
		);
		expect( server.mail().map( ( sent ) => sent.to ) ).not.toContain(
			email
		);
		await close();
	} );

	test( 'an address that unsubscribed is mailed to confirm, its fields and groups untouched', async ( {
		browser,
	} ) => {
		const email = 'returning-reader@example.com';
		await addMember( email, {
			status: 'unsubscribed',
			merge_fields: { FNAME: 'Grace' },
			interests: { 'int-recipes': true },
		} );
		const { visitor, close } = await visit( browser );
		const form = await signUp( visitor, email );
		await expect( form.getByRole( 'status' ) ).toHaveText(
			`${ ON_THE_LIST } ${ CONFIRM }`
		);
		const member = server.members()[ mc.TEST_LIST ]?.[ hash( email ) ];
		expect( member?.status ).toBe( 'pending' );
		expect( member?.merge_fields ).toMatchObject( { FNAME: 'Grace' } );
		expect( member?.interests ).toEqual( { 'int-recipes': true } );
		expect( server.mail() ).toContainEqual( {
			to: email,
			list: mc.TEST_LIST,
		} );
		await close();
	} );

	test( 'an address Mailchimp refuses is sent to its signup form, and stays in the field', async ( {
		browser,
	} ) => {
		const { visitor, close } = await visit( browser );
		const form = await signUp( visitor, mc.COMPLIANCE_EMAIL );
		const alert = form.getByRole( 'alert' );
		await expect( alert ).toHaveText(
			`${ COMPLIANCE } Open Mailchimp’s signup form`
		);
		await expect(
			alert.getByRole( 'link', { name: 'Open Mailchimp’s signup form' } )
		).toHaveAttribute(
			'href',
			new RegExp(
				`^https://[a-z0-9.-]+\\.list-manage\\.com/subscribe\\?.*id=${ mc.TEST_LIST }$`
			)
		);
		await expect( form.getByLabel( 'Email address' ) ).toHaveValue(
			mc.COMPLIANCE_EMAIL
		);
		expect(
			server.members()[ mc.TEST_LIST ]?.[ hash( mc.COMPLIANCE_EMAIL ) ]
		).toBeUndefined();
		await close();
	} );
} );
