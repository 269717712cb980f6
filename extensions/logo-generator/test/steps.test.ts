/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as logoStore } from '../store';
import { readHistory } from '../store/history';
import { legacyHistoryKey as historyKey } from '../store/legacy-history';
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import { serverFeature } from '@cairn/shared/ai/store/test/helpers';
import * as api from '../api';
import {
	acceptLogo,
	enhancePrompt,
	generateLogo,
	loadFeature,
	loadHistory,
	parseStyleGuess,
	writeFirstPrompt,
} from '../steps';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
// jsdom has no IndexedDB, as in some private windows: the history is not
// stored and nothing says so; history-storage.test.ts stores it.
URL.createObjectURL = jest.fn( () => `blob:test/${ Math.random() }` );
URL.revokeObjectURL = jest.fn();
jest.mock( '../api', () => ( {
	...jest.requireActual( '../api' ),
	askLogoText: jest.fn(),
	requestLogoImage: jest.fn(),
	saveLogoToLibrary: jest.fn(),
	applyLogo: jest.fn(),
	isMediaMissing: jest.fn(),
} ) );

const mockedApi = api as jest.Mocked< typeof api >;
const mockedFetch = apiFetch as unknown as jest.Mock;

const SITE = {
	ID: 7,
	URL: 'https://bakery.example',
	domain: 'bakery.example',
	name: 'Le Fournil',
	description: 'Bread baked at dawn in Lyon',
};

const STYLES = [
	{ value: 'line-art', label: 'Line art' },
	{ value: 'auto', label: 'Auto' },
	{ value: 'none', label: 'No style' },
];

/**
 * A registry with both stores, the feature loaded: 20 of 100 requests used.
 *
 * @param overrides Feature keys to replace.
 * @return The registry.
 */
