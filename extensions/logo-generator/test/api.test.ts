/**
 * Internal dependencies
 */
import { readImage } from '../api';
import { isLogoAiAvailable } from '../visibility';
import { presenterState } from '../components/logo-presenter';

describe( 'the image answer', () => {
	it( 'reads data[0].b64_json and revised_prompt', () => {
		expect(
			readImage( {
				data: [ { b64_json: 'AAAA', revised_prompt: 'A loaf' } ],
			} )
		).toEqual( { b64: 'AAAA', revisedPrompt: 'A loaf' } );
	} );

	it( 'refuses an answer without an image', () => {
		expect( () => readImage( { data: [] } ) ).toThrow(
			'No image returned'
		);
		expect( () => readImage( null ) ).toThrow( 'No image returned' );
		expect( () => readImage( { data: [ { b64_json: '' } ] } ) ).toThrow(
			'No image returned'
		);
	} );

	it( 'treats data.status above 200 as an error', () => {
		expect( () => readImage( { data: { status: 500 } } ) ).toThrow(
			'Error generating logo. Please try again.'
		);
	} );
} );

describe( 'the site-logo entry', () => {
	const ok = {
		assistantRegistered: true,
		featureEnabled: true,
		chromeAiEnabled: true,
		hiddenBlockTypes: [],
		assistantName: 'cairn/ai-assistant',
		canManageOptions: true,
	};

	it( 'shows only with the assistant block, the feature, and the block not hidden', () => {
		expect( isLogoAiAvailable( ok ) ).toBe( true );
		expect(
			isLogoAiAvailable( { ...ok, assistantRegistered: false } )
		).toBe( false );
		expect( isLogoAiAvailable( { ...ok, featureEnabled: false } ) ).toBe(
			false
		);
		// Gated by both flags: logo-generator and chrome-ai.
		expect( isLogoAiAvailable( { ...ok, chromeAiEnabled: false } ) ).toBe(
			false
		);
		expect(
			isLogoAiAvailable( {
				...ok,
				hiddenBlockTypes: [ 'core/quote', 'cairn/ai-assistant' ],
			} )
		).toBe( false );
		expect( isLogoAiAvailable( { ...ok, canManageOptions: false } ) ).toBe(
			false
		);
	} );
} );

describe( 'the presenter', () => {
	const idle = {
		history: false,
		generating: false,
		saving: false,
		applying: false,
		applied: false,
		hasLogo: true,
		saved: false,
	};

	it( 'names each state of the presenter', () => {
		expect( presenterState( { ...idle, hasLogo: false } ) ).toBe( 'empty' );
		expect( presenterState( { ...idle, history: true } ) ).toBe(
			'loading-history'
		);
		expect( presenterState( { ...idle, generating: true } ) ).toBe(
			'generating'
		);
		expect( presenterState( idle ) ).toBe( 'result' );
		expect( presenterState( { ...idle, saving: true } ) ).toBe( 'saving' );
		expect( presenterState( { ...idle, saved: true } ) ).toBe( 'saved' );
		expect( presenterState( { ...idle, applied: true } ) ).toBe(
			'applied'
		);
	} );
} );
