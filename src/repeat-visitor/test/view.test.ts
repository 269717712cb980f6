/**
 * Internal dependencies
 */
import { COOKIE_NAME } from '../constants';
import { pageKey, parseCounts, readCookie } from '../visit-counter';

/**
 * The saved markup of one block, as save() writes it.
 * @param criteria
 * @param threshold
 */
function block( criteria: string, threshold: number ) {
	return `<div class="wp-block-cairn-repeat-visitor" data-criteria="${ criteria }" data-threshold="${ threshold }" hidden=""><p>${ criteria } ${ threshold }</p></div>`;
}

/**
 * Loads view.ts as a page load does: a fresh module each time.
 * @param html
 */
function loadPage( html: string ) {
	document.body.innerHTML = html;
	jest.isolateModules( () => {
		require( '../view' );
	} );
	return Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-cairn-repeat-visitor'
		)
	).map( ( element ) => ! element.hidden );
}

function visitsOfThisPage() {
	const entry = parseCounts(
		readCookie( document.cookie, COOKIE_NAME )
	).find( ( [ key ] ) => key === pageKey( window.location.pathname ) );
	return entry?.[ 1 ] ?? 0;
}

describe( 'Repeat visitor front end', () => {
	beforeEach( () => {
		document.cookie = `${ COOKIE_NAME }=; path=/; max-age=0`;
	} );

	it( 'counts one visit per page load even with several blocks', () => {
		loadPage(
			block( 'after-visits', 3 ) +
				block( 'before-visits', 3 ) +
				block( 'after-visits', 1 )
		);
		expect( visitsOfThisPage() ).toBe( 1 );
		loadPage( block( 'after-visits', 3 ) + block( 'after-visits', 3 ) );
		expect( visitsOfThisPage() ).toBe( 2 );
	} );

	it( 'does not count a page without the block', () => {
		loadPage( '<p>No block here</p>' );
		expect( visitsOfThisPage() ).toBe( 0 );
	} );

	it( 'shows after-visits content from the visit after the threshold and before-visits until it', () => {
		const html = block( 'after-visits', 2 ) + block( 'before-visits', 2 );
		expect( loadPage( html ) ).toEqual( [ false, true ] );
		expect( loadPage( html ) ).toEqual( [ false, true ] );
		expect( loadPage( html ) ).toEqual( [ true, false ] );
		expect( loadPage( html ) ).toEqual( [ true, false ] );
	} );

	it( 'uses the default threshold when the saved one is not valid', () => {
		const html = block( 'after-visits', 0 );
		expect( [ 1, 2, 3, 4 ].map( () => loadPage( html )[ 0 ] ) ).toEqual( [
			false,
			false,
			false,
			true,
		] );
	} );
} );
