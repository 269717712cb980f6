/**
 * Internal dependencies
 */
import { SECRET_SET_MARKER } from '../constants';
import {
	buildPayload,
	readSecretStatus,
	readServices,
} from '../settings-state';

const SERVICES = readServices( {
	cairn_services: { ai_base_url: 'https://a.example/v1' },
} );

describe( 'settings state', () => {
	it( 'reads missing service values as empty', () => {
		expect( SERVICES.ai_base_url ).toBe( 'https://a.example/v1' );
		expect( SERVICES.giphy_key ).toBe( '' );
		expect( readServices( {} ).mapbox_token ).toBe( '' );
	} );

	it( 'reads a secret as set from the marker, never keeping a value', () => {
		const status = readSecretStatus( {
			cairn_secrets: {
				ai_api_key: SECRET_SET_MARKER,
				instagram_token: '',
			},
		} );
		expect( status.ai_api_key ).toBe( true );
		expect( status.instagram_token ).toBe( false );
		expect( status.stripe_secret_key ).toBe( false );
	} );

	it( 'sends nothing when nothing changed', () => {
		expect( buildPayload( SERVICES, { giphy_key: '' }, {} ) ).toEqual( {} );
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
} );
