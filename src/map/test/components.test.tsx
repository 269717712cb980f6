/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import LocationSearch from '../components/location-search';
import TokenForm from '../components/token-form';
import { searchPlaces } from '../use-place-search';

const feature = ( n: number ) => ( {
	id: `place.${ n }`,
	text: `Place ${ n }`,
	place_name: `Place ${ n }, Somewhere`,
	center: [ n, n ],
	geometry: { type: 'Point', coordinates: [ n, n ] },
} );

/**
 * Answers every fetch with a geocoder's answer.
 *
 * @param body       JSON body.
 * @param status     HTTP status.
 * @param statusText Status text.
 * @return The mock.
 */
function answer( body: unknown, status = 200, statusText = 'OK' ) {
	const fetchMock = jest.fn().mockResolvedValue( {
		ok: status >= 200 && status < 300,
		status,
		statusText,
		json: () => Promise.resolve( body ),
	} );
	window.fetch = fetchMock as unknown as typeof window.fetch;
	return fetchMock;
}

describe( 'TokenForm', () => {
	it( 'enables Set Token only when a token is typed, and saves it trimmed', () => {
		const onSave = jest.fn();
		render(
			<TokenForm canEdit isSaving={ false } error="" onSave={ onSave } />
		);
		const button = screen.getByRole( 'button', { name: 'Set Token' } );
		expect( button ).toBeDisabled();
		const field = screen.getByPlaceholderText( 'Paste Token Here' );
		fireEvent.change( field, { target: { value: '   ' } } );
		expect( button ).toBeDisabled();
		fireEvent.change( field, { target: { value: ' pk.abc ' } } );
		expect( button ).toBeEnabled();
		fireEvent.click( button );
		expect( onSave ).toHaveBeenCalledWith( 'pk.abc' );
	} );

	it( 'has no form for users who cannot set the token', () => {
		render(
			<TokenForm
				canEdit={ false }
				isSaving={ false }
				error=""
				onSave={ jest.fn() }
			/>
		);
		expect(
			screen.queryByPlaceholderText( 'Paste Token Here' )
		).not.toBeInTheDocument();
	} );
} );

describe( 'searchPlaces', () => {
	it( 'keeps at most 10 places', async () => {
		answer( {
			features: Array.from( { length: 14 }, ( _, n ) => feature( n ) ),
		} );
		expect( await searchPlaces( '', 'place', 'pk.x' ) ).toHaveLength( 10 );
	} );

	it( 'reports the status text and the message of a failure', async () => {
		answer(
			{ message: 'Not Authorized - Invalid Token' },
			401,
			'Unauthorized'
		);
		await expect( searchPlaces( '', 'place', 'pk.x' ) ).rejects.toThrow(
			'Unauthorized: Not Authorized - Invalid Token'
		);
	} );
} );

describe( 'LocationSearch', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'takes focus after 50 ms, searches 250 ms after typing, and adds the chosen place', async () => {
		const fetchMock = answer( {
			features: [ feature( 1 ), feature( 2 ) ],
		} );
		const onAddPoint = jest.fn();
		render(
			<LocationSearch
				search={ ( query, signal ) =>
					searchPlaces( 'http://127.0.0.1:9', query, 'pk.x', signal )
				}
				onAddPoint={ onAddPoint }
				onError={ jest.fn() }
			/>
		);
		const input = screen.getByPlaceholderText( 'Add a marker…' );
		expect( input ).not.toHaveFocus();
		act( () => {
			jest.advanceTimersByTime( 50 );
		} );
		expect( input ).toHaveFocus();

		fireEvent.change( input, { target: { value: 'Pa' } } );
		fireEvent.change( input, { target: { value: 'Place' } } );
		act( () => {
			jest.advanceTimersByTime( 249 );
		} );
		expect( fetchMock ).not.toHaveBeenCalled();
		await act( async () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( String( fetchMock.mock.calls[ 0 ][ 0 ] ) ).toContain(
			'/geocoding/v5/mapbox.places/Place.json'
		);

		const option = await screen.findByRole( 'option', {
			name: 'Place 2, Somewhere',
		} );
		fireEvent.click( option );
		expect( onAddPoint ).toHaveBeenCalledWith( {
			id: 'place.2',
			title: 'Place 2',
			placeTitle: 'Place 2',
			caption: 'Place 2, Somewhere',
			coordinates: { longitude: 2, latitude: 2 },
		} );
	} );
} );
