/**
 * Internal dependencies
 */
import { DEFAULT_AI_FEATURE, mapAiFeatureResponse } from '../map-feature';
import { serverFeature } from './helpers';

describe( 'AI feature status mapping', () => {
	it( 'reads every dash-case key as camelCase, with usage-period and tiers nested', () => {
		expect(
			mapAiFeatureResponse(
				serverFeature( {
					'upgrade-type': 'vip',
					'error-message': 'Oops',
					'error-code': 'x',
					'current-tier': {
						slug: 'ai-assistant-tier-unlimited',
						value: 1,
						limit: 2000,
						'readable-limit': 'Unlimited',
					},
					'next-tier': null,
				} )
			)
		).toEqual( {
			hasFeature: true,
			isOverLimit: false,
			requestsCount: 5,
			requestsLimit: 20,
			requireUpgrade: false,
			errorMessage: 'Oops',
			errorCode: 'x',
			upgradeType: 'vip',
			upgradeUrl:
				'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai',
			usagePeriod: {
				currentStart: '2025-06-01 00:00:00',
				nextStart: '2025-07-01 00:00:00',
				requestsCount: 5,
			},
			currentTier: {
				slug: 'ai-assistant-tier-unlimited',
				value: 1,
				limit: 2000,
				readableLimit: 'Unlimited',
			},
			nextTier: null,
			tierPlansEnabled: true,
			costs: { 'logo-generator': { logo: 10, 'prompt-enhancement': 1 } },
			featuresControl: {
				'ai-assistant': { enabled: true },
				'ai-response-feedback': { enabled: false },
				'logo-generator': { enabled: true, styles: [] },
				'chrome-ai': { enabled: true, 'on-device': false },
			},
			isEnabled: true,
			chromeAiTokens: [],
		} );
	} );

	it( 'reads chrome-ai-tokens as chromeAiTokens, strings only', () => {
		expect(
			mapAiFeatureResponse(
				serverFeature( {
					'chrome-ai-tokens': [ 'AqV0token==', 7, '', null ],
				} )
			).chromeAiTokens
		).toEqual( [ 'AqV0token==' ] );
		expect(
			mapAiFeatureResponse( serverFeature( { 'chrome-ai-tokens': 'x' } ) )
				.chromeAiTokens
		).toEqual( [] );
	} );

	it( 'reads site-require-upgrade as requireUpgrade and the next tier when there is one', () => {
		const feature = mapAiFeatureResponse(
			serverFeature( { 'site-require-upgrade': true } )
		);
		expect( feature.requireUpgrade ).toBe( true );
		expect( feature.nextTier ).toEqual( {
			slug: 'ai-assistant-tier-100',
			value: 100,
			limit: 100,
		} );
	} );

	it( 'defaults to the free tier: slug ai-assistant-tier-free, value 0, limit 20', () => {
		expect( DEFAULT_AI_FEATURE.currentTier ).toEqual( {
			slug: 'ai-assistant-tier-free',
			value: 0,
			limit: 20,
		} );
		expect( mapAiFeatureResponse( {} ).currentTier ).toEqual(
			DEFAULT_AI_FEATURE.currentTier
		);
		expect( mapAiFeatureResponse( null ).requestsLimit ).toBe( 20 );
	} );
} );
