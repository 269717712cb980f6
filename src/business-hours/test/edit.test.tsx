/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import BusinessHoursEdit from '../edit';
import { DEFAULT_DAYS, ENGLISH_WEEK } from '../constants';
import type { BusinessHoursEditProps, Day } from '../types';

// `use` is there for the middleware that @cairn/shared adds when it loads.
jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// Outside a block list there is no block context to merge; the role and
	// label are those the editor gives every block's wrapper.
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		role: 'document',
		'aria-label': 'Block: Business hours',
	} ),
} ) );

const mockApiFetch = apiFetch as unknown as jest.Mock;

const frenchWeek = {
	days: {
		Sun: 'dimanche',
		Mon: 'lundi',
		Tue: 'mardi',
		Wed: 'mercredi',
		Thu: 'jeudi',
		Fri: 'vendredi',
		Sat: 'samedi',
	},
	startOfWeek: 1,
};

function renderEdit( {
	isSelected = true,
	days = [ ...DEFAULT_DAYS ],
}: { isSelected?: boolean; days?: Day[] } = {} ) {
	const setAttributes = jest.fn();
	const props = {
		attributes: { days },
		setAttributes,
		isSelected,
		clientId: 'block-1',
		name: 'cairn/business-hours',
		className: '',
		context: {},
		isSelectionEnabled: true,
		toggleSelection: jest.fn(),
		insertBlocksAfter: jest.fn(),
		mergeBlocks: jest.fn(),
		onRemove: jest.fn(),
		onReplace: jest.fn(),
	} as unknown as BusinessHoursEditProps;
	const utils = render( <BusinessHoursEdit { ...props } /> );
	return { ...utils, setAttributes };
}

/**
 * The attribute value passed to the last setAttributes call.
 *
 * @param setAttributes The mocked setAttributes.
 * @return The days it was last called with.
 */
function lastDays( setAttributes: jest.Mock ): Day[] {
	return setAttributes.mock.calls.at( -1 )[ 0 ].days;
}

