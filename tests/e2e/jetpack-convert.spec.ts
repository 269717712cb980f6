/**
 * Coming from Jetpack: a post made with Jetpack's blocks (the fixtures of
 * tests/fixtures/jetpack) opens with Jetpack absent; "Convert all" turns
 * them into valid Cairn blocks in one undoable step; after saving and
 * reloading every block is valid, and a visitor reads what Jetpack showed.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * WordPress dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { Editor } from './utils/test';
import { INVALID_WARNING, visitAsVisitor } from './utils/blocks';

const FIXTURES = path.join( __dirname, '..', 'fixtures', 'jetpack' );

/*
 * The fixtures of Jetpack's blocks. Videos are left out here: core video
 * blocks that Jetpack saved as VideoPress embeds open as invalid core blocks
 * rather than unsupported ones. The PHP tests convert both kinds, and
 * jetpack-converted-open.spec.ts opens every converted fixture, videos
 * included.
 */
const isEditorFixture = ( file: string ) => /^jetpack__/.test( file );

/** Every Jetpack fixture, one after the other, as one post. */
const content = fs
	.readdirSync( FIXTURES )
	.filter(
		( file ) =>
			isEditorFixture( file ) &&
			file.endsWith( '.html' ) &&
			! file.endsWith( '.converted.html' )
	)
	.sort()
	.map( ( file ) => fs.readFileSync( path.join( FIXTURES, file ), 'utf8' ) )
	.join( '\n\n' );

/** The Jetpack blocks the converter leaves (in the converted fixtures). */
const leftByConverter = fs
	.readdirSync( FIXTURES )
	.filter(
		( file ) =>
			isEditorFixture( file ) && file.endsWith( '.converted.html' )
	)
	.flatMap( ( file ) =>
		[
			...fs
				.readFileSync( path.join( FIXTURES, file ), 'utf8' )
				.matchAll( /<!-- wp:((?:jetpack|videopress)\/[a-z0-9-]+)/g ),
		].map( ( match ) => match[ 1 ] )
	)
	.sort();

/** Lines a visitor must read, from the fixtures' `.text.txt` files. */
const visitorText = fs
	.readdirSync( FIXTURES )
	.filter(
		( file ) => isEditorFixture( file ) && file.endsWith( '.text.txt' )
	)
	.flatMap( ( file ) =>
		fs.readFileSync( path.join( FIXTURES, file ), 'utf8' ).split( '\n' )
	)
	.map( ( line ) => line.trim() )
	.filter( Boolean );

/**
 * Text as compared: spaces folded, and the theme's curly quotes (WordPress
 * curls them on display) straight.
 *
 * @param text Text.
 * @return The text.
 */
function plain( text: string ) {
	return text
		.replace( /\s+/g, ' ' )
		.replace( /[\u2018\u2019]/g, "'" )
		.replace( /[\u201c\u201d]/g, '"' );
}

/**
 * An editor notice or snackbar with a text (not its copy in the live region
 * that screen readers hear).
 *
 * @param page The editor page.
 * @param text The notice's text.
 * @return The notice.
 */
function noticeWith( page: Page, text: string ) {
	return page
		.locator( '.components-notice, .components-snackbar' )
		.filter( { hasText: text } );
}

/**
 * Every block of the post, nested ones too, with its validity and, for
 * core's placeholder of an unknown block, the name it stands for.
 *
 * @param editor The editor fixture.
 * @return The blocks.
 */
