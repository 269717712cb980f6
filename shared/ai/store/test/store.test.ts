/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '..';
import { aiUsageRegistry, serverFeature } from './helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

beforeEach( () => mockedFetch.mockReset() );
afterEach( () => jest.useRealTimers() );

/**
 * A registry whose status was fetched.
 *
 * @param overrides Server keys to replace.
 */
async function loaded( overrides: Record< string, unknown > = {} ) {
	mockedFetch.mockResolvedValueOnce( serverFeature( overrides ) );
	const registry = aiUsageRegistry();
	await registry.resolveSelect( store ).getAiFeature();
	return registry;
}

describe( 'AI usage store', () => {
	it( 'fetches the status from GET /cairn/v1/ai/assistant-feature and reads it as camelCase', async () => {
		const registry = await loaded();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/ai/assistant-feature',
		} );
		const feature = registry.select( store ).getAiFeature();
		expect( feature.requestsCount ).toBe( 5 );
		expect( feature.currentTier.slug ).toBe( 'ai-assistant-tier-free' );
		expect( feature.usagePeriod.nextStart ).toBe( '2025-07-01 00:00:00' );
	} );

	it( 'is requesting while the status is fetched', async () => {
		let answer: ( value: unknown ) => void = () => {};
		mockedFetch.mockImplementationOnce(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const registry = aiUsageRegistry();
		const pending = registry.dispatch( store ).fetchAiFeature();
		expect( registry.select( store ).isRequestingAiFeature() ).toBe( true );
		answer( serverFeature() );
		await pending;
		expect( registry.select( store ).isRequestingAiFeature() ).toBe(
			false
		);
	} );

	it( 'a fetch error clears the requesting flag and keeps the error', async () => {
		mockedFetch.mockRejectedValueOnce( { code: 'x', message: 'Offline.' } );
		const registry = aiUsageRegistry();
		await registry.dispatch( store ).fetchAiFeature();
		expect( registry.select( store ).isRequestingAiFeature() ).toBe(
			false
		);
		expect( registry.select( store ).getAiFeatureFetchError() ).toBe(
			'Offline.'
		);
	} );

	it( 'tells whether a feature is enabled from featuresControl and the site switch', async () => {
		const registry = await loaded();
		const usage = registry.select( store );
		expect( usage.isFeatureEnabled( 'ai-assistant' ) ).toBe( true );
		expect( usage.isFeatureEnabled( 'ai-response-feedback' ) ).toBe(
			false
		);
		expect( usage.isFeatureEnabled( 'voice-to-content' ) ).toBe( false );
		const off = await loaded( { 'is-enabled': false } );
		expect( off.select( store ).isFeatureEnabled( 'ai-assistant' ) ).toBe(
			false
		);
	} );

	it( 'increaseRequestsCount( n ) raises the count by n, 1 by default', async () => {
		const registry = await loaded();
		jest.useFakeTimers();
		registry.dispatch( store ).increaseRequestsCount();
		expect( registry.select( store ).getRequestsCount() ).toBe( 6 );
		registry.dispatch( store ).increaseRequestsCount( 10 );
		expect( registry.select( store ).getRequestsCount() ).toBe( 16 );
		expect( registry.select( store ).getRemainingRequests() ).toBe( 4 );
	} );

	it( 'queues a refetch when requests are counted, fetched when the countdown reaches zero', async () => {
		const registry = await loaded();
		jest.useFakeTimers();
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { 'requests-count': 7 } )
		);
		registry.dispatch( store ).increaseRequestsCount();
		expect( registry.select( store ).getAiFeatureRefetchCountdown() ).toBe(
			3
		);
		jest.advanceTimersByTime( 1000 );
		expect( registry.select( store ).getAiFeatureRefetchCountdown() ).toBe(
			2
		);
		jest.advanceTimersByTime( 1000 );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
		expect(
			registry.select( store ).getAiFeatureRefetchCountdown()
		).toBeNull();
		expect( registry.select( store ).getRequestsCount() ).toBe( 7 );
		await jest.advanceTimersByTimeAsync( 5000 );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'counts an AI error as a request, except request and quota errors', async () => {
		const registry = await loaded();
		jest.useFakeTimers();
		const { handleAiError } = registry.dispatch( store );
		handleAiError( 'error_unclear_prompt' );
		handleAiError( 'error_moderation' );
		handleAiError( 'error_network' );
		expect( registry.select( store ).getRequestsCount() ).toBe( 8 );
		handleAiError( 'error_response' );
		handleAiError( 'error_quota_exceeded' );
		expect( registry.select( store ).getRequestsCount() ).toBe( 8 );
	} );

	it( 'a quota error requires an upgrade', async () => {
		const registry = await loaded();
		expect( registry.select( store ).getRequireUpgrade() ).toBe( false );
		registry.dispatch( store ).handleAiError( 'error_quota_exceeded' );
		expect( registry.select( store ).getRequireUpgrade() ).toBe( true );
	} );

	it( 'a quota error reads the usage again, so a raised budget clears the upgrade', async () => {
		const registry = await loaded();
		jest.useFakeTimers();
		registry.dispatch( store ).handleAiError( 'error_quota_exceeded' );
		expect( registry.select( store ).getRequireUpgrade() ).toBe( true );
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { 'site-require-upgrade': false } )
		);
		await jest.advanceTimersByTimeAsync( 3000 );
		expect( registry.select( store ).getRequireUpgrade() ).toBe( false );
	} );

	it( 'while an upgrade is required, the editor’s window coming back reads the budget again', async () => {
		mockedFetch.mockResolvedValue(
			serverFeature( { 'site-require-upgrade': false } )
		);
		await resolveSelect( store ).getRequireUpgrade();
		dispatch( store ).setRequireUpgrade( true );
		window.dispatchEvent( new Event( 'focus' ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( select( store ).getRequireUpgrade() ).toBe( false );
		// Without an upgrade required, focus asks nothing.
		const calls = mockedFetch.mock.calls.length;
		window.dispatchEvent( new Event( 'focus' ) );
		expect( mockedFetch ).toHaveBeenCalledTimes( calls );
	} );

	it( 'a provider’s own limit neither counts nor requires an upgrade', async () => {
		const registry = await loaded();
		registry.dispatch( store ).handleAiError( {
			code: 'error_service_unavailable',
			message: 'x',
			severity: 'info',
			retry: true,
			cause: 'provider-rate',
			retryAfter: 7,
		} );
		expect( registry.select( store ).getRequestsCount() ).toBe( 5 );
		expect( registry.select( store ).getRequireUpgrade() ).toBe( false );
	} );

	it( 'setRequireUpgrade sets the flag', async () => {
		const registry = await loaded();
		registry.dispatch( store ).setRequireUpgrade( true );
		expect( registry.select( store ).getRequireUpgrade() ).toBe( true );
		registry.dispatch( store ).setRequireUpgrade( false );
		expect( registry.select( store ).getRequireUpgrade() ).toBe( false );
	} );

	it( 'isOverLimit resolves the status first', async () => {
		mockedFetch.mockResolvedValueOnce(
			serverFeature( { 'is-over-limit': true, 'requests-count': 20 } )
		);
		const registry = aiUsageRegistry();
		await expect(
			registry.resolveSelect( store ).isOverLimit()
		).resolves.toBe( true );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );
} );