async function loadedRegistry( overrides: Record< string, unknown > = {} ) {
	const registry = createRegistry();
	registry.register( aiUsageStore );
	registry.register( logoStore );
	mockedFetch.mockResolvedValueOnce(
		serverFeature( {
			'requests-count': 20,
			'requests-limit': 100,
			'current-tier': {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
			'features-control': {
				'logo-generator': { enabled: true, styles: STYLES },
			},
			...overrides,
		} )
	);
	expect( await loadFeature( registry ) ).toBe( true );
	registry.dispatch( logoStore ).setSiteDetails( SITE );
	return registry;
}

beforeEach( () => {
	jest.resetAllMocks();
	( URL.createObjectURL as jest.Mock ).mockImplementation(
		() => `blob:test/${ Math.random() }`
	);
	window.localStorage.clear();
} );

describe( 'loading the feature', () => {
	it( 'takes the count, limit, tier, costs and styles, the default first and auto second', async () => {
		const registry = await loadedRegistry();
		const logo = registry.select( logoStore );
		expect( logo.getRequestsRemaining() ).toBe( 80 );
		expect( logo.getCosts() ).toEqual( { logo: 10, enhance: 1 } );
		expect( logo.getStyles().map( ( style ) => style.value ) ).toEqual( [
			'none',
			'auto',
			'line-art',
		] );
	} );

	it( 'fills the feature slot and logs when the status cannot be fetched', async () => {
		const registry = createRegistry();
		registry.register( aiUsageStore );
		registry.register( logoStore );
		mockedFetch.mockRejectedValueOnce( { message: 'Bad gateway' } );
		expect( await loadFeature( registry ) ).toBe( false );
		expect( registry.select( logoStore ).getError( 'featureFetch' ) ).toBe(
			'Bad gateway'
		);
		expect( console ).toHaveErroredWith(
			'Failed to fetch feature data',
			'Bad gateway'
		);
	} );

	it( 'requires an upgrade on the free tier (value 0)', async () => {
		const registry = await loadedRegistry( {
			'current-tier': {
				slug: 'ai-assistant-tier-free',
				value: 0,
				limit: 20,
			},
		} );
		expect( registry.select( logoStore ).getRequireUpgrade() ).toBe( true );
		expect( await generateLogo( registry, 'A bakery', 'none' ) ).toBe(
			false
		);
		expect( mockedApi.requestLogoImage ).not.toHaveBeenCalled();
	} );
} );

describe( 'generating', () => {
	it( 'raises the count by the logo cost, appends the logo and selects it, on screen even where it cannot be stored', async () => {
		const registry = await loadedRegistry();
		mockedApi.requestLogoImage.mockResolvedValueOnce( {
			b64: 'iVBORw0KGgo=',
			revisedPrompt: 'A loaf',
		} );
		expect( await generateLogo( registry, 'A bakery', 'line-art' ) ).toBe(
			true
		);
		const logo = registry.select( logoStore );
		expect( logo.getRequestsRemaining() ).toBe( 70 );
		expect( logo.getSelectedLogo() ).toEqual( {
			url: expect.stringMatching( /^blob:/ ),
			description: 'A bakery',
			mediaId: 0,
			revisedPrompt: 'A loaf',
		} );
		expect( mockedApi.requestLogoImage ).toHaveBeenCalledWith(
			'A bakery',
			'line-art'
		);
		// Not stored (no IndexedDB here), quietly: the logo stays on screen.
		expect( await readHistory( 7 ) ).toEqual( [] );
		expect( logo.isBusy() ).toBe( false );
	} );

	it( 'gives the count back and fills the logo slot when generation fails', async () => {
		const registry = await loadedRegistry();
		mockedApi.requestLogoImage.mockRejectedValueOnce(
			new Error( 'No image returned' )
		);
		expect( await generateLogo( registry, 'A bakery', 'none' ) ).toBe(
			false
		);
		const logo = registry.select( logoStore );
		expect( logo.getRequestsRemaining() ).toBe( 80 );
		expect( logo.getError( 'logoFetch' ) ).toBe( 'No image returned' );
		expect( logo.getLogos() ).toHaveLength( 0 );
	} );

	it( 'guesses the automatic style first, and uses no style when the guess fails', async () => {
		const registry = await loadedRegistry();
		mockedApi.requestLogoImage.mockResolvedValue( {
			b64: 'AAAA',
			revisedPrompt: '',
		} );
		mockedApi.askLogoText.mockResolvedValueOnce( 'line-art' );
		await generateLogo( registry, 'A bakery', 'auto' );
		expect( mockedApi.askLogoText ).toHaveBeenCalledWith(
			'logoStyleGuess',
			'A bakery'
		);
		expect( mockedApi.requestLogoImage ).toHaveBeenLastCalledWith(
			'A bakery',
			'line-art'
		);

		mockedApi.askLogoText.mockRejectedValueOnce( new Error( 'down' ) );
		await generateLogo( registry, 'A bakery', 'auto' );
		expect( mockedApi.requestLogoImage ).toHaveBeenLastCalledWith(
			'A bakery',
			'none'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'refuses without cost information', async () => {
		const registry = await loadedRegistry( {
			costs: { 'logo-generator': { logo: Number.NaN } },
		} );
		expect( await generateLogo( registry, 'A bakery', 'none' ) ).toBe(
			false
		);
		expect( registry.select( logoStore ).getError( 'logoFetch' ) ).toBe(
			'Missing cost information'
		);
	} );
} );

describe( 'the texts', () => {
	it( 'reads a style guess only when it names an offered style', () => {
		expect( parseStyleGuess( ' "Line-Art". ', STYLES ) ).toBe( 'line-art' );
		expect( parseStyleGuess( 'auto', STYLES ) ).toBeNull();
		expect( parseStyleGuess( 'none', STYLES ) ).toBeNull();
		expect( parseStyleGuess( 'I suggest line-art', STYLES ) ).toBeNull();
	} );

	it( 'enhances at the enhancement cost and gives it back on failure', async () => {
		const registry = await loadedRegistry();
		mockedApi.askLogoText.mockResolvedValueOnce( ' A golden loaf. ' );
		expect( await enhancePrompt( registry, 'A bakery' ) ).toBe(
			'A golden loaf.'
		);
		expect( registry.select( logoStore ).getRequestsRemaining() ).toBe(
			79
		);

		mockedApi.askLogoText.mockRejectedValueOnce( new Error( 'down' ) );
		expect( await enhancePrompt( registry, 'A bakery' ) ).toBeNull();
		expect( registry.select( logoStore ).getRequestsRemaining() ).toBe(
			79
		);
		expect(
			registry.select( logoStore ).getError( 'enhancePromptFetch' )
		).toBe( 'Error enhancing prompt. Please try again.' );
	} );

	it( 'writes the first prompt from the name and tagline, giving the cost back on failure', async () => {
		const registry = await loadedRegistry();
		mockedApi.askLogoText.mockResolvedValueOnce( 'A bakery logo' );
		expect( await writeFirstPrompt( registry, SITE ) ).toBe(
			'A bakery logo'
		);
		expect( mockedApi.askLogoText ).toHaveBeenCalledWith(
			'logoFirstPrompt',
			'Le Fournil\nBread baked at dawn in Lyon'
		);
		mockedApi.askLogoText.mockRejectedValueOnce( new Error( 'Quota' ) );
		expect( await writeFirstPrompt( registry, SITE ) ).toBe( '' );
		const logo = registry.select( logoStore );
		expect( logo.getError( 'firstLogoPromptFetch' ) ).toBe( 'Quota' );
		expect( logo.getRequestsRemaining() ).toBe( 79 );
		expect(
			await writeFirstPrompt( registry, {
				...SITE,
				name: ' ',
				description: '',
			} )
		).toBe( '' );
		expect( mockedApi.askLogoText ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'the history', () => {
	it( 'selects the last logo and marks those deleted from the library', async () => {
		const registry = await loadedRegistry();
		window.localStorage.setItem(
			historyKey( 7 ),
			JSON.stringify( [
				{
					url: 'https://bakery.example/a.png',
					description: 'a',
					mediaId: 11,
				},
				{
					url: 'https://bakery.example/b.png',
					description: 'b',
					mediaId: 12,
				},
				{
					url: 'https://bakery.example/c.png',
					description: 'c',
					mediaId: 13,
				},
			] )
		);
		mockedApi.isMediaMissing.mockImplementation( async ( id ) => {
			if ( id === 13 ) {
				throw new Error( 'Server error' );
			}
			return id === 11;
		} );
		await loadHistory( registry, SITE );
		const logos = registry.select( logoStore ).getLogos();
		expect( logos.map( ( entry ) => !! entry.missing ) ).toEqual( [
			true,
			false,
			false,
		] );
		expect( registry.select( logoStore ).getSelectedLogoIndex() ).toBe( 2 );
		expect( registry.select( logoStore ).isBusy() ).toBe( false );
	} );

	it( 'logs a missing site id and loads nothing', async () => {
		const registry = await loadedRegistry();
		await loadHistory( registry, { ...SITE, ID: 0 } );
		expect( console ).toHaveErroredWith( 'Site ID is missing' );
	} );
} );

describe( 'accepting', () => {
	/**
	 * A registry with one generated logo selected.
	 *
	 * @return The registry.
	 */
	async function withLogo() {
		const registry = await loadedRegistry();
		registry.dispatch( logoStore ).addLogoToHistory( {
			url: 'data:image/png;base64,AAAA',
			description: 'A bakery',
			mediaId: 0,
		} );
		return registry;
	}

	it( 'saves the logo to the library, then applies it as logo and icon', async () => {
		const registry = await withLogo();
		mockedApi.saveLogoToLibrary.mockResolvedValueOnce( {
			id: 42,
			url: 'https://bakery.example/site-logo.png',
		} );
		mockedApi.applyLogo.mockResolvedValueOnce();
		expect( await acceptLogo( registry ) ).toBe( true );
		expect( mockedApi.saveLogoToLibrary ).toHaveBeenCalledWith(
			'data:image/png;base64,AAAA',
			'A bakery'
		);
		expect( mockedApi.applyLogo ).toHaveBeenCalledWith( 42 );
		expect( registry.select( logoStore ).getSelectedLogo() ).toMatchObject(
			{
				mediaId: 42,
				url: 'https://bakery.example/site-logo.png',
			}
		);
	} );

	it( 'does not save again a logo already in the library', async () => {
		const registry = await withLogo();
		registry
			.dispatch( logoStore )
			.updateSelectedLogo( 5, 'https://bakery.example/site-logo.png' );
		mockedApi.applyLogo.mockResolvedValueOnce();
		expect( await acceptLogo( registry ) ).toBe( true );
		expect( mockedApi.saveLogoToLibrary ).not.toHaveBeenCalled();
		expect( mockedApi.applyLogo ).toHaveBeenCalledWith( 5 );
	} );

	it( 'fills the save slot when saving fails and applies nothing', async () => {
		const registry = await withLogo();
		mockedApi.saveLogoToLibrary.mockRejectedValueOnce( new Error( '500' ) );
		expect( await acceptLogo( registry ) ).toBe( false );
		expect( registry.select( logoStore ).getError( 'saveToLibrary' ) ).toBe(
			'Error saving the logo to your library. Please try again.'
		);
		expect( mockedApi.applyLogo ).not.toHaveBeenCalled();
	} );

	it( 'fills the update slot when applying fails', async () => {
		const registry = await withLogo();
		mockedApi.saveLogoToLibrary.mockResolvedValueOnce( {
			id: 42,
			url: 'https://bakery.example/site-logo.png',
		} );
		mockedApi.applyLogo.mockRejectedValueOnce( new Error( '403' ) );
		expect( await acceptLogo( registry ) ).toBe( false );
		expect( registry.select( logoStore ).getError( 'logoUpdate' ) ).toBe(
			'Error applying the logo to your site. Please try again.'
		);
	} );

	it( 'needs a site and a logo, then a media id', async () => {
		const registry = await loadedRegistry();
		expect( await acceptLogo( registry ) ).toBe( false );
		expect( registry.select( logoStore ).getError( 'saveToLibrary' ) ).toBe(
			'Missing siteId or logo'
		);

		const saved = await withLogo();
		mockedApi.saveLogoToLibrary.mockResolvedValueOnce( { id: 0, url: '' } );
		expect( await acceptLogo( saved ) ).toBe( false );
		expect( saved.select( logoStore ).getError( 'logoUpdate' ) ).toBe(
			'Missing mediaId'
		);
	} );
} );
