/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import AiUpgradePrompt from '..';
import { renderWithStore, serverFeature } from '../../test-helpers';
import { redirectTo } from '../../../../components/redirect-button/redirect';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '../../../../components/redirect-button/redirect', () => ( {
	redirectTo: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );
const UPGRADE_URL =
	'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai';

const OVER = { 'requests-count': 20, 'is-over-limit': true };
const UNLIMITED = {
	'current-tier': {
		slug: 'ai-assistant-tier-unlimited',
		value: 1,
		limit: 2000,
	},
	'next-tier': null,
	'usage-period': {
		'current-start': '2025-06-01 00:00:00',
		'next-start': '2025-07-01 00:00:00',
		'requests-count': 2000,
	},
	'is-over-limit': true,
};

/**
 * Renders the prompt for a server status and waits for the status.
 *
 * @param overrides Server keys to replace.
 * @param isAdmin   Whether the user can manage options.
 */
async function renderPrompt(
	overrides: Record< string, unknown >,
	isAdmin = true
) {
	window.cairnEditorData = { canManageOptions: isAdmin };
	mockedFetch.mockResolvedValueOnce( serverFeature( overrides ) );
	const result = renderWithStore( <AiUpgradePrompt /> );
	await waitFor( () => expect( mockedFetch ).toHaveBeenCalled() );
	return result;
}

/**
 * Finds the prompt's message.
 *
 * @param text The message.
 */
const findMessage = ( text: string ) =>
	screen.findByText( text, { selector: 'p' } );

beforeEach( () => mockedFetch.mockReset() );
afterEach( () => {
	delete window.cairnEditorData;
	jest.mocked( redirectTo ).mockClear();
} );

describe( 'AiUpgradePrompt', () => {
	it( '1: shows the fair-usage notice on the unlimited tier, with the reset date', async () => {
		await renderPrompt( UNLIMITED );
		expect(
			await findMessage(
				"You've reached this month's request limit, per our fair usage policy. Requests will reset on July 1, 2025."
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( '2: asks VIP-plan sites to reach out to their account team', async () => {
		await renderPrompt( { ...OVER, 'upgrade-type': 'vip' } );
		expect(
			await findMessage(
				"You've reached the AI rate limit. Please reach out to your account team."
			)
		).toBeInTheDocument();
	} );

	it( '3: asks other users to reach out to the site administrator', async () => {
		await renderPrompt( OVER, false );
		expect(
			await findMessage(
				'Congratulations on exploring Cairn AI and reaching the free requests limit! Reach out to the site administrator to upgrade and keep using Cairn AI.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( '3: a site administrator whose budget the network sets (no upgrade URL) is asked to reach out to the administrator', async () => {
		await renderPrompt( { ...OVER, 'upgrade-url': '' }, true );
		expect(
			await findMessage(
				'Congratulations on exploring Cairn AI and reaching the free requests limit! Reach out to the site administrator to upgrade and keep using Cairn AI.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( /Upgrade now to increase/ )
		).not.toBeInTheDocument();
	} );

	it( '6: no plain prompt before the limit for an administrator without an upgrade URL', async () => {
		const { container } = await renderPrompt( { 'upgrade-url': '' } );
		await waitFor( () =>
			expect(
				container.querySelector( '.cairn-ai-upgrade-prompt' )
			).toBeNull()
		);
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( '4: offers the next tier, with Upgrade to the budget settings', async () => {
		await renderPrompt( OVER );
		expect(
			await findMessage(
				'You have reached the requests limit for your current plan. Upgrade now to increase your requests limit to 100.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Upgrade' } )
		).toHaveAttribute( 'href', UPGRADE_URL );
	} );

	it( '5: says the plan limit is reached when there is no next tier, with contact', async () => {
		await renderPrompt( { ...OVER, 'next-tier': null } );
		expect(
			await findMessage(
				'You have reached the request limit for your current plan.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Contact us' } )
		).toHaveAttribute( 'href', UPGRADE_URL );
	} );

	it( '6: shows the requests remaining with Upgrade now before the limit', async () => {
		await renderPrompt( {} );
		expect(
			await findMessage( 'You have 15 requests remaining.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Upgrade now' } )
		).toHaveAttribute( 'href', UPGRADE_URL );
	} );

	it( "shows 'Redirecting…' while it leads the administrator to the upgrade URL", async () => {
		await renderPrompt( OVER );
		await userEvent.click(
			await screen.findByRole( 'link', { name: 'Upgrade' } )
		);
		expect(
			// It stays a link, so keyboard focus is not lost.
			screen.getByRole( 'link', { name: 'Redirecting…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await waitFor( () =>
			expect( redirectTo ).toHaveBeenCalledWith( UPGRADE_URL )
		);
	} );
} );
