/**
 * Nothing an editor wrote is lost by an AI action, in a real editor against
 * the local OpenAI-compatible test server: Ask AI Assistant keeps the block
 * it takes the place of (formatting and all) and Close, Discard and Undo put
 * it back; an assistant left unaccepted is named before publishing and its
 * text stays on the published page; a rewrite goes on when its block loses
 * the selection and one Ctrl+Z undoes all of it; a list item takes a typed
 * instruction; the form's own AI menu rewrites it and Ctrl+Z gives it back.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { RequestUtils } from './utils/test';
import { INVALID_WARNING, visitAsVisitor } from './utils/blocks';
import {
	readAi,
	setAi,
	setServices,
	startAiServer,
	type AiSetting,
	type OpenAiServer,
} from './utils/ai';

let server: OpenAiServer;
let originalAi: AiSetting | undefined;

const ASSISTANT = '[data-type="cairn/ai-assistant"]';
const PARAGRAPH = '[data-type="core/paragraph"]';
/** A paragraph with the formatting plain text would lose. */
const FORMATTED =
	'Owls <strong>hunt</strong> at <a href="https://example.org/owls">night</a>.';

/**
 * Points the site at one of the test server's models.
 *
 * @param requestUtils The request utils fixture.
 * @param model        The model.
 */
async function useModel( requestUtils: RequestUtils, model: string ) {
	await setServices(
		requestUtils,
		{
			ai_base_url: server.url,
			ai_model_text: model,
			ai_provider_text: 'openai',
		},
		server.key
	);
}

/**
 * Chooses an entry of the selected block's AI menu.
 *
 * @param page  The page.
 * @param entry The menu entry.
 */
async function chooseFromAiMenu( page: Page, entry: string ) {
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'AI Assistant' } )
		.click();
	await page.getByRole( 'menuitem', { name: entry } ).click();
}

/**
 * Clicks the editor's own Undo (the header's, as Ctrl+Z does).
 *
 * @param page The page.
 */
async function editorUndo( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Undo', exact: true } )
		.click();
}

