/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import RedirectButton from '..';
import { redirectTo } from '../redirect';

jest.mock( '../redirect', () => ( { redirectTo: jest.fn() } ) );

const URL = 'https://example.com/wp-admin/options-general.php?page=cairn';

afterEach( () => {
	jest.mocked( redirectTo ).mockClear();
} );

describe( 'RedirectButton', () => {
	it( 'draws nothing without a URL', () => {
		const { container } = render(
			<RedirectButton url="">Go</RedirectButton>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'is a link to its URL', () => {
		render( <RedirectButton url={ URL }>Go</RedirectButton> );
		expect( screen.getByRole( 'link', { name: 'Go' } ) ).toHaveAttribute(
			'href',
			URL
		);
	} );

	it( "shows 'Redirecting…' and goes to its URL once, however often it is clicked", async () => {
		render( <RedirectButton url={ URL }>Go</RedirectButton> );
		const link = screen.getByRole( 'link', { name: 'Go' } );
		await userEvent.click( link );
		expect( link ).toHaveTextContent( 'Redirecting…' );
		expect( link ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( link );
		expect( redirectTo ).toHaveBeenCalledTimes( 1 );
		expect( redirectTo ).toHaveBeenCalledWith( URL );
	} );

	it( 'keeps the keyboard focus on the same element while it redirects', async () => {
		render( <RedirectButton url={ URL }>Go</RedirectButton> );
		const link = screen.getByRole( 'link', { name: 'Go' } );
		await userEvent.tab();
		await userEvent.keyboard( '{Enter}' );
		expect( link ).toBeInTheDocument();
		expect( link ).toHaveFocus();
	} );
} );
