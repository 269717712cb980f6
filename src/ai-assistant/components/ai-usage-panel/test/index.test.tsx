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
import AiUsagePanel, { getUsageLevel } from '..';
import {
	renderWithStore,
	serverFeature,
} from '@cairn/shared/ai/components/test-helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

beforeEach( () => mockedFetch.mockReset() );

/**
 * Renders the panel for a server status and waits for it.
 *
 * @param overrides Server keys to replace.
 */
async function renderPanel( overrides: Record< string, unknown > = {} ) {
	mockedFetch.mockResolvedValueOnce( serverFeature( overrides ) );
	const result = renderWithStore( <AiUsagePanel /> );
	await waitFor( () => expect( mockedFetch ).toHaveBeenCalled() );
	return result;
}

describe( 'AiUsagePanel', () => {
	it( "shows 'Available Requests', the requests left and a usage bar", async () => {
		await renderPanel();
		expect( screen.getByText( 'Available Requests' ) ).toBeInTheDocument();
		expect(
			await screen.findByText( '15 of 20 requests available.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'progressbar', { name: 'Available Requests' } )
		).toHaveAttribute( 'value', '75' );
	} );

	it( 'the bar turns warning below 60 percent remaining and danger at 20 percent or less', () => {
		expect( getUsageLevel( 12, 20 ) ).toBe( 'normal' );
		expect( getUsageLevel( 11, 20 ) ).toBe( 'warning' );
		expect( getUsageLevel( 5, 20 ) ).toBe( 'warning' );
		expect( getUsageLevel( 4, 20 ) ).toBe( 'danger' );
		expect( getUsageLevel( 0, 20 ) ).toBe( 'danger' );
	} );

	it( 'marks the panel with the bar level', async () => {
		const { container } = await renderPanel( { 'requests-count': 17 } );
		await screen.findByText( '3 of 20 requests available.' );
		expect( container.firstChild ).toHaveClass( 'is-danger' );
	} );

	it( "shows the reset date: 'Requests will reset on %s.'", async () => {
		await renderPanel();
		expect(
			await screen.findByText( 'Requests will reset on July 1, 2025.' )
		).toBeInTheDocument();
	} );

	it( 'shows over limit when the count reaches the limit', async () => {
		const { container } = await renderPanel( { 'requests-count': 20 } );
		expect(
			await screen.findByText(
				"You've reached your free requests limit."
			)
		).toBeInTheDocument();
		expect( container.firstChild ).toHaveClass( 'is-over-limit' );
	} );

	it( 'shows over limit when the flag is set', async () => {
		await renderPanel( { 'is-over-limit': true } );
		expect(
			await screen.findByText(
				"You've reached your free requests limit."
			)
		).toBeInTheDocument();
	} );

	it( 'shows the plan data load error with Try again, which fetches again', async () => {
		mockedFetch
			.mockRejectedValueOnce( {
				code: 'fetch_error',
				message: 'Offline',
			} )
			.mockResolvedValueOnce( serverFeature() );
		renderWithStore( <AiUsagePanel /> );
		expect(
			await screen.findByText(
				'We are sorry. There was an error loading your AI plan data. Please, try again.',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			await screen.findByText( '15 of 20 requests available.' )
		).toBeInTheDocument();
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
		expect(
			screen.queryByText(
				/There was an error loading your AI plan data/,
				{
					selector: '.components-notice__content',
				}
			)
		).not.toBeInTheDocument();
	} );
} );
