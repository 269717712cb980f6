/**
 * Internal dependencies
 */
import { restUrl } from '../rest-url';

afterEach( () => {
	delete window.wpApiSettings;
	document.head.innerHTML = '';
} );

describe( 'restUrl', () => {
	it( 'takes the root the wp-api-request script prints', () => {
		window.wpApiSettings = { root: 'https://example.com/wp-json/' };
		expect( restUrl( '/cairn/v1/ai/query' ) ).toBe(
			'https://example.com/wp-json/cairn/v1/ai/query'
		);
	} );

	it( 'takes the api.w.org link of the page head without it', () => {
		document.head.innerHTML =
			'<link rel="https://api.w.org/" href="http://example.test/wp-json/" />';
		expect( restUrl( '/cairn/v1/mailchimp/subscribe' ) ).toBe(
			'http://example.test/wp-json/cairn/v1/mailchimp/subscribe'
		);
	} );

	it( 'falls back to /wp-json/ on a page that names no root', () => {
		expect( restUrl( '/cairn/v1/map-image?lon=1' ) ).toBe(
			'/wp-json/cairn/v1/map-image?lon=1'
		);
	} );

	it( 'appends a path without a query to a plain-permalink root', () => {
		document.head.innerHTML =
			'<link rel="https://api.w.org/" href="http://example.test/?rest_route=/" />';
		expect( restUrl( '/cairn/v1/mailchimp/subscribe' ) ).toBe(
			'http://example.test/?rest_route=/cairn/v1/mailchimp/subscribe'
		);
	} );

	it( 'puts the path into the query of a plain-permalink root', () => {
		window.wpApiSettings = { root: 'https://example.com/?rest_route=/' };
		expect( restUrl( '/cairn/v1/map-image?lon=1&lat=2' ) ).toBe(
			'https://example.com/?rest_route=/cairn/v1/map-image&lon=1&lat=2'
		);
	} );
} );
