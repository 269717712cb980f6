/**
 * Form block: built through the inserter, published, sent by a logged-out
 * visitor with JavaScript (errors per field, then the thank-you) and
 * without it (the page comes back with the errors, the values, then the
 * thank-you); the entries are on the Entries screen. Form AI builds a form
 * from the local test AI server, Undo restores the form.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { RequestUtils } from './utils/test';
import { useAiTestServer } from './utils/ai';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';
import { passTime } from './utils/form-clock';

const THANK_YOU = 'Thank you! Your message has been sent.';

/**
 * Puts the site's form clock back after each test of a describe block.
 *
 * @param hooks           The describe block's hooks (`test`).
 * @param hooks.afterEach Playwright's afterEach.
 */
function resetClockAfterEach( hooks: {
	afterEach: (
		fn: ( fixtures: { requestUtils: RequestUtils } ) => Promise< void >
	) => void;
} ) {
	hooks.afterEach( async ( { requestUtils } ) =>
		passTime( requestUtils, 0 )
	);
}

/** A saved form: name and email required, and a message. */
const FORM_MARKUP = [
	'<!-- wp:cairn/contact-form -->',
	'<!-- wp:cairn/field {"type":"name","required":true} /-->',
	'<!-- wp:cairn/field {"type":"email","required":true} /-->',
	'<!-- wp:cairn/field {"type":"textarea","label":"Message"} /-->',
	'<!-- wp:cairn/button {"element":"button","text":"Submit","borderRadius":8,"lock":{"remove":true}} -->',
	'<div class="wp-block-cairn-button" style="border-radius:8px"><button type="submit" class="wp-block-cairn-button__link">Submit</button></div>',
	'<!-- /wp:cairn/button -->',
	'<!-- /wp:cairn/contact-form -->',
].join( '\n' );

test.describe( 'Form block', () => {
	resetClockAfterEach( test );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'is built through the inserter, saved valid, and sent by a visitor with JavaScript', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'Contact us' } );
		await insertFromInserter( page, 'Contact form' );
		const form = editor.canvas.locator(
			'[data-type="cairn/contact-form"]'
		);
		await expect( form.locator( '[data-type="cairn/field"]' ) ).toHaveCount(
			3
		);
		await expect(
			form.locator( '[data-type="cairn/button"]' )
		).toContainText( 'Submit' );

		const postId = await editor.publishPost();
		const postUrl = `${ process.env.WP_BASE_URL }/?p=${ postId }`;
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/contact-form', isValid: true },
		] );

		const visitor = await visitAsVisitor( browser, postUrl );
		const name = visitor.getByLabel( 'Name (required)' );
		await visitor.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toHaveAccessibleDescription(
			'This field is required.'
		);
		await expect( name ).toBeFocused();
		await expect(
			visitor.getByText( 'Please correct the fields below.' )
		).toBeVisible();

		await name.fill( 'Ada Lovelace' );
		await visitor
			.getByLabel( 'Email (required)' )
			.fill( 'ada@example.org' );
		await visitor.getByLabel( 'Message' ).fill( 'Hello <b>there</b>' );
		// A form sent within 3 s of showing is kept as spam: a person's time passes.
		await passTime( requestUtils, 4 );
		await visitor.getByRole( 'button', { name: 'Submit' } ).click();
		const status = visitor.getByRole( 'status' );
		await expect( status ).toHaveText( THANK_YOU );
		await expect( status ).toBeFocused();
		await visitor.context().close();

		await admin.visitAdminPage( 'edit.php', 'post_type=cairn_form_entry' );
		const row = page.getByRole( 'row', { name: /Ada Lovelace/ } );
		await expect( row ).toContainText( 'Hello <b>there</b>' );
		await expect( row ).toContainText( 'Contact us' );
	} );

	test( 'is sent without JavaScript: errors and values come back, then the thank-you', async ( {
		browser,
		requestUtils,
	} ) => {
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Write to us',
				status: 'publish',
				content: FORM_MARKUP,
			},
		} );
		const postUrl = `${ process.env.WP_BASE_URL }/?p=${ post.id }`;
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			storageState: { cookies: [], origins: [] },
		} );
		const visitor = await context.newPage();
		await visitor.goto( postUrl );
		// Long enough to pass the browser's checks, too long for the server's.
		const tooLong = 'A'.repeat( 201 );
		await visitor.getByLabel( 'Name (required)' ).fill( tooLong );
		await visitor
			.getByLabel( 'Email (required)' )
			.fill( 'grace@example.org' );
		await visitor.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( visitor ).toHaveURL( /cairn_form=/ );
		const name = visitor.getByLabel( 'Name (required)' );
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toHaveAccessibleDescription(
			'This is too long: 200 characters at most.'
		);
		await expect( name ).toHaveValue( tooLong );
		await expect( visitor.getByLabel( 'Email (required)' ) ).toHaveValue(
			'grace@example.org'
		);

		await name.fill( 'Grace Hopper' );
		// A form sent within 3 s of showing is kept as spam: a person's time passes.
		await passTime( requestUtils, 4 );
		await visitor.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( visitor.getByRole( 'status' ) ).toHaveText( THANK_YOU );
		await context.close();
	} );
} );

