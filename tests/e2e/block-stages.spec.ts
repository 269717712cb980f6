/**
 * Block stages: what is in beta (the AI toolbar's list transforms) is not
 * offered until Settings → Cairn → Blocks allows beta, then carries '(beta)'
 * after its label. Blocks themselves are all in production: the inserter
 * test (inserter.spec.ts) finds each of them on a fresh site.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { Admin, Editor } from './utils/test';
import { useAiTestServer } from './utils/ai';
import { allowBlockStages } from './utils/blocks';

/**
 * Opens a new post holding a two-item list, selects the list itself and
 * opens its AI menu.
 *
 * @param admin  The admin fixture.
 * @param editor The editor fixture.
 * @param page   The page.
 */
async function openListAiMenu( admin: Admin, editor: Editor, page: Page ) {
	await admin.createNewPost();
	await editor.insertBlock( {
		name: 'core/list',
		innerBlocks: [
			{ name: 'core/list-item', attributes: { content: 'Owls' } },
			{ name: 'core/list-item', attributes: { content: 'Bats' } },
		],
	} );
	await editor.selectBlocks(
		editor.canvas.locator( '[data-type="core/list"]' )
	);
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'AI Assistant' } )
		.click();
	// The menu is there once its first entry is.
	await expect(
		page.getByRole( 'menuitem', { name: 'Ask AI Assistant' } )
	).toBeVisible();
}

test.describe( 'Block stages', () => {
	useAiTestServer( test, {
		services: { ai_model_text: 'test-model' },
		features: { 'ai-toolbar': true },
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await allowBlockStages( requestUtils, '' );
		await requestUtils.deleteAllPosts();
	} );

	test( 'beta actions appear, marked (beta), only once the site allows beta @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await allowBlockStages( requestUtils, '' );
		await openListAiMenu( admin, editor, page );
		await expect(
			page.getByRole( 'menuitem', { name: /Turn list into a table/ } )
		).toHaveCount( 0 );
		await page.keyboard.press( 'Escape' );

		// The owner allows beta in Settings → Cairn → Blocks.
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		await page
			.locator( '#cairn-blocks' )
			.getByLabel( 'Blocks to offer' )
			.selectOption( 'beta' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();

		await openListAiMenu( admin, editor, page );
		await expect(
			page.getByRole( 'menuitem', {
				name: 'Turn list into a table (beta)',
				exact: true,
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'menuitem', {
				name: 'Write a post from this list (beta)',
				exact: true,
			} )
		).toBeVisible();
	} );
} );
