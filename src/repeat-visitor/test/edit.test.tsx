/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import RepeatVisitorEdit from '../edit';
import type { RepeatVisitorAttributes } from '../types';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// Outside a block list there is no block context, no sidebar slot and no
	// inner block list: render the parts in place.
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	InspectorControls: ( { children }: { children: ReactNode } ) => (
		<>{ children }</>
	),
	InnerBlocks: () => <div data-testid="inner-blocks" />,
} ) );

function renderEdit( attributes: Partial< RepeatVisitorAttributes > = {} ) {
	const setAttributes = jest.fn();
	const props = {
		attributes: { criteria: 'after-visits', threshold: 3, ...attributes },
		setAttributes,
		isSelected: true,
		clientId: 'block-1',
		name: 'cairn/repeat-visitor',
	} as unknown as BlockEditProps< RepeatVisitorAttributes >;
	const utils = render( <RepeatVisitorEdit { ...props } /> );
	return { ...utils, setAttributes, props };
}

describe( 'Repeat visitor editor', () => {
	it( 'saves a valid threshold to the attribute', async () => {
		const { setAttributes } = renderEdit();
		const input = screen.getByLabelText( 'Visit count threshold' );
		await userEvent.clear( input );
		await userEvent.type( input, '12' );
		expect( setAttributes ).toHaveBeenLastCalledWith( { threshold: 12 } );
		expect(
			screen.queryByText( 'Please enter a valid number.' )
		).not.toBeInTheDocument();
	} );

	it( 'shows "Please enter a valid number." and keeps the typed text without saving it', async () => {
		const { setAttributes } = renderEdit();
		const input = screen.getByLabelText( 'Visit count threshold' );
		await userEvent.clear( input );
		await userEvent.type( input, 'ab' );
		expect( input ).toHaveValue( 'ab' );
		expect(
			screen.getByText( 'Please enter a valid number.' )
		).toBeInTheDocument();
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( setAttributes ).not.toHaveBeenCalled();

		await userEvent.clear( input );
		await userEvent.type( input, '0' );
		expect( input ).toHaveValue( '0' );
		expect(
			screen.getByText( 'Please enter a valid number.' )
		).toBeInTheDocument();
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	it( 'follows a threshold changed elsewhere, such as undo', () => {
		const { rerender, props } = renderEdit( { threshold: 3 } );
		rerender(
			<RepeatVisitorEdit
				{ ...props }
				attributes={ { criteria: 'after-visits', threshold: 7 } }
			/>
		);
		expect( screen.getByLabelText( 'Visit count threshold' ) ).toHaveValue(
			'7'
		);
	} );

	it( 'sets the criteria with the visibility radio', async () => {
		const { setAttributes } = renderEdit();
		expect(
			screen.getByRole( 'radio', { name: 'Show after threshold' } )
		).toBeChecked();
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Show before threshold' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			criteria: 'before-visits',
		} );
	} );

	it( 'explains in an info notice when the content shows', () => {
		renderEdit( { criteria: 'before-visits', threshold: 4 } );
		expect(
			screen.getByText(
				'This block will only appear to people who have visited this page at most 4 times.',
				// The notice is also spoken through a live region.
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
		expect( screen.getByTestId( 'inner-blocks' ) ).toBeInTheDocument();
	} );
} );