test.describe( 'Multi-step form', () => {
	resetClockAfterEach( test );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'shows one step at a time, checks each before the next, and sends', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'Apply' } );
		await insertFromInserter( page, 'Multi-step form' );
		const form = editor.canvas.locator(
			'[data-type="cairn/contact-form"]'
		);
		await expect(
			form.locator( '[data-type="cairn/form-step"]' )
		).toHaveCount( 2 );
		const postId = await editor.publishPost();
		await page.reload();
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/contact-form', isValid: true },
		] );

		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ postId }`
		);
		const message = visitor.getByLabel( 'Message (required)' );
		await expect( message ).toBeHidden();
		await expect(
			visitor.getByRole( 'button', { name: 'Submit' } )
		).toBeHidden();
		await expect(
			visitor.getByText( 'Step 1 of 2: About you' )
		).toBeVisible();

		await visitor.getByRole( 'button', { name: 'Next' } ).click();
		const name = visitor.getByLabel( 'Name (required)' );
		await expect( name ).toHaveAccessibleDescription(
			'This field is required.'
		);
		await expect( name ).toBeFocused();

		await name.fill( 'Ada Lovelace' );
		await visitor
			.getByLabel( 'Email (required)' )
			.fill( 'ada@example.org' );
		await visitor.getByRole( 'button', { name: 'Next' } ).click();
		await expect( message ).toBeFocused();
		await expect(
			visitor.getByText( 'Step 2 of 2: Your message' )
		).toBeVisible();
		await message.fill( 'I would like to apply.' );
		// A form sent within 3 s of showing is kept as spam: a person's time passes.
		await passTime( requestUtils, 4 );
		await visitor.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( visitor.getByRole( 'status' ) ).toHaveText( THANK_YOU );
		await visitor.context().close();
	} );
} );

test.describe( 'Form AI', () => {
	useAiTestServer( test, {
		services: { ai_model_text: 'test-form' },
		features: { 'form-ai': true },
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'builds a form from a request; Undo restores it; the result saves valid @full', async ( {
		admin,
		editor,
		page,
		browser,
	} ) => {
		await admin.createNewPost( { title: 'Book a table' } );
		await insertFromInserter( page, 'Contact form' );
		const form = editor.canvas.locator(
			'[data-type="cairn/contact-form"]'
		);
		await expect( form.locator( '[data-type="cairn/field"]' ) ).toHaveCount(
			3
		);
		await editor.clickBlockToolbarButton( 'Form AI' );
		const panel = form.getByRole( 'group', { name: 'Form AI' } );
		await panel
			.getByLabel( 'Describe the form you want' )
			.fill( 'A booking request with the arrival date and guests' );
		await panel.getByRole( 'button', { name: 'Generate' } ).click();
		await expect(
			panel.getByText( 'Done: the form was replaced.' )
		).toBeVisible( { timeout: 20_000 } );
		await expect( form.locator( '[data-type="cairn/field"]' ) ).toHaveCount(
			5
		);
		await expect( form ).toContainText( 'Arrival date' );
		await expect(
			form.locator( '[data-type="cairn/button"]' )
		).toContainText( 'Request booking' );

		await panel.getByRole( 'button', { name: 'Try again' } ).click();
		await expect(
			panel.getByText( 'Done: the form was replaced.' )
		).toBeVisible( { timeout: 20_000 } );
		await expect( form.locator( '[data-type="cairn/field"]' ) ).toHaveCount(
			5
		);

		// Undo returns the form as it was before Form AI.
		await panel.getByRole( 'button', { name: 'Undo' } ).click();
		await expect( form.locator( '[data-type="cairn/field"]' ) ).toHaveCount(
			3
		);
		await expect( form ).not.toContainText( 'Arrival date' );

		await panel.getByRole( 'button', { name: 'Generate' } ).click();
		await expect( form ).toContainText( 'Arrival date', {
			timeout: 20_000,
		} );
		await panel.getByRole( 'button', { name: 'Close' } ).click();

		const postId = await editor.publishPost();
		await page.reload();
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/contact-form', isValid: true },
		] );
		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ postId }`
		);
		await expect(
			visitor.getByLabel( 'Arrival date (required)' )
		).toHaveAttribute( 'type', 'date' );
		await expect( visitor.getByLabel( 'Guests' ) ).toBeVisible();
		await expect(
			visitor.getByRole( 'button', { name: 'Request booking' } )
		).toBeVisible();
		await visitor.context().close();
	} );
} );
