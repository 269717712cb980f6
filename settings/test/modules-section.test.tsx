/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	MODULES,
	SHOWN,
	STORED_SETTINGS,
	callsTo,
	PAGE_TEST_TIMEOUT,
	pageLoaded,
	renderPage,
	serve,
} from './helpers';

jest.setTimeout( PAGE_TEST_TIMEOUT );

jest.mock( '@wordpress/api-fetch', () => {
	const mock = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: mock };
} );

beforeEach( () => jest.mocked( apiFetch ).mockReset() );

describe( 'Settings → Cairn modules', () => {
	it( 'shows a switch per module with its state', async () => {
		serve( {
			'GET /wp/v2/settings': () => STORED_SETTINGS,
			'GET /cairn/v1/module/all': () => MODULES,
		} );
		renderPage();
		expect(
			await screen.findByRole( 'checkbox', { name: 'Related Posts' } )
		).not.toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: 'Ads' } ) ).toBeChecked();
	} );

	it( 'switches a module on through the modules route', async () => {
		serve( {
			'GET /wp/v2/settings': () => STORED_SETTINGS,
			'GET /cairn/v1/module/all': () => MODULES,
			'POST /cairn/v1/module/related-posts/active': () => ( {
				code: 'success',
				message: 'Updated.',
			} ),
		} );
		renderPage();
		await pageLoaded();
		const toggle = await screen.findByRole( 'checkbox', {
			name: 'Related Posts',
		} );
		serve( {
			'GET /cairn/v1/module/all': () => ( {
				...MODULES,
				'related-posts': {
					...MODULES[ 'related-posts' ],
					activated: true,
				},
			} ),
			'POST /cairn/v1/module/related-posts/active': () => ( {
				code: 'success',
				message: 'Updated.',
			} ),
		} );
		await userEvent.click( toggle );
		await waitFor( () => expect( toggle ).toBeEnabled() );
		expect( toggle ).toBeChecked();
		expect(
			callsTo( 'POST', '/cairn/v1/module/related-posts/active' )[ 0 ].data
		).toEqual( {
			active: true,
		} );
	} );

	it( 'returns a failed switch to its previous state and shows the error', async () => {
		serve( {
			'GET /wp/v2/settings': () => STORED_SETTINGS,
			'GET /cairn/v1/module/all': () => MODULES,
			'POST /cairn/v1/module/wordads/active': () => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you cannot switch modules.',
				};
			},
		} );
		renderPage();
		await pageLoaded();
		const toggle = await screen.findByRole( 'checkbox', { name: 'Ads' } );
		await userEvent.click( toggle );
		expect(
			await screen.findByText(
				'Sorry, you cannot switch modules.',
				SHOWN
			)
		).toBeInTheDocument();
		expect( toggle ).toBeChecked();
		expect( toggle ).toBeEnabled();
	} );

	it( 'says so when the modules cannot be loaded', async () => {
		serve( {
			'GET /wp/v2/settings': () => STORED_SETTINGS,
			'GET /cairn/v1/module/all': () => {
				throw {
					code: 'fetch_error',
					message: 'You are probably offline.',
				};
			},
		} );
		renderPage();
		expect(
			await screen.findByText( 'You are probably offline.', SHOWN )
		).toBeInTheDocument();
	} );
} );
