/**
 * Block stages: a beta block stays out of the inserter until Settings →
 * Cairn → Blocks allows beta blocks, then carries '(beta)' after its title;
 * a post that already holds it keeps rendering whatever the setting.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { allowBlockStages, visitAsVisitor } from './utils/blocks';

const MARKUP =
	'<!-- wp:cairn/contact-info --><div class="wp-block-cairn-contact-info"><!-- wp:cairn/email {"email":"hello@example.com"} --><div class="wp-block-cairn-email"><a href="mailto:hello@example.com">hello@example.com</a></div><!-- /wp:cairn/email --></div><!-- /wp:cairn/contact-info -->';

test.describe( 'Block stages', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await allowBlockStages( requestUtils, '' );
		await requestUtils.deleteAllPosts();
	} );

	test( 'beta blocks appear, marked (beta), only once the site allows them; posts keep them either way', async ( {
		admin,
		page,
		requestUtils,
		browser,
	} ) => {
		await allowBlockStages( requestUtils, '' );
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Reach us', content: MARKUP, status: 'publish' },
		} );

		// Stable blocks only: the inserter does not offer it.
		await admin.createNewPost();
		const inserter = page
			.getByRole( 'toolbar', { name: 'Document tools' } )
			.getByRole( 'button', { name: 'Block Inserter', exact: true } );
		await inserter.click();
		const search = page.getByRole( 'searchbox', { name: /Search/ } );
		await search.fill( 'Contact info' );
		await expect(
			page.getByRole( 'option', { name: /^Contact info/ } )
		).toHaveCount( 0 );

		// A visitor still sees the block the post holds.
		const visitor = await visitAsVisitor( browser, post.link );
		await expect(
			visitor.getByRole( 'link', { name: 'hello@example.com' } )
		).toBeVisible();
		await visitor.context().close();

		// The owner allows beta blocks in Settings → Cairn → Blocks.
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		await page
			.locator( '#cairn-blocks' )
			.getByLabel( 'Blocks to offer' )
			.selectOption( 'beta' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();

		await admin.createNewPost();
		await inserter.click();
		await search.fill( 'Contact info' );
		await expect(
			page.getByRole( 'option', {
				name: 'Contact info (beta)',
				exact: true,
			} )
		).toBeVisible();
	} );
} );
