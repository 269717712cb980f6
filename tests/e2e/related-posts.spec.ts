/**
 * Related posts block: with the module off the block offers to switch it
 * on; then the preview shows the posts that share a tag with this one, the
 * list layout with thumbnails is chosen, the post is saved valid, and a
 * visitor sees the related posts rendered by the server, with no script.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';
import { removeTestImage, writeTestImage } from './utils/media';

/** Posts that share the tag, with and without a featured image. */
const RELATED = [ 'Sleeper cabins compared', 'Timetables across the Alps' ];

test.describe( 'Related posts block', () => {
	let draftId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/cairn/v1/module/related-posts/active',
			data: { active: false },
		} );
		const tag = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/tags',
			data: { name: `night-trains-${ Date.now() }` },
		} );
		const file = writeTestImage( 'related-thumbnail' );
		const media = await requestUtils.uploadMedia( file );
		removeTestImage( file );
		for ( const [ index, title ] of RELATED.entries() ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title,
					content:
						'<!-- wp:paragraph --><p>Rail.</p><!-- /wp:paragraph -->',
					status: 'publish',
					tags: [ tag.id ],
					featured_media: index === 0 ? media.id : 0,
				},
			} );
		}
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Unrelated gardening notes', status: 'draft' },
		} );
		const draft = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Night trains of Europe',
				status: 'draft',
				tags: [ tag.id ],
			},
		} );
		draftId = draft.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/cairn/v1/module/related-posts/active',
			data: { active: false },
		} );
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllMedia();
	} );

	test( 'switches Related Posts on, previews the related posts, saves a list with thumbnails valid and shows it to visitors', async ( {
		admin,
		editor,
		page,
		browser,
	} ) => {
		await admin.editPost( draftId );
		await insertFromInserter( page, 'Related posts' );
		const block = editor.canvas.locator(
			'[data-type="cairn/related-posts"]'
		);
		await block
			.getByRole( 'button', { name: 'Activate Related Posts' } )
			.click();

		// The preview: the two posts sharing the tag, then a placeholder.
		for ( const title of RELATED ) {
			await expect(
				block.getByRole( 'link', { name: title } )
			).toBeVisible();
		}
		await expect(
			block.getByText(
				"Preview unavailable: you haven't published enough posts with similar content."
			)
		).toHaveCount( 1 );
		await expect(
			block.getByText( 'Unrelated gardening notes' )
		).toHaveCount( 0 );

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await sidebar.getByRole( 'radio', { name: 'List' } ).check();
		await sidebar
			.getByRole( 'checkbox', { name: 'Display thumbnail' } )
			.check();
		await sidebar
			.getByRole( 'checkbox', { name: 'Display author' } )
			.check();
		await expect( block ).toHaveClass( /is-layout-list/ );
		await expect( block.locator( 'img' ) ).toHaveCount( 1 );

		await editor.publishPost();
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/related-posts', isValid: true },
		] );

		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ draftId }`
		);
		const list = visitor.getByRole( 'navigation', {
			name: 'Related posts',
		} );
		await expect( list ).toHaveClass( /is-layout-list/ );
		await expect( list.getByRole( 'listitem' ) ).toHaveCount( 2 );
		for ( const title of RELATED ) {
			await expect(
				list.getByRole( 'link', { name: title } )
			).toHaveAttribute( 'href', /^http/ );
		}
		await expect( list.locator( 'img[loading="lazy"]' ) ).toHaveCount( 1 );
		await expect( list.getByText( /^By / ) ).toHaveCount( 2 );
		// Rendered by the server: no script of the block's own.
		await expect(
			visitor.locator( 'script[src*="related-posts"]' )
		).toHaveCount( 0 );
		await visitor.context().close();
	} );
} );
