/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addAction, removeAction } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import AiFeedback from '..';
import { renderWithStore, serverFeature } from '../../test-helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );
const FEEDBACK_ON = {
	'features-control': { 'ai-response-feedback': { enabled: true } },
};

beforeEach( () => {
	mockedFetch.mockReset();
	window.localStorage.clear();
} );

describe( 'AiFeedback', () => {
	it( "shows thumbs up and down only when 'ai-response-feedback' is enabled", async () => {
		mockedFetch.mockResolvedValueOnce( serverFeature() );
		const { container } = renderWithStore( <AiFeedback item="a" /> );
		await waitFor( () => expect( mockedFetch ).toHaveBeenCalled() );
		expect( container ).toBeEmptyDOMElement();

		mockedFetch.mockResolvedValueOnce( serverFeature( FEEDBACK_ON ) );
		renderWithStore( <AiFeedback item="a" /> );
		expect(
			await screen.findByRole( 'button', { name: 'Thumbs up' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Thumbs down' } )
		).toBeInTheDocument();
	} );

	it( 'calls onRate with the event fields and fires the cairn.ai.feedback hook', async () => {
		mockedFetch.mockResolvedValueOnce( serverFeature( FEEDBACK_ON ) );
		mockedFetch.mockResolvedValue( {} );
		const onRate = jest.fn();
		const listener = jest.fn();
		addAction( 'cairn.ai.feedback', 'test', listener );
		renderWithStore(
			<AiFeedback
				item={ {
					id: 'logo-1',
					type: 'logo-generator',
					mediaLibraryId: 12,
				} }
				prompt="A mountain logo"
				revisedPrompt="A minimal mountain logo"
				onRate={ onRate }
			/>
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Thumbs up' } )
		);
		const event = {
			type: 'logo-generator',
			rating: 'thumbs-up',
			media_library_id: 12,
			prompt: 'A mountain logo',
			revised_prompt: 'A minimal mountain logo',
			block: null,
		};
		expect( onRate ).toHaveBeenCalledWith( event );
		expect( listener ).toHaveBeenCalledWith( event );
		removeAction( 'cairn.ai.feedback', 'test' );
	} );

	it( 'stores one rating per item; clicking the stored rating again does nothing', async () => {
		mockedFetch.mockResolvedValueOnce( serverFeature( FEEDBACK_ON ) );
		mockedFetch.mockResolvedValue( {} );
		const onRate = jest.fn();
		const { unmount } = renderWithStore(
			<AiFeedback item="answer-1" onRate={ onRate } />
		);
		const down = await screen.findByRole( 'button', {
			name: 'Thumbs down',
		} );
		await userEvent.click( down );
		await userEvent.click( down );
		expect( onRate ).toHaveBeenCalledTimes( 1 );
		expect( down ).toHaveAttribute( 'aria-pressed', 'true' );
		unmount();

		// Rendered again, the stored rating is remembered.
		mockedFetch.mockResolvedValueOnce( serverFeature( FEEDBACK_ON ) );
		renderWithStore( <AiFeedback item="answer-1" onRate={ onRate } /> );
		const again = await screen.findByRole( 'button', {
			name: 'Thumbs down',
		} );
		expect( again ).toHaveAttribute( 'aria-pressed', 'true' );
		await userEvent.click( again );
		expect( onRate ).toHaveBeenCalledTimes( 1 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Thumbs up' } )
		);
		expect( onRate ).toHaveBeenCalledTimes( 2 );
		expect( onRate.mock.calls[ 1 ][ 0 ].rating ).toBe( 'thumbs-up' );
	} );

	it( 'stores the rating on the site: who is the session, with the feature, the answer and the rating', async () => {
		mockedFetch.mockImplementation( ( async ( options: {
			path: string;
		} ) =>
			options.path === '/cairn/v1/ai/assistant-feature'
				? serverFeature( FEEDBACK_ON )
				: { rating: 'thumbs-up' } ) as never );
		renderWithStore(
			<AiFeedback
				item={ { id: 'ai-assistant-x1', answer: 'Roses are red.' } }
				prompt="A poem"
				block="cairn/ai-assistant"
			/>
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Thumbs up' } )
		);
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/ai/feedback',
			method: 'POST',
			data: {
				type: 'ai-assistant',
				feature: 'ai-assistant',
				item: 'ai-assistant-x1',
				rating: 'thumbs-up',
				media_library_id: null,
				prompt: 'A poem',
				revised_prompt: '',
				block: 'cairn/ai-assistant',
				answer: 'Roses are red.',
			},
		} );
	} );

	it( 'a rating can be removed, and the site forgets it', async () => {
		mockedFetch.mockImplementation( ( async ( options: {
			path: string;
		} ) =>
			options.path === '/cairn/v1/ai/assistant-feature'
				? serverFeature( FEEDBACK_ON )
				: {} ) as never );
		renderWithStore( <AiFeedback item="c" /> );
		const up = await screen.findByRole( 'button', { name: 'Thumbs up' } );
		await userEvent.click( up );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove rating' } )
		);
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/cairn/v1/ai/feedback?item=c',
			method: 'DELETE',
		} );
		expect( up ).toHaveAttribute( 'aria-pressed', 'false' );
		expect(
			screen.queryByRole( 'button', { name: 'Remove rating' } )
		).not.toBeInTheDocument();
	} );

	it( 'a rating the site refused is not shown as given', async () => {
		mockedFetch.mockImplementation( ( async ( options: {
			path: string;
		} ) => {
			if ( options.path === '/cairn/v1/ai/assistant-feature' ) {
				return serverFeature( FEEDBACK_ON );
			}
			throw { code: 'rest_forbidden', message: 'No.' };
		} ) as never );
		renderWithStore( <AiFeedback item="d" /> );
		const up = await screen.findByRole( 'button', { name: 'Thumbs up' } );
		await userEvent.click( up );
		await waitFor( () =>
			expect( up ).toHaveAttribute( 'aria-pressed', 'false' )
		);
	} );
} );
