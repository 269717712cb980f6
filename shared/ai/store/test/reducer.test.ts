/**
 * Internal dependencies
 */
import reducer, { INITIAL_STATE } from '../reducer';
import { mapAiFeatureResponse } from '../map-feature';
import { serverFeature } from './helpers';
import type { AiUsageState } from '../types';

/**
 * The state after the server sent a status.
 *
 * @param overrides Server keys to replace.
 */
const received = ( overrides: Record< string, unknown > = {} ): AiUsageState =>
	reducer( INITIAL_STATE, {
		type: 'RECEIVE_AI_FEATURE',
		feature: mapAiFeatureResponse( serverFeature( overrides ) ),
	} );

const increase = ( state: AiUsageState, count = 1 ) =>
	reducer( state, { type: 'INCREASE_REQUESTS_COUNT', count } );

describe( 'AI usage reducer', () => {
	it( 'starts on the free tier with nothing used', () => {
		expect( INITIAL_STATE.feature.currentTier ).toEqual( {
			slug: 'ai-assistant-tier-free',
			value: 0,
			limit: 20,
		} );
		expect( INITIAL_STATE.feature.requestsCount ).toBe( 0 );
	} );

	it( 'raises the local count and the period count by the requests used', () => {
		const state = increase( received(), 10 );
		expect( state.feature.requestsCount ).toBe( 15 );
		expect( state.feature.usagePeriod.requestsCount ).toBe( 15 );
	} );

	it( 'free tier: is over the limit when the count reaches the requests limit', () => {
		const state = received( { 'requests-count': 19 } );
		expect( state.feature.isOverLimit ).toBe( false );
		expect( increase( state ).feature.isOverLimit ).toBe( true );
	} );

	it( 'unlimited tier: is over the limit at its own fixed limit', () => {
		const state = received( {
			'requests-count': 1999,
			'requests-limit': 20,
			'usage-period': {
				'current-start': '',
				'next-start': '',
				'requests-count': 1999,
			},
			'current-tier': {
				slug: 'ai-assistant-tier-unlimited',
				value: 1,
				limit: 2000,
			},
			'next-tier': null,
		} );
		expect( state.feature.isOverLimit ).toBe( false );
		const over = increase( state );
		expect( over.feature.isOverLimit ).toBe( true );
		// No next tier: nothing to upgrade to.
		expect( over.feature.requireUpgrade ).toBe( false );
	} );

	it( 'paid tier: is over the limit at the tier limit', () => {
		const state = received( {
			'requests-count': 99,
			'usage-period': {
				'current-start': '',
				'next-start': '',
				'requests-count': 99,
			},
			'current-tier': {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
			'next-tier': {
				slug: 'ai-assistant-tier-200',
				value: 200,
				limit: 200,
			},
		} );
		expect( state.feature.isOverLimit ).toBe( false );
		expect( increase( state ).feature.isOverLimit ).toBe( true );
	} );

	it( 'requires an upgrade when over the limit and a next tier exists', () => {
		const state = increase( received( { 'requests-count': 19 } ) );
		expect( state.feature.requireUpgrade ).toBe( true );
	} );

	it( 'keeps the server’s site-require-upgrade', () => {
		const state = increase( received( { 'site-require-upgrade': true } ) );
		expect( state.feature.requireUpgrade ).toBe( true );
	} );

	it( 'a fetch error clears the requesting flag', () => {
		const requesting = reducer( INITIAL_STATE, {
			type: 'REQUEST_AI_FEATURE',
		} );
		expect( requesting.isRequesting ).toBe( true );
		const failed = reducer( requesting, {
			type: 'RECEIVE_AI_FEATURE_ERROR',
			message: 'Offline.',
		} );
		expect( failed.isRequesting ).toBe( false );
		expect( failed.fetchError ).toBe( 'Offline.' );
	} );
} );
