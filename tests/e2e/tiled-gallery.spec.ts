/**
 * Tiled gallery: inserted from the inserter, three images uploaded through
 * the placeholder, one moved and one removed, columns and a filter chosen;
 * published, valid when reopened, and shown to visitors with the images and
 * no script of Cairn's. A second test measures what a phone downloads for
 * a 20-image gallery against the full-size images.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
import { removeTestImage, writeTestImage } from './utils/media';

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

	test( 'a phone downloads the smaller sizes WordPress made of a 20-image gallery @full', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		// Twenty photos drawn, uploaded and measured on two galleries: a
		// figure, slow by nature.
		test.slow();
		// Twenty photos-like JPEGs of mixed shapes, drawn by the browser.
		const shapes = [
			[ 2400, 1600 ],
			[ 1600, 2400 ],
			[ 2000, 2000 ],
			[ 2400, 1350 ],
		];
		const folder = fs.mkdtempSync( path.join( os.tmpdir(), 'cairn-tg-' ) );
		const uploads: Array< {
			id: number;
			url: string;
			link: string;
			alt: string;
			width: number;
			height: number;
		} > = [];
		let fullBytes = 0;
		for ( let index = 0; index < 20; index++ ) {
			const [ width, height ] = shapes[ index % shapes.length ];
			const base64 = await page.evaluate(
				( [ w, h, seed ] ) => {
					const canvas = document.createElement( 'canvas' );
					canvas.width = w;
					canvas.height = h;
					const context = canvas.getContext( '2d' )!;
					const gradient = context.createLinearGradient( 0, 0, w, h );
					gradient.addColorStop( 0, `hsl(${ seed * 37 }, 60%, 45%)` );
					gradient.addColorStop( 1, `hsl(${ seed * 71 }, 50%, 70%)` );
					context.fillStyle = gradient;
					context.fillRect( 0, 0, w, h );
					// Detail, as a photo has, so the JPEG is photo-sized.
					for ( let dot = 0; dot < 40000; dot++ ) {
						context.fillStyle = `hsla(${
							( dot * 13 ) % 360
						}, 70%, 50%, 0.5)`;
						context.fillRect(
							( dot * 7919 ) % w,
							( dot * 104729 ) % h,
							6,
							6
						);
					}
					return canvas
						.toDataURL( 'image/jpeg', 0.85 )
						.split( ',' )[ 1 ];
				},
				[ width, height, index ]
			);
			const file = path.join( folder, `cairn-tg-photo-${ index }.jpg` );
			fs.writeFileSync( file, Buffer.from( base64, 'base64' ) );
			fullBytes += fs.statSync( file ).size;
			const media = ( await requestUtils.uploadMedia(
				file
			) ) as unknown as {
				id: number;
				source_url: string;
				link: string;
				media_details: { width: number; height: number };
			};
			uploads.push( {
				id: media.id,
				url: media.source_url,
				link: media.link,
				alt: '',
				width: media.media_details.width,
				height: media.media_details.height,
			} );
		}
		fs.rmSync( folder, { recursive: true, force: true } );

		/**
		 * What a 375 px phone downloads for one gallery of the twenty
		 * photos, printed as a figure.
		 *
		 * @param label      The figure's name.
		 * @param attributes The gallery's other attributes.
		 * @return The bytes at each pixel density.
		 */
		const measure = async (
			label: string,
			attributes: Record< string, unknown >
		) => {
			await admin.createNewPost( { title: `Twenty photos, ${ label }` } );
			await editor.insertBlock( {
				name: 'cairn/tiled-gallery',
				attributes: {
					images: uploads,
					ids: uploads.map( ( upload ) => upload.id ),
					...attributes,
				},
			} );
			// The editor shows each attachment's large size, not the original.
			await expect(
				editor.canvas
					.locator( '.wp-block-cairn-tiled-gallery img' )
					.first()
			).toHaveAttribute( 'src', /-1024x\d+\.jpg$/ );
			const postId = await editor.publishPost();
			const bytes: number[] = [];
			for ( const scale of [ 2, 3 ] ) {
				const context = await browser.newContext( {
					storageState: { cookies: [], origins: [] },
					viewport: { width: 375, height: 812 },
					deviceScaleFactor: scale,
					isMobile: true,
				} );
				const phone = await context.newPage();
				await phone.goto(
					`${ process.env.WP_BASE_URL }/?p=${ postId }`
				);
				// Scroll through the gallery so every lazy image loads.
				const shown = phone.locator(
					'.wp-block-cairn-tiled-gallery img'
				);
				await expect( shown ).toHaveCount( 20 );
				for ( let at = 0; at < 20; at++ ) {
					await shown.nth( at ).scrollIntoViewIfNeeded();
				}
				await expect
					.poll( () =>
						shown.evaluateAll( ( nodes ) =>
							nodes.every(
								( node ) =>
									( node as HTMLImageElement ).complete &&
									( node as HTMLImageElement ).naturalWidth >
										0
							)
						)
					)
					.toBe( true );
				await expect( shown.first() ).toHaveAttribute(
					'srcset',
					/\d+w/
				);
				// The file each image chose from its srcset, and its size.
				const chosen = ( await shown.evaluateAll( ( nodes ) =>
					nodes.map(
						( node ) => ( node as HTMLImageElement ).currentSrc
					)
				) ) as string[];
				let downloaded = 0;
				for ( const url of chosen ) {
					downloaded += (
						await ( await phone.request.get( url ) ).body()
					).length;
				}
				const resized = chosen.filter( ( url ) =>
					/-\d+x\d+\.jpg$/.test( url )
				).length;
				// A figure, not an assertion beyond "less than the originals".
				console.log(
					`[tiled-gallery] ${ label }, phone 375 px @${ scale }x, 20 images: ${ Math.round(
						downloaded / 1024
					) } KB downloaded against ${ Math.round(
						fullBytes / 1024
					) } KB full size (${ Math.round(
						( 100 * downloaded ) / fullBytes
					) } %), ${ resized } of 20 from a smaller size`
				);
				expect( downloaded ).toBeLessThan( fullBytes );
				bytes.push( downloaded );
				await context.close();
			}
			return bytes;
		};

		await measure( 'tiled mosaic', {} );
		await measure( 'square tiles', { className: 'is-style-square' } );
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