describe( 'Business hours editor', () => {
	beforeEach( () => {
		mockApiFetch.mockReset();
	} );

	it( 'shows "Loading business hours" while the localized week loads', async () => {
		let resolve: ( value: unknown ) => void = () => {};
		mockApiFetch.mockReturnValue( new Promise( ( r ) => ( resolve = r ) ) );
		renderEdit();
		expect(
			screen.getByText( 'Loading business hours' )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/business-hours/localized-week',
		} );
		resolve( frenchWeek );
		await waitFor( () =>
			expect(
				screen.queryByText( 'Loading business hours' )
			).not.toBeInTheDocument()
		);
	} );

	it( 'lists days in the site locale starting from startOfWeek', async () => {
		mockApiFetch.mockResolvedValue( frenchWeek );
		renderEdit( { isSelected: false } );
		const terms = await screen.findAllByRole( 'term' );
		expect( terms.map( ( term ) => term.textContent ) ).toEqual( [
			'lundi',
			'mardi',
			'mercredi',
			'jeudi',
			'vendredi',
			'samedi',
			'dimanche',
		] );
	} );

	it( 'falls back to English names with the week starting on Sunday when loading fails', async () => {
		mockApiFetch.mockRejectedValue( { code: 'rest_forbidden' } );
		renderEdit( { isSelected: false } );
		const terms = await screen.findAllByRole( 'term' );
		expect( terms.map( ( term ) => term.textContent ) ).toEqual(
			Object.values( ENGLISH_WEEK.days )
		);
	} );

	it( 'falls back to English when the response is not a localized week', async () => {
		mockApiFetch.mockResolvedValue( { days: {}, startOfWeek: 'monday' } );
		renderEdit( { isSelected: false } );
		expect(
			( await screen.findAllByRole( 'term' ) )[ 0 ]
		).toHaveTextContent( 'Sunday' );
	} );

	it( 'shows a read-only list in 12-hour format with "Closed" when not selected', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		renderEdit( { isSelected: false } );
		const definitions = await screen.findAllByRole( 'definition' );
		expect( definitions.map( ( d ) => d.textContent ) ).toEqual( [
			'Closed',
			'9:00 AM – 5:00 PM',
			'9:00 AM – 5:00 PM',
			'9:00 AM – 5:00 PM',
			'9:00 AM – 5:00 PM',
			'9:00 AM – 5:00 PM',
			'Closed',
		] );
		expect( screen.queryByRole( 'checkbox' ) ).not.toBeInTheDocument();
	} );

	it( 'keeps the editor wrapper’s role off the read-only list, whose items stay terms and definitions', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		const { container } = renderEdit( { isSelected: false } );
		await screen.findAllByRole( 'definition' );
		const list = container.querySelector( 'dl' );
		expect( list ).not.toBeNull();
		// A <dl> with a role is no list any more: its <dt> and <dd> lose their list.
		expect( list?.hasAttribute( 'role' ) ).toBe( false );
		expect(
			screen.getByRole( 'document', { name: 'Block: Business hours' } )
		).toContainElement( list as HTMLElement );
		expect(
			Array.from( list?.children ?? [] ).map( ( item ) =>
				Array.from( item.children ).map( ( child ) => child.tagName )
			)
		).toEqual( Array( 7 ).fill( [ 'DT', 'DD' ] ) );
	} );

	it( 'shows an editor per day when selected', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		renderEdit();
		const toggles = await screen.findAllByRole( 'checkbox' );
		expect( toggles ).toHaveLength( 7 );
		const monday = screen.getByRole( 'group', { name: 'Monday' } );
		expect( within( monday ).getByLabelText( 'Opening' ) ).toHaveValue(
			'09:00'
		);
		expect( within( monday ).getByLabelText( 'Closing' ) ).toHaveValue(
			'17:00'
		);
		expect(
			within( monday ).getByRole( 'button', { name: 'Add Hours' } )
		).toBeInTheDocument();
		expect(
			within( monday ).getByRole( 'button', { name: 'Remove Hours' } )
		).toBeInTheDocument();
		const sunday = screen.getByRole( 'group', { name: 'Sunday' } );
		expect(
			within( sunday ).getByRole( 'checkbox', { name: 'Open' } )
		).not.toBeChecked();
		expect(
			within( sunday ).queryByLabelText( 'Opening' )
		).not.toBeInTheDocument();
	} );

	it( 'opens a closed day with the Open toggle', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		const { setAttributes } = renderEdit();
		const saturday = await screen.findByRole( 'group', {
			name: 'Saturday',
		} );
		await userEvent.click(
			within( saturday ).getByRole( 'checkbox', { name: 'Open' } )
		);
		expect( lastDays( setAttributes )[ 6 ] ).toEqual( {
			name: 'Sat',
			hours: [ { opening: '09:00', closing: '17:00' } ],
		} );
	} );

	it( 'closes an open day with the Open toggle', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		const { setAttributes } = renderEdit();
		const monday = await screen.findByRole( 'group', { name: 'Monday' } );
		await userEvent.click(
			within( monday ).getByRole( 'checkbox', { name: 'Open' } )
		);
		expect( lastDays( setAttributes )[ 1 ] ).toEqual( {
			name: 'Mon',
			hours: [],
		} );
	} );

	it( 'adds 09:00–17:00 with Add Hours and removes an interval with Remove Hours', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		const { setAttributes } = renderEdit();
		const monday = await screen.findByRole( 'group', { name: 'Monday' } );
		await userEvent.click(
			within( monday ).getByRole( 'button', { name: 'Add Hours' } )
		);
		expect( lastDays( setAttributes )[ 1 ].hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '09:00', closing: '17:00' },
		] );
		await userEvent.click(
			within( monday ).getByRole( 'button', { name: 'Remove Hours' } )
		);
		expect( lastDays( setAttributes )[ 1 ].hours ).toEqual( [] );
	} );

	it( 'keeps the toggle labelled "Open" whether the day is open or closed', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		renderEdit();
		const toggles = await screen.findAllByRole( 'checkbox' );
		for ( const toggle of toggles ) {
			expect( toggle ).toHaveAccessibleName( 'Open' );
		}
		// Sunday first: the checked state alone says which days are open.
		expect(
			toggles.map( ( toggle ) => ( toggle as HTMLInputElement ).checked )
		).toEqual( [ false, true, true, true, true, true, false ] );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Closed' } )
		).not.toBeInTheDocument();
	} );

	it( 'treats a day with blank times as open, in the list and in the toggle, and asks for its times', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		const days = DEFAULT_DAYS.map( ( day ) =>
			day.name === 'Mon'
				? { name: day.name, hours: [ { opening: '', closing: '' } ] }
				: day
		);
		const { rerender } = renderEdit( { isSelected: false, days } );
		const definitions = await screen.findAllByRole( 'definition' );
		expect( definitions[ 1 ] ).toHaveTextContent(
			'Enter opening and closing times.'
		);
		expect( definitions[ 1 ] ).not.toHaveTextContent( 'Closed' );

		rerender(
			<BusinessHoursEdit
				{ ...( {
					attributes: { days },
					setAttributes: jest.fn(),
					isSelected: true,
				} as unknown as BusinessHoursEditProps ) }
			/>
		);
		const monday = await screen.findByRole( 'group', { name: 'Monday' } );
		const toggle = within( monday ).getByRole( 'checkbox', {
			name: 'Open',
		} );
		expect( toggle ).toBeChecked();
		expect( toggle ).toHaveAccessibleDescription(
			'Enter opening and closing times.'
		);
		// A day with a complete interval is not asked for times.
		const tuesday = screen.getByRole( 'group', { name: 'Tuesday' } );
		expect(
			within( tuesday ).getByRole( 'checkbox', { name: 'Open' } )
		).not.toHaveAccessibleDescription();
	} );

	it( 'lists only the valid intervals of a day that has some', async () => {
		mockApiFetch.mockResolvedValue( ENGLISH_WEEK );
		const days = DEFAULT_DAYS.map( ( day ) =>
			day.name === 'Mon'
				? {
						name: day.name,
						hours: [
							{ opening: '08:00', closing: '' },
							{ opening: '13:00', closing: '18:00' },
						],
					}
				: day
		);
		renderEdit( { isSelected: false, days } );
		const definitions = await screen.findAllByRole( 'definition' );
		expect( definitions[ 1 ] ).toHaveTextContent( '1:00 PM – 6:00 PM' );
	} );
} );
