/**
 * Tiled gallery: inserted from the inserter, three images uploaded through
 * the placeholder, one moved and one removed, columns and a filter chosen;
 * published, valid when reopened, and shown to visitors with the images and
 * no script of Cairn's. A second test checks that a phone downloads the
 * smaller sizes WordPress made, not the originals.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	blockValidity,
	INVALID_WARNING,
	insertFromInserter,
	visitAsVisitor,
} from './utils/blocks';
import {
	phoneDownloads,
	removeTestImage,
	uploadPhoto,
	writeTestImage,
	type UploadedPhoto,
} from './utils/media';

let files: string[] = [];

test.describe( 'Tiled gallery', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		files = [ 'cairn-tg-one', 'cairn-tg-two', 'cairn-tg-three' ].map(
			writeTestImage
		);
		// On a fresh site the uploads are the first of the month: parallel
		// uploads then race to create its folder (wp_mkdir_p fails for the
		// loser, 'Unable to create directory'). One upload first makes it.
		const first = writeTestImage( 'cairn-tg-folder' );
		await requestUtils.uploadMedia( first );
		removeTestImage( first );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllMedia();
		files.forEach( removeTestImage );
	} );

	test( 'uploads, reorders, removes, sets columns and a filter, and shows visitors the images without a script', async ( {
		admin,
		editor,
		page,
		browser,
	} ) => {
		await admin.createNewPost( { title: 'Tiled gallery' } );
		await insertFromInserter( page, 'Tiled gallery' );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Tiled gallery',
		} );
		await expect( block.getByText( 'Tiled gallery' ) ).toBeVisible();

		await expect(
			block.getByRole( 'button', { name: 'Upload an image' } )
		).toBeVisible();
		// Upload three images at once through the placeholder's file input.
		await block.locator( 'input[type="file"]' ).setInputFiles( files );
		const images = block.locator( 'img' );
		await expect( images ).toHaveCount( 3 );
		// Each upload first shows a blob: preview, then the attachment.
		await expect( block.locator( 'img[src^="blob:"]' ) ).toHaveCount( 0, {
			timeout: 20_000,
		} );
		const sources = async () =>
			( await images.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => ( node as HTMLImageElement ).src )
			) ) as string[];
		const order = await sources();
		expect( order ).toEqual( [
			expect.stringContaining( 'cairn-tg-one' ),
			expect.stringContaining( 'cairn-tg-two' ),
			expect.stringContaining( 'cairn-tg-three' ),
		] );

		// Move the first image forward: it swaps with the second.
		await block
			.getByRole( 'button', { name: 'Image 1 of 3 in gallery' } )
			.click();
		await expect(
			block.getByRole( 'button', { name: 'Move image backward' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await block
			.getByRole( 'button', { name: 'Move image forward' } )
			.click();
		await expect
			.poll( sources )
			.toEqual( [ order[ 1 ], order[ 0 ], order[ 2 ] ] );

		// Remove the last image.
		await block
			.getByRole( 'button', { name: 'Image 3 of 3 in gallery' } )
			.click();
		await block.getByRole( 'button', { name: 'Remove image' } ).click();
		await expect( images ).toHaveCount( 2 );
		await expect(
			block.getByRole( 'button', { name: 'Remove image' } )
		).toHaveCount( 0 );

		// One column (of at most two, the images left), then the sepia filter.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const columns = settings.getByRole( 'spinbutton', {
			name: 'Columns',
		} );
		await expect( columns ).toHaveAttribute( 'max', '2' );
		await columns.fill( '1' );
		await expect(
			block.locator( '.wp-block-cairn-tiled-gallery__row' )
		).toHaveCount( 2 );
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Pick an image filter' } )
			.click();
		await page.getByRole( 'menuitemradio', { name: 'Sepia' } ).click();
		await expect( block ).toHaveClass( /has-filter-sepia/ );

		const postId = await editor.publishPost();
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/tiled-gallery', isValid: true },
		] );

		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ postId }`
		);
		const gallery = visitor.locator( '.wp-block-cairn-tiled-gallery' );
		await expect( gallery ).toHaveClass( /is-style-rectangular/ );
		await expect( gallery ).toHaveClass( /has-filter-sepia/ );
		const shown = gallery.locator( 'img' );
		await expect( shown ).toHaveCount( 2 );
		await expect( shown.first() ).toHaveAttribute( 'src', /cairn-tg-two/ );
		await expect( shown.first() ).toHaveAttribute( 'width', '2' );
		await expect( shown.first() ).toHaveAttribute(
			'class',
			/wp-image-\d+/
		);
		// The layout is saved: the front end needs no script of Cairn's.
		await expect(
			visitor.locator( 'script[src*="/plugins/cairn"]' )
		).toHaveCount( 0 );
		await expect(
			visitor.locator( 'script[src*="tiled-gallery"]' )
		).toHaveCount( 0 );
		// The gallery is laid out by its saved flex-basis: one image a row,
		// filling the width.
		const widths = await gallery
			.locator( '.wp-block-cairn-tiled-gallery__row' )
			.evaluateAll( ( rows ) =>
				rows.map( ( row ) => ( row as HTMLElement ).offsetWidth )
			);
		const imageWidths = await shown.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => ( node as HTMLElement ).offsetWidth )
		);
		expect( imageWidths ).toEqual( widths );
		await visitor.context().close();
	} );

	test( 'a phone downloads the smaller sizes WordPress made, not the originals @full', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		// A landscape and a portrait photo: WordPress makes their smaller
		// sizes on upload, and the saved srcset and sizes must lead a phone to
		// them. (`npm run bench:gallery-bytes` measures twenty.)
		const uploads: UploadedPhoto[] = [];
		let fullBytes = 0;
		for ( const [ seed, width, height ] of [
			[ 1, 2400, 1600 ],
			[ 2, 1600, 2400 ],
		] ) {
			const { photo, bytes } = await uploadPhoto( page, requestUtils, {
				width,
				height,
				seed,
			} );
			uploads.push( photo );
			fullBytes += bytes;
		}
		await admin.createNewPost( { title: 'Two photos' } );
		await editor.insertBlock( {
			name: 'cairn/tiled-gallery',
			attributes: {
				images: uploads,
				ids: uploads.map( ( upload ) => upload.id ),
			},
		} );
		// The editor shows each attachment's large size, not the original.
		await expect(
			editor.canvas.locator( '.wp-block-cairn-tiled-gallery img' ).first()
		).toHaveAttribute( 'src', /-1024x\d+\.jpg$/ );
		const postId = await editor.publishPost();

		const { chosen, bytes } = await phoneDownloads(
			browser,
			postId,
			'.wp-block-cairn-tiled-gallery img',
			2
		);
		expect( chosen ).toEqual( [
			expect.stringMatching( /-\d+x\d+\.jpg$/ ),
			expect.stringMatching( /-\d+x\d+\.jpg$/ ),
		] );
		expect( bytes ).toBeLessThan( fullBytes / 2 );
	} );

	test( 'turns a core gallery into a tiled gallery, with the attachments’ sizes, and back @full', async ( {
		admin,
		editor,
		requestUtils,
	} ) => {
		const media = [];
		for ( const file of files.slice( 0, 2 ) ) {
			media.push( await requestUtils.uploadMedia( file ) );
		}
		await admin.createNewPost( { title: 'Transforms' } );
		await editor.insertBlock( {
			name: 'core/gallery',
			innerBlocks: media.map( ( item ) => ( {
				name: 'core/image',
				attributes: { id: item.id, url: item.source_url, alt: 'A' },
			} ) ),
		} );
		await editor.selectBlocks(
			editor.canvas.getByRole( 'document', { name: 'Block: Gallery' } )
		);
		await editor.transformBlockTo( 'cairn/tiled-gallery' );
		const ids = media.map( ( item ) => item.id );
		// Core's image blocks carry no natural size: the editor reads it from
		// the attachments.
		await expect
			.poll( () => editor.getBlocks() )
			.toEqual( [
				expect.objectContaining( {
					name: 'cairn/tiled-gallery',
					attributes: expect.objectContaining( {
						ids,
						images: media.map( ( item ) =>
							expect.objectContaining( {
								id: item.id,
								url: item.source_url,
								width: 2,
								height: 2,
							} )
						),
					} ),
				} ),
			] );

		await editor.transformBlockTo( 'core/gallery' );
		const [ gallery ] = await editor.getBlocks();
		expect( gallery.name ).toBe( 'core/gallery' );
		expect(
			gallery.innerBlocks.map( ( inner ) => [
				inner.name,
				inner.attributes.id,
			] )
		).toEqual( ids.map( ( id ) => [ 'core/image', id ] ) );
	} );
} );
