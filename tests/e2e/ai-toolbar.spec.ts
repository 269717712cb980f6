/**
 * The AI toolbar on text blocks against the local OpenAI-compatible test
 * server: an action streams its answer into the block, Try again and Undo
 * work, the post saves and reloads valid, lists get their items rewritten,
 * and switching the feature off removes the toolbar.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { Editor } from './utils/test';
import { INVALID_WARNING } from './utils/blocks';
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

/**
 * Opens the AI menu of the selected block.
 *
 * @param page The page.
 */
async function openAiMenu( page: Page ) {
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'AI Assistant' } )
		.click();
}

/**
 * Chooses an action from the AI menu and prints how long the first streamed
 * character took to reach the block.
 *
 * @param page    The page.
 * @param block   The block's locator.
 * @param action  The menu entry.
 * @param context What is printed with the figure.
 */
async function chooseAndTime(
	page: Page,
	block: ReturnType< Editor[ 'canvas' ][ 'locator' ] >,
	action: string,
	context: string
) {
	await openAiMenu( page );
	const started = Date.now();
	await page.getByRole( 'menuitem', { name: action } ).click();
	await expect( block ).toContainText( 'Echo', { timeout: 20_000 } );

	console.log(
		`[ai-toolbar] ${ context }: first streamed text after ${
			Date.now() - started
		} ms`
	);
}

test.describe( 'AI toolbar', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		server = await startAiServer();
		originalAi = await readAi( requestUtils );
		await setServices(
			requestUtils,
			{
				ai_base_url: server.url,
				ai_model_text: 'test-model',
				ai_provider_text: 'openai',
			},
			server.key
		);
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

	test( 'a paragraph: Make longer streams in, Try again, Undo, save, reload valid', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Owls hunt at night.' },
		} );
		const paragraph = editor.canvas.locator(
			'[data-type="core/paragraph"]'
		);
		await paragraph.click();
		await chooseAndTime( page, paragraph, 'Make longer', 'paragraph' );
		const input = page.locator( '.cairn-ai-toolbar__input' );
		await expect(
			input.getByRole( 'button', { name: 'Try again' } )
		).toBeVisible( {
			timeout: 20_000,
		} );

		await input.getByRole( 'button', { name: 'Try again' } ).click();
		await expect(
			input.getByRole( 'button', { name: 'Undo' } )
		).toBeVisible( {
			timeout: 20_000,
		} );
		await expect( paragraph ).toContainText( 'Echo' );

		await input.getByRole( 'button', { name: 'Undo' } ).click();
		await expect( paragraph ).toHaveText( 'Owls hunt at night.' );
		await expect( input ).toHaveCount( 0 );

		await paragraph.click();
		await chooseAndTime(
			page,
			paragraph,
			'Make longer',
			'paragraph again'
		);
		await expect(
			input.getByRole( 'button', { name: 'Close' } )
		).toBeVisible();
		await expect(
			input.getByRole( 'button', { name: 'Try again' } )
		).toBeVisible( {
			timeout: 20_000,
		} );
		await input.getByRole( 'button', { name: 'Close' } ).click();
		// Text without the answer's line breaks, as toHaveText compares.
		const saved = ( await paragraph.textContent() ) ?? '';

		await editor.saveDraft();
		await page.reload();
		const reloaded = editor.canvas.locator(
			'[data-type="core/paragraph"]'
		);
		await expect( reloaded ).toHaveText( saved );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
	} );

	test( 'a list: its items are rewritten from the streamed answer @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/list',
			innerBlocks: [
				{ name: 'core/list-item', attributes: { content: 'Owls' } },
				{ name: 'core/list-item', attributes: { content: 'Bats' } },
			],
		} );
		const list = editor.canvas.locator( '[data-type="core/list"]' );
		// Select the list itself, not an item.
		await editor.canvas
			.locator( '[data-type="core/list-item"]' )
			.first()
			.click();
		await page.keyboard.press( 'Escape' );
		await editor.selectBlocks( list );
		await chooseAndTime( page, list, 'Make shorter', 'list' );
		const input = page.locator( '.cairn-ai-toolbar__input' );
		await expect(
			input.getByRole( 'button', { name: 'Undo' } )
		).toBeVisible( {
			timeout: 20_000,
		} );
		await expect(
			list.locator( '[data-type="core/list-item"]' ).first()
		).toBeVisible();

		await input.getByRole( 'button', { name: 'Undo' } ).click();
		await expect(
			list.locator( '[data-type="core/list-item"]' )
		).toHaveText( [ 'Owls', 'Bats' ] );

		await editor.saveDraft();
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
	} );

	test( 'a heading and a list item: their own menus, streamed in, Undo restores them exactly @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/heading',
			attributes: { content: 'Owls <em>at</em> night', level: 2 },
		} );
		const heading = editor.canvas.locator( '[data-type="core/heading"]' );
		await heading.click();
		await openAiMenu( page );
		// A heading has the four shared actions, not the paragraph's.
		await expect(
			page.getByRole( 'menuitem', { name: 'Make longer' } )
		).toHaveCount( 0 );
		await page.keyboard.press( 'Escape' );
		await chooseAndTime(
			page,
			heading,
			'Correct spelling and grammar',
			'heading'
		);
		const input = page.locator( '.cairn-ai-toolbar__input' );
		await input
			.getByRole( 'button', { name: 'Undo' } )
			.click( { timeout: 20_000 } );
		await expect( heading ).toHaveText( 'Owls at night' );
		await expect( heading.locator( 'em' ) ).toHaveText( 'at' );

		await editor.insertBlock( {
			name: 'core/list',
			innerBlocks: [
				{ name: 'core/list-item', attributes: { content: 'Moths' } },
				{ name: 'core/list-item', attributes: { content: 'Bats' } },
			],
		} );
		const item = editor.canvas
			.locator( '[data-type="core/list-item"]' )
			.first();
		await item.click();
		await chooseAndTime( page, item, 'Make longer', 'list item' );
		await expect(
			editor.canvas.locator( '[data-type="core/list-item"]' ).nth( 1 )
		).toHaveText( 'Bats' );
		await input
			.getByRole( 'button', { name: 'Undo' } )
			.click( { timeout: 20_000 } );
		await expect(
			editor.canvas.locator( '[data-type="core/list-item"]' )
		).toHaveText( [ 'Moths', 'Bats' ] );

		await editor.saveDraft();
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
	} );

	test( 'switching the feature off removes the toolbar @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await setAi( requestUtils, {
			enabled: true,
			features: { 'ai-toolbar': false, 'ai-assistant': true },
		} );
		try {
			await admin.createNewPost();
			await editor.insertBlock( {
				name: 'core/paragraph',
				attributes: { content: 'Owls hunt at night.' },
			} );
			await editor.canvas
				.locator( '[data-type="core/paragraph"]' )
				.click();
			const tools = page.getByRole( 'toolbar', { name: 'Block tools' } );
			await expect( tools ).toBeVisible();
			await expect(
				tools.getByRole( 'button', { name: 'AI Assistant' } )
			).toHaveCount( 0 );
		} finally {
			await setAi( requestUtils, {
				enabled: true,
				features: { 'ai-toolbar': true },
			} );
		}
	} );
} );
