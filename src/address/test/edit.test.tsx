/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import AddressEdit from '../edit';
import type { AddressAttributes } from '../types';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// Outside a block list there is no block context to merge, and the
	// sidebar slot is not rendered: its content is shown in place.
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	InspectorControls: ( { children }: { children: React.ReactNode } ) =>
		children,
} ) );

const EMPTY: AddressAttributes = {
	address: '',
	addressLine2: '',
	addressLine3: '',
	city: '',
	region: '',
	postal: '',
	country: '',
	linkToGoogleMaps: false,
};

function renderEdit( attributes: Partial< AddressAttributes > = {} ) {
	const setAttributes = jest.fn();
	render(
		<AddressEdit
			attributes={ { ...EMPTY, ...attributes } }
			setAttributes={ setAttributes }
			clientId="address"
			className=""
			isSelected
			context={ {} }
		/>
	);
	return setAttributes;
}

describe( 'AddressEdit', () => {
	it( 'has one plain-text field per part of the address, named by its placeholder', () => {
		renderEdit();
		for ( const name of [
			'Street Address',
			'Address Line 2',
			'Address Line 3',
			'City',
			'State/Province/Region',
			'Postal/Zip Code',
			'Country',
		] ) {
			expect( screen.getByRole( 'textbox', { name } ) ).toHaveAttribute(
				'placeholder',
				name
			);
		}
	} );

	it( 'stores what is typed in the field’s attribute', () => {
		const setAttributes = renderEdit();
		fireEvent.change( screen.getByRole( 'textbox', { name: 'City' } ), {
			target: { value: 'Lyon' },
		} );
		expect( setAttributes ).toHaveBeenCalledWith( { city: 'Lyon' } );
	} );

	it( 'turns the Google Maps link on from the toggle', () => {
		const setAttributes = renderEdit( { city: 'Lyon' } );
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Link address to Google Maps',
			} )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			linkToGoogleMaps: true,
		} );
	} );
} );
