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
import AiUpgradeNudge, { shouldShowUpgradeNudge } from '..';
import { mapAiFeatureResponse } from '@cairn/shared/ai/store/map-feature';
import {
	renderWithStore,
	serverFeature,
} from '@cairn/shared/ai/components/test-helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

/**
 * The status after some requests.
 *
 * @param count     Requests used.
 * @param overrides Server keys to replace.
 */
const used = ( count: number, overrides: Record< string, unknown > = {} ) =>
	mapAiFeatureResponse(
		serverFeature( { 'requests-count': count, ...overrides } )
	);

beforeEach( () => mockedFetch.mockReset() );
afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'AiUpgradeNudge', () => {
	it( 'shows when the requests remaining are a multiple of 5', () => {
		expect( shouldShowUpgradeNudge( used( 5 ) ) ).toBe( true );
		expect( shouldShowUpgradeNudge( used( 10 ) ) ).toBe( true );
		expect( shouldShowUpgradeNudge( used( 6 ) ) ).toBe( false );
		expect( shouldShowUpgradeNudge( used( 13 ) ) ).toBe( false );
	} );

	it( 'shows on the first request', () => {
		expect( shouldShowUpgradeNudge( used( 1 ) ) ).toBe( true );
		expect( shouldShowUpgradeNudge( used( 2 ) ) ).toBe( false );
	} );

	it( 'shows only on the free tier', () => {
		const paid = {
			'current-tier': {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
		};
		expect( shouldShowUpgradeNudge( used( 5, paid ) ) ).toBe( false );
	} );

	it( 'does not show over the limit (the upgrade prompt does)', () => {
		expect( shouldShowUpgradeNudge( used( 20 ) ) ).toBe( false );
	} );

	it( 'tells the requests remaining, with Upgrade now for administrators', async () => {
		window.cairnEditorData = { canManageOptions: true };
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { 'requests-count': 10 } )
		);
		renderWithStore( <AiUpgradeNudge /> );
		expect(
			await screen.findByText( 'You have 10 requests remaining.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Upgrade now' } )
		).toBeInTheDocument();
	} );

	it( 'offers no Upgrade to users who cannot manage options', async () => {
		window.cairnEditorData = { canManageOptions: false };
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { 'requests-count': 10 } )
		);
		renderWithStore( <AiUpgradeNudge /> );
		expect(
			await screen.findByText( 'You have 10 requests remaining.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'offers no Upgrade to an administrator whose budget the network sets (no upgrade URL)', async () => {
		window.cairnEditorData = { canManageOptions: true, upgradeUrl: '' };
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { 'requests-count': 10, 'upgrade-url': '' } )
		);
		renderWithStore( <AiUpgradeNudge /> );
		expect(
			await screen.findByText( 'You have 10 requests remaining.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'renders nothing between nudges', async () => {
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { 'requests-count': 7 } )
		);
		const { container } = renderWithStore( <AiUpgradeNudge /> );
		await waitFor( () => expect( mockedFetch ).toHaveBeenCalled() );
		await waitFor( () => expect( container ).toBeEmptyDOMElement() );
	} );
} );
