/**
 * Mailchimp block: connected in Settings → Cairn to the local Mailchimp
 * server (tests/servers/mailchimp.mjs), inserted with a group, published,
 * and used by logged-out visitors with and without JavaScript.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';
import { blockValidity, insertFromInserter } from './utils/blocks';

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

test.describe( 'Mailchimp block', () => {
	let server: MailchimpServer;
	let mc: ServerModule;

	test.beforeAll( async ( { requestUtils } ) => {
		mc = ( await import( SERVER_MODULE ) ) as ServerModule;
		server = await mc.startMailchimpServer();
		// Only the API base URL is set over REST: it points Cairn to the
		// local server; the key and audience are entered on the page.
		await replaceServices(
			requestUtils,
			{ mailchimp_api_base_url: server.url },
			{ mailchimp_api_key: '' }
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await replaceServices( requestUtils, {}, { mailchimp_api_key: '' } );
		await requestUtils.deleteAllPosts();
		await server.stop();
	} );

	test( 'connects, builds the form with a group, and subscribes visitors with and without JavaScript', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		// Connect in Settings → Cairn.
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		const section = page.locator( '#cairn-mailchimp' );
		await section.getByLabel( 'API key' ).fill( mc.TEST_KEY );
		await section.getByLabel( 'Audience (list) ID' ).fill( mc.TEST_LIST );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( /Settings saved/i ).first()
		).toBeVisible();
		// The key never comes back to the browser.
		await page.reload();
		expect( await page.content() ).not.toContain( mc.TEST_KEY );

		// Build the form with a group.
		await admin.createNewPost( { title: 'Newsletter' } );
		await insertFromInserter( page, 'Mailchimp' );
		const block = editor.canvas.locator( '[data-type="cairn/mailchimp"]' );
		await expect(
			block.getByPlaceholder( 'Enter your email' )
		).toBeDisabled();
		await editor.openDocumentSettingsSidebar();
		await page.getByRole( 'checkbox', { name: 'Travel' } ).check();
		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		await admin.editPost( postId as number );
		await expect(
			editor.canvas
				.locator( '[data-type="cairn/mailchimp"]' )
				.getByPlaceholder( 'Enter your email' )
		).toBeVisible();
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/mailchimp', isValid: true },
		] );

		const post = await requestUtils.rest< { link: string } >( {
			path: `/wp/v2/posts/${ postId }`,
		} );

		for ( const [ javaScriptEnabled, email ] of [
			[ true, 'reader-js@example.com' ],
			[ false, 'reader-nojs@example.com' ],
		] as const ) {
			const context = await browser.newContext( {
				storageState: { cookies: [], origins: [] },
				javaScriptEnabled,
			} );
			const visitor = await context.newPage();
			await visitor.goto( post.link );
			const form = visitor.locator( '.wp-block-cairn-mailchimp' );
			await form.getByLabel( 'Email address' ).fill( email );
			await form
				.getByRole( 'button', { name: 'Join my email list' } )
				.click();
			await expect( form.getByRole( 'status' ) ).toHaveText(
				"Success! You're on the list. Check your inbox to confirm your subscription."
			);
			// With JavaScript the page stays (fetch); without, the plain
			// post comes back to it with the result in the query.
			expect(
				new URL( visitor.url() ).searchParams.get( 'cairn_mailchimp' )
			).toBe( javaScriptEnabled ? null : 'pending' );
			const member = server.members()[ mc.TEST_LIST ]?.[ hash( email ) ];
			expect( member?.status ).toBe( 'pending' );
			expect( member?.interests ).toEqual( { 'int-travel': true } );

			// An address Mailchimp refuses: sent to Mailchimp's own signup
			// form, and the typed address stays.
			await form
				.getByLabel( 'Email address' )
				.fill( mc.COMPLIANCE_EMAIL );
			await form
				.getByRole( 'button', { name: 'Join my email list' } )
				.click();
			await expect(
				form.getByRole( 'alert' ).getByRole( 'link', {
					name: 'Open Mailchimp’s signup form',
				} )
			).toHaveAttribute( 'href', /^https:\/\/[^/]+\.list-manage\.com\// );
			await expect( form.getByLabel( 'Email address' ) ).toHaveValue(
				mc.COMPLIANCE_EMAIL
			);
			// The address never goes into the URL.
			expect( decodeURIComponent( visitor.url() ) ).not.toContain(
				mc.COMPLIANCE_EMAIL
			);
			expect( await visitor.content() ).not.toContain( mc.TEST_KEY );
			await context.close();
		}
	} );

	test( 'signs up from a draft only for those who may edit it: its editor in the preview, nobody from outside @full', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await replaceServices(
			requestUtils,
			{
				mailchimp_api_base_url: server.url,
				mailchimp_list_id: mc.TEST_LIST,
			},
			{ mailchimp_api_key: mc.TEST_KEY }
		);
		const draft = await requestUtils.createPost( {
			title: 'Newsletter draft',
			content:
				'<!-- wp:cairn/mailchimp {"interests":["int-recipes"]} /-->',
			status: 'draft',
			date_gmt: new Date().toISOString(),
		} );
		const preview = `/?p=${ draft.id }&preview=true`;

		// The administrator tries the preview with JavaScript: the form's
		// nonce makes their session count, and the block's group applies.
		await page.goto( preview );
		const form = page.locator( '.wp-block-cairn-mailchimp' );
		await form.getByLabel( 'Email address' ).fill( 'preview@example.com' );
		await form
			.getByRole( 'button', { name: 'Join my email list' } )
			.click();
		await expect( form.getByRole( 'status' ) ).toHaveText(
			"Success! You're on the list. Check your inbox to confirm your subscription."
		);
		expect(
			server.members()[ mc.TEST_LIST ]?.[ hash( 'preview@example.com' ) ]
				?.interests
		).toEqual( { 'int-recipes': true } );

		// The same fields sent from a logged-out browser are refused.
		const fields = Object.fromEntries(
			await form
				.locator( 'input[type="hidden"]' )
				.evaluateAll( ( inputs ) =>
					( inputs as HTMLInputElement[] ).map( ( input ) => [
						input.name,
						input.value,
					] )
				)
		) as Record< string, string >;
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const subscribe = `${
			new URL( page.url() ).origin
		}/?rest_route=/cairn/v1/mailchimp/subscribe`;
		// With the editor's nonce but not their session: WordPress refuses it.
		const copied = await context.request.post( subscribe, {
			form: { ...fields, email: 'outsider@example.com' },
		} );
		expect( copied.status() ).toBe( 403 );
		// Without it, a visitor's request: the draft is not there for them.
		const { _wpnonce: nonce, ...visible } = fields;
		expect( nonce ).toBeTruthy();
		const answer = await context.request.post( subscribe, {
			form: { ...visible, email: 'outsider@example.com' },
		} );
		expect( answer.status() ).toBe( 400 );
		expect( ( await answer.json() ).code ).toBe(
			'cairn_mailchimp_bad_form'
		);
		expect(
			server.members()[ mc.TEST_LIST ]?.[ hash( 'outsider@example.com' ) ]
		).toBeUndefined();
		await context.close();
	} );
} );
