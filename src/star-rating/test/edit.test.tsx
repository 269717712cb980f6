/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import StarRatingEdit from '../edit';
import type { StarRatingAttributes } from '../types';

const renderEdit = ( attributes: Partial< StarRatingAttributes > = {} ) => {
	const setAttributes = jest.fn();
	render(
		<StarRatingEdit
			attributes={ {
				rating: 1,
				maxRating: 5,
				ratingStyle: 'star',
				align: 'left',
				...attributes,
			} }
			setAttributes={ setAttributes }
			clientId="star-rating"
			className=""
			isSelected={ false }
			context={ {} }
		/>
	);
	return setAttributes;
};

describe( 'StarRatingEdit', () => {
	it( 'shows one button per symbol up to the highest rating, each named by what it sets', () => {
		renderEdit( { maxRating: 7 } );
		const buttons = screen.getAllByRole( 'button', { name: /^Rate / } );
		expect( buttons ).toHaveLength( 7 );
		expect( buttons[ 2 ] ).toHaveAccessibleName( 'Rate 3 out of 7' );
	} );

	it( 'tapping a symbol sets the rating', () => {
		const setAttributes = renderEdit( { rating: 1 } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Rate 4 out of 5' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { rating: 4 } );
	} );

	it( 'tapping the current whole value lowers it by a half', () => {
		const setAttributes = renderEdit( { rating: 4 } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Rate 4 out of 5' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { rating: 3.5 } );
	} );

	it( 'tapping 1 when the rating is 0.5 gives 0', () => {
		const setAttributes = renderEdit( { rating: 0.5 } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Rate 1 out of 5' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { rating: 0 } );
	} );

	it( 'the symbols are keyboard-usable buttons', () => {
		renderEdit();
		const button = screen.getByRole( 'button', {
			name: 'Rate 2 out of 5',
		} );
		button.focus();
		expect( button ).toHaveFocus();
		expect( button.tagName ).toBe( 'BUTTON' );
	} );

	it( 'the button of the current whole rating is pressed, the others not', () => {
		renderEdit( { rating: 3 } );
		const buttons = screen.getAllByRole( 'button', { name: /^Rate / } );
		expect(
			buttons.map( ( button ) => button.getAttribute( 'aria-pressed' ) )
		).toEqual( [ 'false', 'false', 'true', 'false', 'false' ] );
	} );

	it( 'no button is pressed for a half rating or for 0', () => {
		renderEdit( { rating: 2.5 } );
		expect(
			screen.queryAllByRole( 'button', { name: /^Rate /, pressed: true } )
		).toHaveLength( 0 );
		expect(
			screen.getAllByRole( 'button', { name: /^Rate /, pressed: false } )
		).toHaveLength( 5 );
	} );

	it( 'draws each star as a span classed by its fill, as the saved markup does', () => {
		renderEdit( { rating: 1.5, maxRating: 3 } );
		const symbols = screen
			.getAllByRole( 'button', { name: /^Rate / } )
			.map( ( button ) =>
				button.querySelector( '.wp-block-cairn-star-rating__symbol' )
			);
		expect( symbols.map( ( symbol ) => symbol?.tagName ) ).toEqual( [
			'SPAN',
			'SPAN',
			'SPAN',
		] );
		expect( symbols.map( ( symbol ) => symbol?.className ) ).toEqual( [
			'wp-block-cairn-star-rating__symbol is-full',
			'wp-block-cairn-star-rating__symbol is-half',
			'wp-block-cairn-star-rating__symbol is-empty',
		] );
	} );

	it( 'gives the rating in words to screen readers, announced when it changes', () => {
		renderEdit( { rating: 3.5 } );
		const words = screen.getByText( '3.5 out of 5 stars' );
		expect( words ).toHaveAttribute( 'aria-live', 'polite' );
	} );

	it( 'applies the chosen colour to the symbols', () => {
		renderEdit( { color: '#ff0000' } );
		expect( screen.getByRole( 'group', { name: 'Rating' } ) ).toHaveStyle( {
			color: '#ff0000',
		} );
	} );
} );