async function allBlocks( editor: Editor ) {
	await editor.page.waitForFunction(
		() =>
			// `wp` is the editor's global; it has no type declarations here.
			( window as unknown as { wp?: any } ).wp?.data
				?.select( 'core/block-editor' )
				.getBlocks().length > 0
	);
	return editor.page.evaluate( () => {
		type Item = {
			name: string;
			isValid: boolean;
			attributes: { originalName?: string };
			innerBlocks: Item[];
		};
		type Flat = { name: string; isValid: boolean; nested: boolean };
		const flat = ( blocks: Item[], inMissing: boolean ): Flat[] =>
			blocks.flatMap( ( block ) => [
				{
					name:
						block.name === 'core/missing'
							? `missing:${ block.attributes.originalName }`
							: block.name,
					isValid: block.isValid,
					// Inside a block the editor cannot show either.
					nested: inMissing,
				},
				...flat(
					block.innerBlocks,
					inMissing || block.name === 'core/missing'
				),
			] );
		// `wp` is the editor's global; it has no type declarations here.
		const { data } = ( window as unknown as { wp: any } ).wp;
		return flat( data.select( 'core/block-editor' ).getBlocks(), false );
	} );
}

/** Every converted fixture, as the converter saved it, as one post. */
const convertedContent = fs
	.readdirSync( FIXTURES )
	.filter(
		( file ) =>
			isEditorFixture( file ) && file.endsWith( '.converted.html' )
	)
	.sort()
	.map( ( file ) => fs.readFileSync( path.join( FIXTURES, file ), 'utf8' ) )
	.join( '\n\n' );

