/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import WidthPanel from '../width-panel';

/**
 * Renders the panel as a block would, keeping the width it is given.
 *
 * @param props        Panel props besides the label.
 * @param props.align  The block's alignment.
 * @param props.width  The width in percent.
 * @param props.custom Whether a free value is offered.
 * @return The change handler.
 */
function renderPanel( props: {
	align?: string;
	width?: number;
	custom?: boolean;
} ) {
	const onChange = jest.fn();
	render(
		<WidthPanel label="Block width" onChange={ onChange } { ...props } />
	);
	return onChange;
}

const preset = ( name: string ) => screen.getByRole( 'button', { name } );

describe( 'WidthPanel', () => {
	it( 'offers 25, 50, 75 and 100 % as a named group, the chosen one pressed', () => {
		renderPanel( { width: 50 } );
		const group = screen.getByRole( 'group', { name: 'Block width' } );
		expect(
			[ ...group.querySelectorAll( 'button' ) ].map(
				( button ) => button.textContent
			)
		).toEqual( [ '25%', '50%', '75%', '100%' ] );
		expect( preset( '50%' ) ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( preset( '25%' ) ).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'a preset sets its width', async () => {
		const onChange = renderPanel( {} );
		await userEvent.click( preset( '75%' ) );
		expect( onChange ).toHaveBeenCalledWith( 75 );
	} );

	it( 'without a free value, the chosen preset clicked again clears the width', async () => {
		const onChange = renderPanel( { width: 25 } );
		expect(
			screen.queryByRole( 'slider', { name: 'Width in percent' } )
		).not.toBeInTheDocument();
		await userEvent.click( preset( '25%' ) );
		expect( onChange ).toHaveBeenCalledWith( undefined );
	} );

	it( 'with a free value, the chosen preset stays and the value goes from 0 to 100', async () => {
		const onChange = renderPanel( { width: 25, custom: true } );
		await userEvent.click( preset( '25%' ) );
		expect( onChange ).toHaveBeenLastCalledWith( 25 );
		const slider = screen.getByRole( 'slider', {
			name: 'Width in percent',
		} );
		expect( slider ).toHaveAttribute( 'min', '0' );
		expect( slider ).toHaveAttribute( 'max', '100' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Reset' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( undefined );
	} );

	it( 'a left or right aligned block gets no panel', () => {
		renderPanel( { align: 'left', width: 50 } );
		expect(
			screen.queryByText( 'Width settings' )
		).not.toBeInTheDocument();
		renderPanel( { align: 'right', width: 50 } );
		expect(
			screen.queryByText( 'Width settings' )
		).not.toBeInTheDocument();
		renderPanel( { align: 'wide', width: 50 } );
		expect( screen.getByText( 'Width settings' ) ).toBeInTheDocument();
	} );
} );
