/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '../store';
import { mapAiFeatureResponse } from '../store/map-feature';
import { serverFeature } from '../store/test/helpers';
import {
	detectLanguage,
	isOnDeviceAllowed,
	registerOriginTrials,
	summarizeOnDevice,
	translateOnDevice,
	withTimeout,
} from '../on-device';

type Global = Record< string, unknown >;
const globals = globalThis as unknown as Global;

/**
 * Gives the browser a built-in API for one test.
 *
 * @param name The API's global name.
 * @param api  The stand-in.
 */
function give( name: string, api: unknown ) {
	globals[ name ] = api;
}

/**
 * A language detector that answers one guess.
 *
 * @param detectedLanguage The language.
 * @param confidence       How sure it is.
 */
function detector( detectedLanguage: string, confidence: number ) {
	return {
		create: async () => ( {
			detect: async () => [ { detectedLanguage, confidence } ],
		} ),
	};
}

afterEach( () => {
	for ( const name of [ 'Translator', 'LanguageDetector', 'Summarizer' ] ) {
		delete globals[ name ];
	}
	delete window.cairnEditorData;
	jest.useRealTimers();
} );

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn( () => new Promise( () => undefined ) ),
} ) );

describe( 'On-device AI', () => {
	it( 'registers the site’s chrome-ai-tokens as origin trials, once each, before asking the browser', async () => {
		expect( jest.mocked( apiFetch ) ).toBeDefined();
		dispatch( aiUsageStore ).receiveAiFeature(
			mapAiFeatureResponse(
				serverFeature( { 'chrome-ai-tokens': [ 'AqV0tokenOne==' ] } )
			)
		);
		give( 'LanguageDetector', detector( 'fr', 0.9 ) );
		await detectLanguage( 'Bonjour' );
		await detectLanguage( 'Bonjour encore' );
		const metas = document.head.querySelectorAll(
			'meta[http-equiv="origin-trial"]'
		);
		expect(
			Array.from( metas, ( meta ) => meta.getAttribute( 'content' ) )
		).toEqual( [ 'AqV0tokenOne==' ] );
		expect(
			registerOriginTrials( [ 'AqV0tokenOne==', 'AqV0tokenTwo==' ] )
		).toBe( 1 );
	} );

	it( 'is off unless the site turns it on', () => {
		expect( isOnDeviceAllowed() ).toBe( false );
		window.cairnEditorData = {
			ai: { enabled: true, onDevice: true },
		};
		expect( isOnDeviceAllowed() ).toBe( true );
		window.cairnEditorData = {
			ai: { enabled: false, onDevice: true },
		};
		expect( isOnDeviceAllowed() ).toBe( false );
	} );

	it( 'rejects work that takes too long, saying it took too long', async () => {
		jest.useFakeTimers();
		const never = new Promise< string >( () => undefined );
		const timed = withTimeout( never, 250 );
		jest.advanceTimersByTime( 250 );
		await expect( timed ).rejects.toThrow(
			'Promise has timed-out after 250ms.'
		);
		await expect(
			withTimeout( Promise.resolve( 'ok' ), 250 )
		).resolves.toBe( 'ok' );
	} );

	it( 'trusts a detected language from a confidence of 0.75', async () => {
		expect( await detectLanguage( 'Bonjour' ) ).toBeNull();
		give( 'LanguageDetector', detector( 'fr', 0.74 ) );
		expect( await detectLanguage( 'Bonjour' ) ).toBeNull();
		give( 'LanguageDetector', detector( 'fr', 0.75 ) );
		expect( await detectLanguage( 'Bonjour' ) ).toBe( 'fr' );
	} );

	it( 'translates from the detected language into the locale’s language, reporting the download', async () => {
		give( 'LanguageDetector', detector( 'en', 0.98 ) );
		const create = jest.fn( async ( options ) => {
			options.monitor( {
				addEventListener: (
					_: string,
					listener: ( e: { loaded: number } ) => void
				) => listener( { loaded: 0.5 } ),
			} );
			return { translate: async ( text: string ) => `fr:${ text }` };
		} );
		give( 'Translator', {
			availability: async () => 'downloadable',
			create,
		} );
		const progress = jest.fn();
		expect( await translateOnDevice( 'Hello', 'fr_FR', progress ) ).toBe(
			'fr:Hello'
		);
		expect( create ).toHaveBeenCalledWith(
			expect.objectContaining( {
				sourceLanguage: 'en',
				targetLanguage: 'fr',
			} )
		);
		expect( progress ).toHaveBeenCalledWith( 0.5 );
	} );

	it( 'says when the translator is unavailable or fails to start', async () => {
		await expect( translateOnDevice( 'Hello', 'fr' ) ).rejects.toThrow(
			'Translator is unavailable'
		);
		give( 'LanguageDetector', detector( 'en', 0.9 ) );
		give( 'Translator', {
			availability: async () => 'unavailable',
			create: jest.fn(),
		} );
		await expect( translateOnDevice( 'Hello', 'fr' ) ).rejects.toThrow(
			'Translator is unavailable'
		);
		give( 'Translator', {
			availability: async () => 'available',
			create: async () => {
				throw new Error( 'NotAllowedError' );
			},
		} );
		await expect( translateOnDevice( 'Hello', 'fr' ) ).rejects.toThrow(
			'Translator failed to initialize'
		);
	} );

	it( 'summarizes in the browser, or says the summarizer is unavailable', async () => {
		await expect( summarizeOnDevice( 'Long text.' ) ).rejects.toThrow(
			'Summarizer is unavailable'
		);
		give( 'Summarizer', {
			availability: async () => 'available',
			create: async () => ( {
				summarize: async ( text: string ) => `short:${ text }`,
			} ),
		} );
		expect( await summarizeOnDevice( 'Long text.' ) ).toBe(
			'short:Long text.'
		);
		give( 'Summarizer', {
			availability: async () => 'unavailable',
			create: jest.fn(),
		} );
		await expect( summarizeOnDevice( 'Long text.' ) ).rejects.toThrow(
			'Summarizer is unavailable'
		);
	} );
} );
