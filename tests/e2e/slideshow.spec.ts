/**
 * Slideshow: inserted from the inserter, three images uploaded through the
 * placeholder, autoplay turned on; published, valid when reopened. A
 * visitor gets a labelled carousel whose pause button comes first, moves
 * to "2 of 3" with the keyboard alone and stops autoplay; a page without a
 * slideshow loads no Swiper.
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
import { removeTestImage, writeTestImage } from './utils/media';

let files: string[] = [];

test.describe( 'Slideshow', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		files = [ 'cairn-ss-one', 'cairn-ss-two', 'cairn-ss-three' ].map(
			writeTestImage
		);
		// Parallel uploads on a fresh site race to create the month's
		// folder: one upload first makes it.
		const first = writeTestImage( 'cairn-ss-folder' );
		await requestUtils.uploadMedia( first );
		removeTestImage( first );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllMedia();
		files.forEach( removeTestImage );
	} );

	test( 'uploads images, autoplays, and works for a visitor by keyboard alone', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'Slideshow' } );
		await insertFromInserter( page, 'Slideshow' );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Slideshow',
		} );
		await expect(
			block.getByText( 'Slideshow', { exact: true } )
		).toBeVisible();
		// A narrow placeholder hides its instructions, so only present.
		await expect(
			block.getByText(
				'Drag images, upload new ones or select files from your library.'
			)
		).toBeAttached();

		await expect(
			block.getByRole( 'button', { name: 'Upload an image' } )
		).toBeVisible();
		await block.locator( 'input[type="file"]' ).setInputFiles( files );
		await expect
			.poll(
				async () =>
					(
						( await editor.getBlocks() )[ 0 ]?.attributes
							.ids as unknown[]
					 )?.length
			)
			.toBe( 3 );
		await expect( block.locator( 'img[src^="blob:"]' ) ).toHaveCount( 0, {
			timeout: 20_000,
		} );
		await expect(
			block.getByRole( 'group', { name: '1 of 3' } )
		).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings.getByRole( 'checkbox', { name: 'Autoplay' } ).check();
		await expect(
			settings.getByRole( 'spinbutton', {
				name: 'Delay between transitions (in seconds)',
			} )
		).toHaveValue( '3' );

		const postId = await editor.publishPost();
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/slideshow', isValid: true },
		] );

		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ postId }`
		);
		const carousel = visitor.getByRole( 'region', { name: 'Slideshow' } );
		await expect( carousel ).toHaveAttribute(
			'aria-roledescription',
			'carousel'
		);
		const root = visitor.locator( '.wp-block-cairn-slideshow' );
		await expect( root ).toHaveClass( /is-ready/ );
		// Swiper came as a chunk of its own.
		expect(
			await visitor.evaluate( () =>
				performance
					.getEntriesByType( 'resource' )
					.some( ( entry ) =>
						/\/chunks\/swiper\./.test( entry.name )
					)
			)
		).toBe( true );
		const slides = carousel.locator( '[aria-roledescription="slide"]' );
		await expect( slides ).toHaveCount( 3 );
		// Autoplaying: slides change silently.
		const wrapper = carousel.locator( '.swiper-wrapper' );
		await expect( wrapper ).toHaveAttribute( 'aria-live', 'off' );

		// The pause button is the carousel's first stop in tab order.
		const pause = carousel.getByRole( 'button', {
			name: 'Pause slideshow',
		} );
		const first = await carousel.evaluate( ( region ) => {
			const focusable = Array.from(
				region.querySelectorAll< HTMLElement >( 'button, a[href]' )
			).filter(
				( node ) =>
					! node.closest( '[inert]' ) &&
					node.offsetParent !== null &&
					node.tabIndex >= 0
			);
			return focusable[ 0 ]?.getAttribute( 'aria-label' );
		} );
		expect( first ).toBe( 'Pause slideshow' );

		// Keyboard alone: from the pause button to Next, then Enter.
		await pause.focus();
		// Focus inside holds autoplay: a move is now announced.
		await expect( wrapper ).toHaveAttribute( 'aria-live', 'polite' );
		const active = carousel.locator( '.swiper-slide-active' );
		const before = await active.getAttribute( 'aria-label' );
		await visitor.keyboard.press( 'Tab' );
		await expect(
			carousel.getByRole( 'button', { name: 'Previous slide' } )
		).toBeFocused();
		await visitor.keyboard.press( 'Tab' );
		await expect(
			carousel.getByRole( 'button', { name: 'Next slide' } )
		).toBeFocused();
		await visitor.keyboard.press( 'Enter' );
		// Autoplay may have moved before focus held it; Next wraps after the last.
		const expected = `${ ( Number( before?.split( ' ' )[ 0 ] ) % 3 ) + 1 } of 3`;
		await expect( active ).toHaveAttribute( 'aria-label', expected );
		await expect(
			carousel.getByRole( 'group', { name: expected } )
		).toBeVisible();

		// The pause button stops autoplay for good.
		await visitor.keyboard.press( 'Shift+Tab' );
		await visitor.keyboard.press( 'Shift+Tab' );
		await expect( pause ).toBeFocused();
		await visitor.keyboard.press( 'Enter' );
		await expect(
			carousel.getByRole( 'button', { name: 'Play slideshow' } )
		).toBeVisible();
		await visitor.mouse.move( 0, 0 );
		await visitor.locator( 'body' ).focus();
		await visitor.waitForTimeout( 3500 );
		await expect( active ).toHaveAttribute( 'aria-label', expected );

		// A page without a slideshow asks for no Swiper and no slideshow script.
		const other = await requestUtils.createPost( {
			title: 'No slideshow',
			content: '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const requested: string[] = [];
		visitor.on( 'request', ( request ) => requested.push( request.url() ) );
		await visitor.goto( `${ process.env.WP_BASE_URL }/?p=${ other.id }` );
		await expect( visitor.getByText( 'Plain' ) ).toBeVisible();
		expect(
			requested.filter( ( url ) => /swiper|slideshow\/view/.test( url ) )
		).toEqual( [] );
		await visitor.context().close();
	} );
} );
