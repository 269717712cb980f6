/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import PinPreview, { type PinPreviewData } from '../components/pin-preview';
import { BUILD_FUNCTION, PINIT_URL } from '../constants';

// `use` is there for the middleware that @cairn/shared adds when it loads.
jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
const mockApiFetch = apiFetch as unknown as jest.Mock;

const BOARD: PinPreviewData = {
	type: 'embedBoard',
	url: 'https://www.pinterest.com.mx/cairn/recipes/',
	title: 'Recipes',
	description: 'Weeknight dinners',
	author: {
		name: 'Cairn Kitchen',
		url: 'https://www.pinterest.com/cairn/',
		image: 'https://i.pinimg.com/30x30/cairn.jpg',
	},
	images: [
		{ url: 'https://i.pinimg.com/237x/1.jpg', width: 237, height: 355 },
		{ url: 'https://i.pinimg.com/237x/2.jpg', width: 237, height: 300 },
	],
};

const scripts = () =>
	Array.from( document.querySelectorAll( 'script' ) ).filter(
		( script ) => script.src === PINIT_URL
	);

describe( 'The Pinterest preview in the editor', () => {
	beforeEach( () => {
		mockApiFetch.mockReset();
		scripts().forEach( ( script ) => script.remove() );
	} );

	it( 'shows what Pinterest shows of a board, asked through the site, without Pinterest’s script', async () => {
		mockApiFetch.mockResolvedValue( BOARD );
		render( <PinPreview type="embedBoard" url={ BOARD.url } /> );
		expect( screen.getByText( 'Pinterest board' ) ).toBeVisible();
		await waitFor( () =>
			expect( screen.getByText( 'Recipes' ) ).toBeVisible()
		);
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: `/cairn/v1/pinterest/preview?url=${ encodeURIComponent(
				BOARD.url
			) }`,
		} );
		expect( screen.getByText( 'Weeknight dinners' ) ).toBeVisible();
		expect( screen.getByText( 'Cairn Kitchen' ) ).toBeVisible();
		expect(
			document.querySelectorAll( '.wp-block-cairn-pinterest__images img' )
		).toHaveLength( 2 );
		expect( scripts() ).toHaveLength( 0 );
	} );

	it( 'says so when Pinterest cannot be reached, and keeps the link', async () => {
		mockApiFetch.mockRejectedValue( { code: 'cairn_pinterest_failed' } );
		render(
			<PinPreview
				type="embedPin"
				url="https://www.pinterest.com/pin/1/"
			/>
		);
		await waitFor( () =>
			expect(
				screen.getByText( /Pinterest could not be reached/ )
			).toBeVisible()
		);
		expect(
			screen.getByRole( 'link', { name: /pinterest\.com\/pin\/1/ } )
		).toBeVisible();
	} );

	it( 'loads Pinterest’s script only when asked, and builds the embed with it', async () => {
		mockApiFetch.mockResolvedValue( BOARD );
		render( <PinPreview type="embedBoard" url={ BOARD.url } /> );
		await waitFor( () =>
			expect( screen.getByText( 'Recipes' ) ).toBeVisible()
		);
		expect( scripts() ).toHaveLength( 0 );
		await userEvent
			.setup()
			.click(
				screen.getByRole( 'button', { name: 'Show Pinterest’s embed' } )
			);
		const [ script ] = scripts();
		expect( script.getAttribute( 'data-pin-build' ) ).toBe(
			BUILD_FUNCTION
		);
		const build = jest.fn();
		( window as unknown as Record< string, unknown > )[ BUILD_FUNCTION ] =
			build;
		script.dispatchEvent( new Event( 'load' ) );
		expect( build ).toHaveBeenCalledWith(
			document.querySelector( '.wp-block-cairn-pinterest__live' )
		);
		expect(
			document.querySelector(
				'.wp-block-cairn-pinterest__live a[data-pin-do="embedBoard"]'
			)
		).toHaveAttribute( 'href', BOARD.url );
		delete ( window as unknown as Record< string, unknown > )[
			BUILD_FUNCTION
		];
	} );
} );