test.describe( 'Converting from Jetpack', () => {
	test( 'a converted post opens as it was saved: every block valid, none added, none migrated @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		// Every converted fixture's block mounts in one editor: slow on a
		// busy machine.
		test.slow();
		const post = await requestUtils.createPost( {
			title: 'Converted from Jetpack',
			content: convertedContent,
			status: 'draft',
			date_gmt: new Date().toISOString(),
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/users/me',
			data: { meta: { cairn_donation_warning_dismissed: true } },
		} );
		await admin.editPost( post.id );
		await allBlocks( editor );
		// Each block's editor mounts (an inner-block template would add its
		// blocks then): show them all, and wait until none is loading.
		const shown = editor.canvas.locator( '[data-block]' );
		for ( let index = 0; index < ( await shown.count() ); index++ ) {
			await shown.nth( index ).scrollIntoViewIfNeeded();
		}
		await expect(
			editor.canvas.locator( '.cairn-block-loading' )
		).toHaveCount( 0 );
		await expect( page.getByText( INVALID_WARNING ) ).toHaveCount( 0 );

		// The blocks the editor holds are the blocks saved, in order.
		const tree = await page.evaluate( ( raw ) => {
			type Parsed = { blockName: string | null; innerBlocks: Parsed[] };
			type Item = {
				name: string;
				attributes: { originalName?: string };
				innerBlocks: Item[];
			};
			// `wp` is the editor's global; it has no type declarations here.
			const { wp } = window as unknown as { wp: any };
			const saved = ( blocks: Parsed[] ): string[] =>
				blocks
					.filter( ( block ) => block.blockName )
					.flatMap( ( block ) => [
						block.blockName as string,
						...saved( block.innerBlocks ),
					] );
			const opened = ( blocks: Item[] ): string[] =>
				blocks.flatMap( ( block ) =>
					block.name === 'core/missing'
						? [ block.attributes.originalName as string ]
						: [ block.name, ...opened( block.innerBlocks ) ]
				);
			return {
				saved: saved( wp.blockSerializationDefaultParser.parse( raw ) ),
				opened: opened(
					wp.data.select( 'core/block-editor' ).getBlocks()
				),
				dirty: wp.data.select( 'core/editor' ).isEditedPostDirty(),
			};
		}, convertedContent );
		expect( tree.opened ).toEqual( tree.saved );
		expect( tree.dirty ).toBe( false );
	} );

	test( 'converts all of a post’s Jetpack blocks at once, undoably, into valid Cairn blocks that visitors read as before', async ( {
		admin,
		editor,
		page,
		requestUtils,
		browser,
	} ) => {
		// One conversion request per block, then every block's editor and a
		// visitor's page: slow on a busy machine.
		test.slow();
		const post = await requestUtils.createPost( {
			title: 'Made with Jetpack',
			content,
			status: 'draft',
			date_gmt: new Date().toISOString(),
		} );
		// The converted donations block's first-time modal has been seen.
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/users/me',
			data: { meta: { cairn_donation_warning_dismissed: true } },
		} );
		await admin.editPost( post.id );

		const before = await allBlocks( editor );
		const missing = before.filter(
			( block ) =>
				/^missing:(jetpack|videopress)\//.test( block.name ) &&
				! block.nested
		);
		expect( missing.length ).toBeGreaterThan( 5 );

		const notice = noticeWith(
			page,
			`This post has ${ missing.length } blocks made with Jetpack, which is not active.`
		);
		await expect( notice ).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Convert all to Cairn blocks' } )
			.click();
		// The editor converts the blocks one request after another (65 of
		// them): the notice comes when the last one is back.
		await expect(
			noticeWith(
				page,
				`${ missing.length - 1 } Jetpack blocks converted to Cairn blocks.`
			)
		).toBeVisible( { timeout: 60_000 } );
		await expect(
			noticeWith(
				page,
				'1 Jetpack block has no Cairn counterpart and stays as it is.'
			)
		).toBeVisible();
		await expect( notice ).toBeHidden();

		const after = await allBlocks( editor );
		// What stays is what the converter leaves in the fixtures.
		expect(
			after
				.filter( ( block ) => block.name.startsWith( 'missing:' ) )
				.map( ( block ) => block.name.replace( 'missing:', '' ) )
				.sort()
		).toEqual( leftByConverter );
		expect(
			after.filter(
				( block ) =>
					block.name.startsWith( 'cairn/' ) && ! block.isValid
			)
		).toEqual( [] );
		expect(
			after.filter(
				( block ) => block.name.startsWith( 'cairn/' ) && ! block.nested
			).length
		).toBeGreaterThanOrEqual( missing.length - 1 );

		// One Undo brings every Jetpack block back; Redo converts them again.
		await page.getByRole( 'button', { name: 'Undo', exact: true } ).click();
		expect( await allBlocks( editor ) ).toEqual( before );
		await page.getByRole( 'button', { name: 'Redo', exact: true } ).click();
		expect( await allBlocks( editor ) ).toEqual( after );

		await editor.publishPost();
		await page.reload();
		await expect( page.getByText( INVALID_WARNING ) ).toHaveCount( 0 );
		expect( await allBlocks( editor ) ).toEqual( after );

		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ post.id }`
		);
		const text = plain( await visitor.locator( 'body' ).innerText() );
		for ( const line of visitorText ) {
			expect( text ).toContain( plain( line ) );
		}
		await visitor.context().close();
	} );

	test( 'converts one block from its own button @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'One Jetpack block',
			content: fs.readFileSync(
				path.join( FIXTURES, 'jetpack__markdown.html' ),
				'utf8'
			),
			status: 'draft',
			date_gmt: new Date().toISOString(),
		} );
		await admin.editPost( post.id );
		// One block: no notice for the whole post.
		await expect(
			noticeWith( page, 'made with Jetpack, which is not active' )
		).toHaveCount( 0 );
		await editor.canvas
			.getByRole( 'button', { name: 'Convert to Cairn block' } )
			.click();
		await expect(
			noticeWith( page, '1 Jetpack block converted to a Cairn block.' )
		).toBeVisible();
		expect( await allBlocks( editor ) ).toEqual( [
			{ name: 'cairn/markdown', isValid: true, nested: false },
		] );
		const [ markdown ] = await editor.getBlocks();
		expect( markdown.attributes.source ).toContain( '## Opening soon' );
	} );

	test( 'converts the whole site from Tools, with a check first, a progress bar and a report per post', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const markdown = fs.readFileSync(
			path.join( FIXTURES, 'jetpack__markdown.html' ),
			'utf8'
		);
		const posts = await Promise.all(
			[ 'First Jetpack post', 'Second Jetpack post' ].map( ( title ) =>
				requestUtils.createPost( {
					title,
					content: markdown,
					status: 'publish',
					date_gmt: new Date().toISOString(),
				} )
			)
		);
		// Jetpack's Instagram gallery holds the token of Jetpack's connection,
		// which no post may keep.
		const instagram = await requestUtils.createPost( {
			title: 'Jetpack Instagram gallery',
			content: fs.readFileSync(
				path.join( FIXTURES, 'jetpack__instagram-gallery.html' ),
				'utf8'
			),
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		// A Jetpack block Cairn has no block for: the post keeps it, so the
		// site still has one to look at when the conversion runs again.
		await requestUtils.createPost( {
			title: 'Jetpack block without a Cairn one',
			content:
				'<!-- wp:jetpack/some-block-cairn-lacks {"foo":"bar"} /-->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		await admin.visitAdminPage( 'tools.php', 'page=cairn-convert-jetpack' );
		await expect(
			page.getByRole( 'heading', { name: 'Convert from Jetpack' } )
		).toBeVisible();
		await expect(
			page.getByText( /hold blocks made with Jetpack\./ )
		).toBeVisible();

		// A check saves nothing.
		await page
			.getByRole( 'button', { name: 'Check without saving' } )
			.click();
		await expect( page.getByRole( 'status' ) ).toContainText( 'Done.' );
		for ( const { id } of posts ) {
			await expect(
				page.getByRole( 'row' ).filter( {
					has: page.locator( `a[href*="post=${ id }"]` ),
				} )
			).toContainText( 'Not saved (check only)' );
		}
		const unchanged = await requestUtils.rest< {
			content: { raw: string };
		} >( { path: `/wp/v2/posts/${ posts[ 0 ].id }?context=edit` } );
		expect( unchanged.content.raw ).toContain( 'wp:jetpack/markdown' );

		await page.getByRole( 'button', { name: 'Convert all posts' } ).click();
		await expect( page.getByRole( 'status' ) ).toContainText( 'Done.' );
		await expect( page.getByRole( 'progressbar' ) ).toBeVisible();
		for ( const { id } of posts ) {
			const row = page
				.getByRole( 'row' )
				.filter( { has: page.locator( `a[href*="post=${ id }"]` ) } );
			await expect( row ).toContainText( 'jetpack/markdown × 1' );
			await expect( row ).toContainText( 'Saved' );
			const saved = await requestUtils.rest< {
				content: { raw: string };
			} >( { path: `/wp/v2/posts/${ id }?context=edit` } );
			expect( saved.content.raw ).toContain( 'wp:cairn/markdown' );
		}

		// The token is gone, and the report says so and what to do.
		await expect(
			page.getByRole( 'row' ).filter( {
				has: page.locator( `a[href*="post=${ instagram.id }"]` ),
			} )
		).toContainText(
			'jetpack/instagram-gallery: accessToken (credential)'
		);
		await expect(
			page.getByRole( 'listitem' ).filter( {
				hasText:
					'The Instagram access token that Jetpack saved in an Instagram gallery block was removed from the post: connect Instagram again from the block',
			} )
		).toBeVisible();
		// Until it is connected again, visitors see a link to the profile:
		// the report says what brings the gallery back.
		await expect(
			page.getByRole( 'row' ).filter( {
				has: page.locator( `a[href*="post=${ instagram.id }"]` ),
			} )
		).toContainText(
			'jetpack/instagram-gallery: Set up Cairn’s Instagram app under Settings → Cairn → Services'
		);
		const gallery = await requestUtils.rest< {
			content: { raw: string };
		} >( { path: `/wp/v2/posts/${ instagram.id }?context=edit` } );
		expect( gallery.content.raw ).toContain( 'wp:cairn/instagram-gallery' );
		expect( gallery.content.raw ).not.toContain( 'accessToken' );

		// Run again: nothing left to change.
		await page.reload();
		await page.getByRole( 'button', { name: 'Convert all posts' } ).click();
		await expect( page.getByRole( 'status' ) ).toContainText( 'Done.' );
		for ( const { id } of posts ) {
			await expect(
				page.locator( `a[href*="post=${ id }"]` )
			).toHaveCount( 0 );
		}
	} );
} );
