/**
 * Internal dependencies
 */
import { SECRET_SET_MARKER } from '../constants';
import {
	buildAiPayload,
	buildPayload,
	readAiSettings,
	readSecretStatus,
	readServices,
} from '../settings-state';

const SERVICES = readServices( {
	cairn_services: { ai_base_url: 'https://a.example/v1' },
} );

describe( 'settings state', () => {
	it( 'reads missing service values as empty', () => {
		expect( SERVICES.ai_base_url ).toBe( 'https://a.example/v1' );
		expect( SERVICES.giphy_api_base_url ).toBe( '' );
		expect( readServices( {} ).mapbox_token ).toBe( '' );
	} );

	it( 'reads a secret as set from the marker, never keeping a value', () => {
		const status = readSecretStatus( {
			cairn_secrets: {
				ai_api_key: SECRET_SET_MARKER,
				instagram_app_secret: '',
			},
		} );
		expect( status.ai_api_key ).toBe( true );
		expect( status.instagram_app_secret ).toBe( false );
		expect( status.stripe_secret_key ).toBe( false );
	} );

	it( 'sends nothing when nothing changed', () => {
		expect( buildPayload( SERVICES, { mapbox_token: '' }, {} ) ).toEqual(
			{}
		);
	} );

	it( 'sends only the secrets the user changed', () => {
		expect(
			buildPayload(
				SERVICES,
				{},
				{ stripe_secret_key: 'sk_1', ai_api_key: '' }
			)
		).toEqual( {
			cairn_secrets: { stripe_secret_key: 'sk_1', ai_api_key: '' },
		} );
	} );

	it( 'never sends the marker back as a value', () => {
		expect(
			buildPayload( SERVICES, {}, { ai_api_key: SECRET_SET_MARKER } )
		).toEqual( {} );
	} );

	it( 'reads missing AI settings as the server defaults', () => {
		const ai = readAiSettings( { cairn_ai: { free_limit: 5 } } );
		expect( ai.enabled ).toBe( true );
		expect( ai.features[ 'logo-generator' ] ).toBe( true );
		expect( ai.tier ).toBe( 'ai-assistant-tier-free' );
		expect( ai.free_limit ).toBe( 5 );
		expect( ai.fair_usage_limit ).toBe( 2000 );
	} );

	it( 'sends budget keys only for a user who may change the budget', () => {
		const stored = readAiSettings( {} );
		const edits = { tier: 'ai-assistant-tier-100', enabled: false };
		expect( buildAiPayload( stored, edits, true ) ).toEqual( edits );
		expect( buildAiPayload( stored, edits, false ) ).toEqual( {
			enabled: false,
		} );
		expect(
			buildAiPayload( stored, { tier: 'ai-assistant-tier-100' }, false )
		).toBeNull();
	} );
} );

describe( 'per-user limits in the AI payload', () => {
	it( 'sends changed role limits to a budget manager only, whole numbers from 0', () => {
		const stored = readAiSettings( {
			cairn_ai: {
				role_limits: { contributor: { hourly: 10, monthly: 50 } },
			},
		} );
		const edits = {
			role_limits: { contributor: { hourly: 0, monthly: 5 } },
		};
		expect( buildAiPayload( stored, edits, true ) ).toEqual( edits );
		expect( buildAiPayload( stored, edits, false ) ).toBeNull();
		expect(
			buildAiPayload(
				stored,
				{ role_limits: { contributor: { hourly: -1, monthly: 5 } } },
				true
			)
		).toBeNull();
	} );
} );
