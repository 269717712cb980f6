/**
 * The visitor's side: the widget loader goes inside the block, and only an
 * address of OpenTable's loader is ever added. jsdom has no
 * IntersectionObserver, so blocks count as near at once.
 */

const LOADER =
	'https://www.opentable.com/widget/reservation/loader?rid=1&rid=2&type=multi&theme=standard&iframe=true&domain=couk&lang=en-US&newtab=false';

/**
 * Puts blocks in the page, then runs the view script on them.
 *
 * @param sources Each block's data-src (escaped here, as the server does).
 */
async function visit( sources: string[] ) {
	document.body.innerHTML = sources
		.map(
			( src ) =>
				`<div class="wp-block-cairn-opentable" data-src="${ src
					.replace( /&/g, '&amp;' )
					.replace(
						/"/g,
						'&quot;'
					) }"><ul class="wp-block-cairn-opentable__links"><li><a href="#">Make a reservation</a></li></ul><div class="wp-block-cairn-opentable__widget"></div></div>`
		)
		.join( '' );
	await jest.isolateModulesAsync( async () => {
		await import( '../view' );
	} );
}

describe( 'OpenTable view', () => {
	it( 'adds the widget loader inside the block, once', async () => {
		await visit( [ LOADER ] );
		const scripts = document.querySelectorAll< HTMLScriptElement >(
			'.wp-block-cairn-opentable__widget script'
		);
		expect( [ ...scripts ].map( ( script ) => script.src ) ).toEqual( [
			LOADER,
		] );
		scripts[ 0 ].dispatchEvent( new Event( 'load' ) );
		expect(
			document.querySelector( '.wp-block-cairn-opentable' )?.classList
		).toContain( 'is-loaded' );
	} );

	it( 'adds nothing for another address', async () => {
		await visit( [
			'https://evil.test/widget/reservation/loader?rid=1',
			'https://www.opentable.com/widget/reservation/loader?rid=1"><script>',
			'javascript:alert(1)',
		] );
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 0 );
	} );
} );
