/**
 * Slideshow: inserted from the inserter, three images uploaded through the
 * placeholder, one slide moved, autoplay turned on; published, valid when
 * reopened. A visitor gets a labelled carousel whose pause button comes
 * first, one arrow per button, moves with the buttons and with the arrow
 * keys, Home and End, and stops autoplay; a page without a slideshow loads
 * no Swiper. A second test: a slideshow below the fold shows its first
 * slide with no script, loads Swiper's core only when scrolled near, and
 * the page does not move when it starts.
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

		// Slides move as in core's gallery: the shown slide goes forward,
		// and the strip of slides follows the order.
		const order = async () =>
			( ( await editor.getBlocks() )[ 0 ]?.attributes.ids as number[] ) ??
			[];
		const uploaded = await order();
		await block
			.getByRole( 'button', { name: 'Move slide backward' } )
			.focus();
		await expect(
			block.getByRole( 'button', { name: 'Move slide backward' } )
		).toBeDisabled();
		await block
			.getByRole( 'button', { name: 'Move slide forward' } )
			.click();
		await expect
			.poll( order )
			.toEqual( [ uploaded[ 1 ], uploaded[ 0 ], uploaded[ 2 ] ] );
		await expect(
			block.getByRole( 'group', { name: '2 of 3' } )
		).toBeVisible();
		const strip = block.getByRole( 'list', { name: 'Slides' } );
		await expect( strip.getByRole( 'button' ) ).toHaveCount( 3 );
		await expect(
			strip.getByRole( 'button', { name: /^Slide 2 of 3/ } )
		).toHaveAttribute( 'aria-current', 'true' );
		await strip.getByRole( 'button', { name: /^Slide 1 of 3/ } ).click();
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
		// Swiper's core came as a chunk of its own; no fade effect for a
		// sliding slideshow.
		const chunks = await visitor.evaluate( () =>
			performance
				.getEntriesByType( 'resource' )
				.map( ( entry ) => entry.name )
				.filter( ( name ) => /\/chunks\//.test( name ) )
		);
		expect(
			chunks.some( ( name ) => /slideshow-swiper-core\./.test( name ) )
		).toBe( true );
		expect( chunks.some( ( name ) => /slideshow-fade/.test( name ) ) ).toBe(
			false
		);
		// One arrow per button, each pointing its way: the stylesheet's,
		// nothing drawn inside the button.
		const arrows = await carousel.evaluate( ( region ) =>
			[ 'prev', 'next' ].map( ( name ) => {
				const button = region.querySelector(
					`.wp-block-cairn-slideshow__${ name }`
				)!;
				return {
					children: button.children.length,
					arrow: getComputedStyle( button, '::after' ).content,
				};
			} )
		);
		expect( arrows ).toEqual( [
			{ children: 0, arrow: '"‹"' },
			{ children: 0, arrow: '"›"' },
		] );
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

		// The arrow keys, Home and End move the slides from inside.
		await visitor.keyboard.press( 'Home' );
		await expect( active ).toHaveAttribute( 'aria-label', '1 of 3' );
		await visitor.keyboard.press( 'ArrowRight' );
		await expect( active ).toHaveAttribute( 'aria-label', '2 of 3' );
		await visitor.keyboard.press( 'End' );
		await expect( active ).toHaveAttribute( 'aria-label', '3 of 3' );
		await visitor.keyboard.press( 'ArrowLeft' );
		await expect( active ).toHaveAttribute( 'aria-label', '2 of 3' );
		await expect(
			carousel.getByRole( 'button', { name: '2 of 3' } )
		).toHaveAttribute( 'aria-current', 'true' );
		const shown = '2 of 3';

		// The pause button stops autoplay for good. Focus inside holds
		// autoplay, so no timer of the real clock is pending now; the page's
		// own clock from here on lets a long while pass without waiting it.
		// (Installed only now: the fake stands in for `performance`, whose
		// navigation timing WordPress's script modules read at load.)
		await visitor.clock.install();
		await visitor.keyboard.press( 'Shift+Tab' );
		await visitor.keyboard.press( 'Shift+Tab' );
		await expect( pause ).toBeFocused();
		await visitor.keyboard.press( 'Enter' );
		const play = carousel.getByRole( 'button', { name: 'Play slideshow' } );
		await expect( play ).toBeVisible();
		// Nothing else holds it now: neither the pointer nor focus.
		await visitor.mouse.move( 0, 0 );
		await play.blur();
		await expect( play ).not.toBeFocused();
		// One delay and a half: a slideshow still playing moves exactly once.
		const delay = Number(
			await carousel
				.locator( 'xpath=ancestor-or-self::*[@data-delay][1]' )
				.getAttribute( 'data-delay' )
		);
		expect( delay ).toBeGreaterThan( 0 );
		await visitor.clock.runFor( delay * 1500 );
		// Read once: the slide shown after that while.
		// eslint-disable-next-line playwright/prefer-web-first-assertions -- a polling assertion would wait for a moving slideshow to come round to the same slide.
		expect( await active.getAttribute( 'aria-label' ) ).toBe( shown );
		await visitor.context().close();

		// A page without a slideshow asks for no Swiper and no slideshow script.
		const other = await requestUtils.createPost( {
			title: 'No slideshow',
			content: '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const reader = await visitAsVisitor( browser, 'about:blank' );
		const requested: string[] = [];
		reader.on( 'request', ( request ) => requested.push( request.url() ) );
		await reader.goto( `${ process.env.WP_BASE_URL }/?p=${ other.id }` );
		await expect( reader.getByText( 'Plain' ) ).toBeVisible();
		expect(
			requested.filter( ( url ) =>
				/swiper|slideshow-|slideshow\/view/.test( url )
			)
		).toEqual( [] );
		await reader.context().close();
	} );

	test( 'shows its first slide with no script, loads Swiper only when scrolled near, and does not move the page @full', async ( {
		admin,
		editor,
		browser,
		requestUtils,
	} ) => {
		const uploaded = await Promise.all(
			files
				.slice( 0, 2 )
				.map( ( file ) => requestUtils.uploadMedia( file ) )
		);
		await admin.createNewPost( { title: 'Slideshow below the fold' } );
		// A page's worth of text above it.
		await editor.insertBlock( {
			name: 'core/spacer',
			attributes: { height: '2400px' },
		} );
		await editor.insertBlock( {
			name: 'cairn/slideshow',
			attributes: {
				ids: uploaded.map( ( media ) => media.id ),
				images: uploaded.map( ( media, index ) => ( {
					id: media.id,
					url: media.source_url,
					alt: `Slide ${ index + 1 }`,
					caption: '',
					// Made from a core image block: no shape saved.
				} ) ),
			},
		} );
		const postId = await editor.publishPost();
		const url = `${ process.env.WP_BASE_URL }/?p=${ postId }`;

		// No script at all: the first slide, in its box, the others hidden.
		const still = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
			javaScriptEnabled: false,
		} );
		const plain = await still.newPage();
		await plain.goto( url );
		const plainSlides = plain.locator( '.wp-block-cairn-slideshow__slide' );
		await plainSlides.first().scrollIntoViewIfNeeded();
		await expect( plainSlides.first().locator( 'img' ) ).toBeVisible();
		await expect( plainSlides.nth( 1 ) ).toBeHidden();
		await expect(
			plain.locator( '.wp-block-cairn-slideshow__container' )
		).toHaveAttribute( 'style', /aspect-ratio:\s*[\d.]+/ );
		await still.close();

		// With script: nothing of Swiper until the slideshow nears.
		const requested: string[] = [];
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
			viewport: { width: 800, height: 600 },
		} );
		const visitor = await context.newPage();
		visitor.on( 'request', ( request ) => requested.push( request.url() ) );
		await visitor.goto( url );
		await visitor.waitForLoadState( 'load' );
		const root = visitor.locator( '.wp-block-cairn-slideshow' );
		await expect( root ).not.toHaveClass( /is-ready/ );
		expect(
			requested.filter( ( name ) => /slideshow-swiper/.test( name ) )
		).toEqual( [] );
		const box = async () =>
			root.evaluate( ( element ) => {
				const rect = element.getBoundingClientRect();
				return {
					top: Math.round( rect.top + window.scrollY ),
					height: Math.round( rect.height ),
				};
			} );
		const before = await box();
		expect( before.height ).toBeGreaterThan( 100 );

		await root.scrollIntoViewIfNeeded();
		await expect( root ).toHaveClass( /is-ready/ );
		expect(
			requested.filter( ( name ) =>
				/slideshow-swiper-core\./.test( name )
			)
		).toHaveLength( 1 );
		// Swiper started in the box the server gave: nothing moved.
		expect( await box() ).toEqual( before );
		await context.close();
	} );
} );
