/**
 * External dependencies
 */
import { renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	READINESS_NAMES,
	getReadiness,
	getReadinessLabel,
	getServiceSetup,
	isReady,
	toReadinessName,
} from '../readiness';
import { useServiceSetup } from '../use-service-setup';

const SETTINGS_URL =
	'https://example.com/wp-admin/options-general.php?page=cairn';

const VISION_MESSAGE =
	'No AI provider can read images. Fill in “AI → Base URL” and “Vision model” in Settings → Cairn.';

/**
 * Prints site data as the server does, with AI text ready and vision not.
 *
 * @param isAdmin Whether the user manages options.
 */
function printSiteData( isAdmin: boolean ) {
	window.cairnEditorData = {
		canManageOptions: isAdmin,
		settingsUrl: SETTINGS_URL,
		readiness: {
			'ai-text': { ready: true, section: 'ai', message: '' },
			'ai-vision': {
				ready: false,
				section: 'ai',
				message: VISION_MESSAGE,
			},
			stripe: {
				ready: false,
				section: 'stripe',
				message:
					'Fill in “Secret key” under Stripe in Settings → Cairn.',
			},
		},
	};
}

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'readiness', () => {
	it( 'counts everything as not ready when the server printed nothing', () => {
		expect(
			READINESS_NAMES.every( ( name ) => ! getReadiness( name ).ready )
		).toBe( true );
		expect( getReadiness( 'ai-audio' ) ).toEqual( {
			ready: false,
			section: 'ai',
			message: '',
		} );
		expect( getReadiness( 'maps' ).section ).toBe( 'mapbox' );
		expect( getReadiness( 'ads' ).section ).toBe( 'ads' );
	} );

	it( 'reads what the server printed, and counts a malformed entry as not ready', () => {
		window.cairnEditorData = {
			readiness: {
				giphy: { ready: true, section: 'giphy', message: '' },
				ads: { ready: 'yes' as never, section: 7 as never },
			},
		};
		expect( isReady( 'giphy' ) ).toBe( true );
		expect( isReady( 'ads' ) ).toBe( false );
		expect( getReadiness( 'ads' ).section ).toBe( 'ads' );
		expect( isReady( 'stripe' ) ).toBe( false );
	} );

	it( 'names each AI task by what it does', () => {
		expect( getReadinessLabel( 'ai-text' ) ).toBe( 'an AI provider' );
		expect( getReadinessLabel( 'ai-vision' ) ).toBe(
			'an AI provider that reads images'
		);
		expect( getReadinessLabel( 'ai-image' ) ).toBe(
			'an AI provider that makes images'
		);
		expect( getReadinessLabel( 'ai-audio' ) ).toBe(
			'an AI provider that transcribes audio'
		);
	} );

	it( 'takes a service name for its need', () => {
		expect( toReadinessName( 'ai' ) ).toBe( 'ai-text' );
		expect( toReadinessName( 'mapbox' ) ).toBe( 'maps' );
		expect( toReadinessName( 'mailchimp' ) ).toBe( 'mailchimp' );
	} );

	it( 'gives administrators the settings to fill in and a link to the section', () => {
		printSiteData( true );
		const setup = getServiceSetup( 'ai-vision' );
		expect( setup.ready ).toBe( false );
		expect( setup.message ).toBe( VISION_MESSAGE );
		expect( setup.settingsUrl ).toBe( `${ SETTINGS_URL }#cairn-ai` );
		expect( setup.hint ).toBe( '' );
		expect( setup.description ).toBe( VISION_MESSAGE );
		expect( getServiceSetup( 'stripe' ).settingsUrl ).toBe(
			`${ SETTINGS_URL }#cairn-stripe`
		);
	} );

	it( 'tells other users to ask an administrator, with no link and no settings', () => {
		printSiteData( false );
		const setup = getServiceSetup( 'ai-vision' );
		expect( setup.message ).toBe( '' );
		expect( setup.settingsUrl ).toBe( '' );
		expect( setup.hint ).toBe(
			'Ask a site administrator to set up an AI provider that reads images in Settings → Cairn.'
		);
		expect( setup.description ).toBe( setup.hint );
	} );

	it( 'describes no disabled control for a need that is ready', () => {
		printSiteData( false );
		const setup = getServiceSetup( 'ai-text' );
		expect( setup.ready ).toBe( true );
		expect( setup.description ).toBe( '' );
		// A service that refused its settings still sends others to an administrator.
		expect( setup.hint ).toBe(
			'Ask a site administrator to set up an AI provider in Settings → Cairn.'
		);
	} );

	it( 'answers the same through the hook', () => {
		printSiteData( true );
		const { result } = renderHook( () => useServiceSetup( 'stripe' ) );
		expect( result.current ).toEqual( getServiceSetup( 'stripe' ) );
		expect( result.current.label ).toBe( 'Stripe' );
		expect( result.current.description ).toBe(
			'Fill in “Secret key” under Stripe in Settings → Cairn.'
		);
	} );
} );