test.describe( 'AI actions lose nothing', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		server = await startAiServer();
		originalAi = await readAi( requestUtils );
		await setAi( requestUtils, {
			enabled: true,
			free_limit: 10000,
			features: { 'ai-toolbar': true, 'ai-assistant': true },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( originalAi ) {
			await setAi( requestUtils, originalAi );
		}
		await setServices( requestUtils, {} );
		await server?.stop();
	} );

	test( 'Ask AI Assistant on a paragraph: Close, the editor’s Undo and Discard after an answer give the paragraph back with its formatting', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await useModel( requestUtils, 'test-model' );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: FORMATTED },
		} );
		const paragraph = editor.canvas.locator( PARAGRAPH );
		const assistant = editor.canvas.locator( ASSISTANT );
		const expectFormatted = async () => {
			await expect( assistant ).toHaveCount( 0 );
			await expect( paragraph ).toHaveText( 'Owls hunt at night.' );
			await expect( paragraph.locator( 'strong' ) ).toHaveText( 'hunt' );
			await expect( paragraph.locator( 'a' ) ).toHaveAttribute(
				'href',
				'https://example.org/owls'
			);
		};

		// Close.
		await paragraph.click();
		await chooseFromAiMenu( page, 'Ask AI Assistant' );
		await expect( assistant ).toBeVisible();
		await expect( paragraph ).toHaveCount( 0 );
		await assistant.getByRole( 'button', { name: 'Close' } ).click();
		await expectFormatted();

		// The editor's Undo: one step back is the paragraph.
		await paragraph.click();
		await chooseFromAiMenu( page, 'Ask AI Assistant' );
		await expect( assistant ).toBeVisible();
		await editorUndo( page );
		await expectFormatted();

		// Discard once an answer arrived.
		await paragraph.click();
		await chooseFromAiMenu( page, 'Ask AI Assistant' );
		const prompt = assistant.getByRole( 'textbox', {
			name: 'Ask Cairn AI',
		} );
		await prompt.fill( 'Make it about bats' );
		await prompt.press( 'Enter' );
		await expect(
			assistant.locator( '.wp-block-cairn-ai-assistant__content' )
		).toContainText( 'Echo:', { timeout: 20_000 } );
		await assistant
			.getByRole( 'button', { name: 'Discard' } )
			.click( { timeout: 20_000 } );
		await expectFormatted();
	} );

	test( 'Ask AI Assistant on a list and a heading: Undo gives the list back; left unaccepted, publishing names it and visitors still read the heading @full', async ( {
		admin,
		browser,
		editor,
		page,
		requestUtils,
	} ) => {
		await useModel( requestUtils, 'test-model' );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/list',
			innerBlocks: [
				{
					name: 'core/list-item',
					attributes: { content: '<em>Barn</em> owls' },
				},
				{ name: 'core/list-item', attributes: { content: 'Bats' } },
			],
		} );
		const list = editor.canvas.locator( '[data-type="core/list"]' );
		const assistant = editor.canvas.locator( ASSISTANT );
		// The list itself, not one of its items.
		await editor.selectBlocks( list );
		await chooseFromAiMenu( page, 'Ask AI Assistant' );
		await expect( assistant ).toBeVisible();
		await expect( list ).toHaveCount( 0 );
		await assistant.getByRole( 'button', { name: 'Undo' } ).click();
		await expect( assistant ).toHaveCount( 0 );
		await expect(
			list.locator( '[data-type="core/list-item"]' )
		).toHaveText( [ 'Barn owls', 'Bats' ] );
		await expect( list.locator( 'em' ) ).toHaveText( 'Barn' );

		await editor.insertBlock( {
			name: 'core/heading',
			attributes: { content: 'Owls at dusk', level: 2 },
		} );
		await editor.canvas.locator( '[data-type="core/heading"]' ).click();
		await chooseFromAiMenu( page, 'Ask AI Assistant' );
		await expect( assistant ).toBeVisible();

		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		const prePublish = page.locator( '.cairn-ai-unaccepted' );
		await expect( prePublish ).toContainText(
			'This post holds 1 AI Assistant block whose answer was not accepted.'
		);
		await page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		const link = page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'link', { name: 'View Post' } )
			.first();
		await expect( link ).toBeVisible();
		const visitor = await visitAsVisitor(
			browser,
			( await link.getAttribute( 'href' ) ) as string
		);
		await expect( visitor.locator( 'body' ) ).toContainText(
			'Owls at dusk'
		);
		await expect( visitor.locator( 'body' ) ).toContainText( 'Barn owls' );
		await visitor.context().close();
	} );

	test( 'a rewrite whose paragraph loses the selection finishes in the background, and one Ctrl+Z undoes all of it @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await useModel( requestUtils, 'test-steady' );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: FORMATTED },
		} );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Bats hunt too.' },
		} );
		const first = editor.canvas.locator( PARAGRAPH ).first();
		const second = editor.canvas.locator( PARAGRAPH ).nth( 1 );
		await editor.selectBlocks( first );
		await chooseFromAiMenu( page, 'Make longer' );
		await expect( first ).toContainText( 'steady2', { timeout: 20_000 } );

		// Another block takes the selection while the answer streams in.
		await editor.selectBlocks( second );
		await expect( page.locator( '.cairn-ai-toolbar__input' ) ).toHaveCount(
			0
		);
		await expect( first ).toContainText( 'steady30', { timeout: 20_000 } );
		await expect( second ).toHaveText( 'Bats hunt too.' );

		await page.keyboard.press( 'ControlOrMeta+z' );
		await expect( first ).toHaveText( 'Owls hunt at night.' );
		await expect( first.locator( 'strong' ) ).toHaveText( 'hunt' );
		await expect( second ).toHaveText( 'Bats hunt too.' );
	} );

	test( 'a list item: Ask AI Assistant takes a typed instruction, and one Ctrl+Z gives the item back @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await useModel( requestUtils, 'test-model' );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/list',
			innerBlocks: [
				{
					name: 'core/list-item',
					attributes: { content: '<em>Barn</em> owls' },
				},
				{ name: 'core/list-item', attributes: { content: 'Bats' } },
			],
		} );
		const items = editor.canvas.locator( '[data-type="core/list-item"]' );
		await items.first().click();
		await chooseFromAiMenu( page, 'Ask AI Assistant' );
		// The item stays an item: no assistant block takes its place.
		await expect( editor.canvas.locator( ASSISTANT ) ).toHaveCount( 0 );
		const input = page.locator( '.cairn-ai-toolbar__input' );
		await input
			.getByRole( 'textbox', { name: 'Ask AI to change it' } )
			.fill( 'Name a second owl' );
		await input.getByRole( 'button', { name: 'Send' } ).click();
		await expect( items.first() ).toContainText( 'Name a second owl', {
			timeout: 20_000,
		} );
		await expect(
			input.getByRole( 'button', { name: 'Undo' } )
		).toBeVisible( { timeout: 20_000 } );
		await expect( items.nth( 1 ) ).toHaveText( 'Bats' );

		await items.first().click();
		await page.keyboard.press( 'ControlOrMeta+z' );
		await expect( items ).toHaveText( [ 'Barn owls', 'Bats' ] );
		await expect( items.first().locator( 'em' ) ).toHaveText( 'Barn' );
	} );

	test( 'the form: its AI menu offers Ask, spelling, tone and language; a rewrite replaces the fields and one Ctrl+Z gives them back @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await useModel( requestUtils, 'test-form' );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'cairn/contact-form',
			innerBlocks: [
				{
					name: 'cairn/field',
					attributes: { type: 'name', label: 'Your naem' },
				},
				{ name: 'cairn/field', attributes: { type: 'email' } },
			],
		} );
		const form = editor.canvas.locator(
			'[data-type="cairn/contact-form"]'
		);
		const fields = form.locator( '[data-type="cairn/field"]' );
		await expect( fields ).toHaveCount( 2 );
		await editor.selectBlocks( form );
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'AI Assistant' } )
			.click();
		for ( const entry of [
			'Ask AI Assistant',
			'Correct spelling and grammar',
			'Change tone',
			'Change language',
		] ) {
			await expect(
				page.getByRole( 'menuitem', { name: entry } )
			).toBeVisible();
		}
		await page
			.getByRole( 'menuitem', { name: 'Correct spelling and grammar' } )
			.click();
		await expect( fields ).toHaveCount( 5, { timeout: 20_000 } );
		await expect( form ).toContainText( 'Arrival date' );

		await editor.selectBlocks( form );
		await page.keyboard.press( 'ControlOrMeta+z' );
		await expect( fields ).toHaveCount( 2 );
		await expect( form ).toContainText( 'Your naem' );
		await expect( form ).not.toContainText( 'Arrival date' );

		await editor.saveDraft();
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
	} );
} );
