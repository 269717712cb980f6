/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import AiErrorNotice from '..';
import { createAiError } from '../../../errors';
import { renderWithStore, serverFeature } from '../../test-helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );
const OVER = { 'requests-count': 20, 'is-over-limit': true };
const QUOTA = createAiError( 'error_quota_exceeded' );
const NEXT_TIER =
	'You have reached the requests limit for your current plan. Upgrade now to increase your requests limit to 100.';

/**
 * Renders the notice of a spent budget for a server status, and waits for
 * the status.
 *
 * @param withUpgradePrompt Whether the surface shows the upgrade prompt too.
 * @param isAdmin           Whether the user can manage options.
 */
async function renderQuotaNotice( withUpgradePrompt: boolean, isAdmin = true ) {
	window.cairnEditorData = { canManageOptions: isAdmin };
	mockedFetch.mockResolvedValueOnce( serverFeature( OVER ) );
	renderWithStore(
		<AiErrorNotice
			error={ QUOTA }
			withUpgradePrompt={ withUpgradePrompt }
		/>
	);
	await waitFor( () => expect( mockedFetch ).toHaveBeenCalled() );
	await screen.findByText(
		'Error: You have reached the limit of requests for this site.',
		{ selector: 'p' }
	);
}

/**
 * The names of the upgrade links on the page.
 */
const upgradeLinks = () =>
	screen
		.queryAllByRole( 'link' )
		.map( ( link ) => link.textContent )
		.filter( ( name ) => /Upgrade|Contact/.test( name ?? '' ) );

beforeEach( () => mockedFetch.mockReset() );
afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'AiErrorNotice on a spent budget', () => {
	it( 'offers one upgrade action where the next-tier prompt follows: the prompt’s', async () => {
		await renderQuotaNotice( true );
		expect(
			await screen.findByText( NEXT_TIER, { selector: 'p' } )
		).toBeInTheDocument();
		expect( upgradeLinks() ).toEqual( [ 'Upgrade' ] );
	} );

	it( 'offers one action where the prompt without a next tier follows: Contact us', async () => {
		window.cairnEditorData = { canManageOptions: true };
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { ...OVER, 'next-tier': null } )
		);
		renderWithStore( <AiErrorNotice error={ QUOTA } withUpgradePrompt /> );
		expect(
			await screen.findByText(
				'You have reached the request limit for your current plan.',
				{ selector: 'p' }
			)
		).toBeInTheDocument();
		expect( upgradeLinks() ).toEqual( [ 'Contact us' ] );
	} );

	it( 'keeps Upgrade now in the notice where no prompt follows', async () => {
		await renderQuotaNotice( false );
		expect( upgradeLinks() ).toEqual( [ 'Upgrade now' ] );
		expect(
			screen.queryByText( NEXT_TIER, { selector: 'p' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers no upgrade to a user who cannot upgrade: the prompt asks them to reach the administrator', async () => {
		await renderQuotaNotice( false, false );
		expect(
			await screen.findByText( /Reach out to the site administrator/, {
				selector: 'p',
			} )
		).toBeInTheDocument();
		expect( upgradeLinks() ).toEqual( [] );
	} );
} );
