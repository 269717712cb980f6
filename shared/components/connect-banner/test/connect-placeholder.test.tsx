/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import ConnectPlaceholder from '../connect-placeholder';

jest.mock( '../../redirect-button/redirect', () => ( {
	redirectTo: jest.fn(),
} ) );

const SETTINGS_URL =
	'https://example.com/wp-admin/options-general.php?page=cairn';

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'ConnectPlaceholder', () => {
	it( 'says the block stays hidden from visitors until the service is connected', () => {
		const { container } = render(
			<ConnectPlaceholder
				label="Donations form"
				service="stripe"
				url=""
			/>
		);
		expect( screen.getByText( 'Donations form' ) ).toBeInTheDocument();
		expect(
			container.querySelector( '.components-placeholder__instructions' )
		).toHaveTextContent(
			'This block will be hidden from your visitors until you connect to Stripe.'
		);
	} );

	it( 'gives administrators the button to the service’s settings', () => {
		window.cairnEditorData = {
			canManageOptions: true,
			settingsUrl: SETTINGS_URL,
		};
		render(
			<ConnectPlaceholder
				label="Payment Button"
				service="stripe"
				url={ `${ SETTINGS_URL }#cairn-stripe` }
			/>
		);
		expect(
			screen.getByRole( 'link', {
				name: 'Connect to Stripe to use this block on your site',
			} )
		).toHaveAttribute( 'href', `${ SETTINGS_URL }#cairn-stripe` );
	} );

	it( 'tells other users whom to ask, with no button', () => {
		window.cairnEditorData = {
			canManageOptions: false,
			settingsUrl: SETTINGS_URL,
		};
		render(
			<ConnectPlaceholder
				label="Payment Button"
				service="stripe"
				url={ `${ SETTINGS_URL }#cairn-stripe` }
			/>
		);
		expect(
			screen.getByText(
				'Ask a site administrator to set up Stripe in Settings → Cairn.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );
