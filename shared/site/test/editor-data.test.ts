/**
 * Internal dependencies
 */
import {
	canManageOptions,
	getEditorData,
	getSettingsSectionId,
	getSettingsUrl,
	isAiFeatureEnabled,
	isServiceConnected,
} from '../editor-data';

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'site data', () => {
	it( 'treats every service as not connected when the server printed nothing', () => {
		expect( getEditorData().services ).toEqual( {
			ai: false,
			stripe: false,
			mapbox: false,
			giphy: false,
			mailchimp: false,
			instagram: false,
		} );
		expect( isServiceConnected( 'stripe' ) ).toBe( false );
	} );

	it( 'treats the user as not an administrator by default', () => {
		expect( canManageOptions() ).toBe( false );
	} );

	it( 'reads which services are configured', () => {
		window.cairnEditorData = {
			services: {
				ai: true,
				stripe: false,
				mapbox: true,
				giphy: false,
				mailchimp: false,
				instagram: false,
			},
		};
		expect( isServiceConnected( 'ai' ) ).toBe( true );
		expect( isServiceConnected( 'mapbox' ) ).toBe( true );
		expect( isServiceConnected( 'stripe' ) ).toBe( false );
	} );

	it( 'fills services the server left out as not connected', () => {
		window.cairnEditorData = {
			services: { ai: true } as never,
		};
		expect( isServiceConnected( 'giphy' ) ).toBe( false );
	} );

	it( 'reads whether the user can manage options', () => {
		window.cairnEditorData = { canManageOptions: true };
		expect( canManageOptions() ).toBe( true );
	} );

	it( 'gives the settings section id of a service', () => {
		expect( getSettingsSectionId( 'stripe' ) ).toBe( 'cairn-stripe' );
	} );

	it( 'links to a section of the settings page', () => {
		window.cairnEditorData = {
			settingsUrl:
				'https://example.com/wp-admin/options-general.php?page=cairn',
		};
		expect( getSettingsUrl( 'stripe' ) ).toBe(
			'https://example.com/wp-admin/options-general.php?page=cairn#cairn-stripe'
		);
		expect( getSettingsUrl() ).toBe(
			'https://example.com/wp-admin/options-general.php?page=cairn'
		);
	} );

	it( 'has no settings link when the server gave none', () => {
		expect( getSettingsUrl( 'ai' ) ).toBe( '' );
	} );

	it( 'treats AI as off when the server printed nothing', () => {
		expect( getEditorData().ai.enabled ).toBe( false );
		expect( isAiFeatureEnabled( 'ai-assistant' ) ).toBe( false );
	} );

	it( 'reads the AI switches', () => {
		window.cairnEditorData = {
			ai: {
				enabled: true,
				features: {
					'ai-assistant': true,
					'ai-toolbar': false,
					'image-helpers': true,
					'voice-to-content': true,
					'logo-generator': true,
					'form-ai': true,
					'ai-response-feedback': true,
				},
			},
		};
		expect( getEditorData().ai.enabled ).toBe( true );
		expect( isAiFeatureEnabled( 'ai-assistant' ) ).toBe( true );
		expect( isAiFeatureEnabled( 'ai-toolbar' ) ).toBe( false );
	} );

	it( 'treats a feature the server left out as off', () => {
		window.cairnEditorData = {
			ai: { enabled: true, features: { 'ai-assistant': true } as never },
		};
		expect( isAiFeatureEnabled( 'ai-assistant' ) ).toBe( true );
		expect( isAiFeatureEnabled( 'form-ai' ) ).toBe( false );
	} );

	it( 'turns every feature off when AI is off site-wide', () => {
		window.cairnEditorData = {
			ai: {
				enabled: false,
				features: { 'ai-assistant': true, 'ai-toolbar': true } as never,
			},
		};
		expect( isAiFeatureEnabled( 'ai-assistant' ) ).toBe( false );
		expect( isAiFeatureEnabled( 'ai-toolbar' ) ).toBe( false );
	} );

	it( "reads the site's locale and the user's id", () => {
		window.cairnEditorData = { siteLocale: 'fr_FR', userId: 7 };
		expect( getEditorData() ).toMatchObject( {
			siteLocale: 'fr_FR',
			userId: 7,
		} );
	} );

	it( 'has no locale and user 0 when the server printed nothing or garbage', () => {
		expect( getEditorData() ).toMatchObject( {
			siteLocale: '',
			userId: 0,
		} );
		window.cairnEditorData = {
			siteLocale: 5 as never,
			userId: '7' as never,
		};
		expect( getEditorData() ).toMatchObject( {
			siteLocale: '',
			userId: 0,
		} );
	} );
} );
