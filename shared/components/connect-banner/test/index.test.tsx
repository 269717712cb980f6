/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import ConnectBanner from '..';
import { redirectTo } from '../../redirect-button/redirect';

jest.mock( '../../redirect-button/redirect', () => ( {
	redirectTo: jest.fn(),
} ) );

const SETTINGS_URL =
	'https://example.com/wp-admin/options-general.php?page=cairn';

afterEach( () => {
	delete window.cairnEditorData;
	jest.mocked( redirectTo ).mockClear();
} );

describe( 'ConnectBanner', () => {
	it( 'says which service the block needs', () => {
		render( <ConnectBanner service="stripe" /> );
		expect(
			screen.getByText(
				'This block needs Stripe, which is not set up on this site yet.'
			)
		).toBeInTheDocument();
	} );

	it( 'gives administrators a button to the service’s section of the settings page', () => {
		window.cairnEditorData = {
			canManageOptions: true,
			settingsUrl: SETTINGS_URL,
		};
		render( <ConnectBanner service="stripe" /> );
		const button = screen.getByRole( 'link', { name: 'Set up Stripe' } );
		expect( button ).toHaveAttribute(
			'href',
			`${ SETTINGS_URL }#cairn-stripe`
		);
		expect(
			screen.queryByText( /Ask a site administrator/ )
		).not.toBeInTheDocument();
	} );

	it( 'sends administrators to the settings page when they click the button', async () => {
		window.cairnEditorData = {
			canManageOptions: true,
			settingsUrl: SETTINGS_URL,
		};
		render( <ConnectBanner service="mapbox" /> );
		await userEvent.click(
			screen.getByRole( 'link', { name: 'Set up Mapbox' } )
		);
		expect( redirectTo ).toHaveBeenCalledWith(
			`${ SETTINGS_URL }#cairn-mapbox`
		);
	} );

	it( 'tells other users to ask an administrator, without a button', () => {
		window.cairnEditorData = {
			canManageOptions: false,
			settingsUrl: SETTINGS_URL,
		};
		render( <ConnectBanner service="ai" /> );
		expect(
			screen.getByText(
				'Ask a site administrator to set up an AI provider in Settings → Cairn.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Set up/ } )
		).not.toBeInTheDocument();
	} );

	it( 'uses a label the block gives for the service', () => {
		render(
			<ConnectBanner
				service="mailchimp"
				serviceLabel="a Mailchimp audience"
			/>
		);
		expect(
			screen.getByText(
				'This block needs a Mailchimp audience, which is not set up on this site yet.'
			)
		).toBeInTheDocument();
	} );

	it( 'names the feature that needs the service when it is not a block’s own', () => {
		render( <ConnectBanner service="ai-vision" feature="Alt text" /> );
		expect(
			screen.getByText(
				'Alt text needs an AI provider that reads images, which is not set up on this site yet.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows administrators the settings to fill in, and other users only whom to ask', () => {
		const readiness = {
			'ai-audio': {
				ready: false,
				section: 'ai',
				message:
					'No AI provider can transcribe audio. Fill in “AI → Base URL” and “Audio model” in Settings → Cairn.',
			},
		};
		window.cairnEditorData = {
			canManageOptions: true,
			settingsUrl: SETTINGS_URL,
			readiness,
		};
		const admin = render( <ConnectBanner service="ai-audio" /> );
		expect(
			within( admin.container ).getByText( /“Audio model”/ )
		).toBeInTheDocument();
		expect(
			within( admin.container ).getByRole( 'link', {
				name: 'Set up an AI provider that transcribes audio',
			} )
		).toHaveAttribute( 'href', `${ SETTINGS_URL }#cairn-ai` );
		admin.unmount();

		window.cairnEditorData = {
			canManageOptions: false,
			settingsUrl: SETTINGS_URL,
			readiness,
		};
		const other = render( <ConnectBanner service="ai-audio" /> );
		const banner = within( other.container );
		expect( banner.queryByText( /Audio model/ ) ).not.toBeInTheDocument();
		expect(
			banner.getByText(
				'Ask a site administrator to set up an AI provider that transcribes audio in Settings → Cairn.'
			)
		).toBeInTheDocument();
		expect( banner.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );
