/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	MODULES,
	PAGE_DATA,
	STORED_SETTINGS,
	SHOWN,
	callsTo,
	PAGE_TEST_TIMEOUT,
	pageLoaded,
	renderPage,
	serve,
} from './helpers';

jest.setTimeout( PAGE_TEST_TIMEOUT );

jest.mock( '@wordpress/api-fetch', () => {
	const mock = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: mock };
} );

/**
 * Serves the stored settings; a POST answers them with the posted AI keys
 * merged the server's way.
 */
function serveSite() {
	serve( {
		'GET /wp/v2/settings': () => STORED_SETTINGS,
		'POST /wp/v2/settings': ( { data }: APIFetchOptions ) => {
			const ai = ( data.cairn_ai ?? {} ) as Record< string, unknown >;
			return {
				...STORED_SETTINGS,
				cairn_services:
					data.cairn_services ?? STORED_SETTINGS.cairn_services,
				cairn_ai: {
					...STORED_SETTINGS.cairn_ai,
					...ai,
					features: {
						...STORED_SETTINGS.cairn_ai.features,
						...( ai.features as object ),
					},
				},
			};
		},
		'GET /cairn/v1/module/all': () => MODULES,
	} );
}

/**
 * A section of the page, once it has loaded.
 *
 * @param id Section id.
 */
async function section( id: string ) {
	await pageLoaded();
	const element = document.getElementById( id );
	expect( element ).not.toBeNull();
	return within( element as HTMLElement );
}

/**
 * Saves and returns what was posted.
 */
async function saveAndGetPayload() {
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Save settings' } )
	);
	await screen.findByText( 'Settings saved.', SHOWN );
	return callsTo( 'POST', '/wp/v2/settings' )[ 0 ].data;
}

beforeEach( () => {
	jest.mocked( apiFetch ).mockReset();
	serveSite();
	window.cairnAiSettingsData = { ...PAGE_DATA };
} );

afterEach( () => {
	delete window.cairnAiSettingsData;
} );

describe( 'Settings → Cairn: AI', () => {
	it( 'chooses the provider of each task: Automatic, WordPress AI or OpenAI-compatible', async () => {
		renderPage();
		const ai = await section( 'cairn-ai' );
		const text = ai.getByLabelText( 'Text provider' );
		expect( text ).toHaveValue( '' );
		expect(
			within( text )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Automatic', 'WordPress AI', 'OpenAI-compatible' ] );
		for ( const label of [
			'Vision provider',
			'Image provider',
			'Audio provider',
		] ) {
			expect( ai.getByLabelText( label ) ).toBeInTheDocument();
		}

		await userEvent.selectOptions( text, 'wordpress' );
		expect( await saveAndGetPayload() ).toEqual( {
			cairn_services: { ai_provider_text: 'wordpress' },
		} );
	} );

	it( 'turns AI off site-wide, which greys out every feature switch', async () => {
		renderPage();
		const features = await section( 'cairn-ai-features' );
		const assistant = features.getByRole( 'checkbox', {
			name: 'AI Assistant block',
		} );
		expect( assistant ).toBeChecked();
		expect( assistant ).toBeEnabled();

		await userEvent.click(
			features.getByRole( 'checkbox', { name: 'Turn on AI features' } )
		);
		expect( assistant ).not.toBeChecked();
		expect( assistant ).toBeDisabled();
		expect( await saveAndGetPayload() ).toEqual( {
			cairn_ai: { enabled: false },
		} );
	} );

	it( 'turns one feature off', async () => {
		renderPage();
		const features = await section( 'cairn-ai-features' );
		await userEvent.click(
			features.getByRole( 'checkbox', { name: 'AI Assistant block' } )
		);
		expect( await saveAndGetPayload() ).toEqual( {
			cairn_ai: { features: { 'ai-assistant': false } },
		} );
		expect(
			features.getByRole( 'checkbox', { name: 'AI Assistant block' } )
		).not.toBeChecked();
	} );

	it( 'sets on-device AI (off by default) and the words of a summary', async () => {
		renderPage();
		const features = await section( 'cairn-ai-features' );
		const onDevice = features.getByRole( 'checkbox', {
			name: 'Translate and summarize in the browser when it can',
		} );
		expect( onDevice ).not.toBeChecked();
		await userEvent.click( onDevice );
		const words = features.getByLabelText( 'Words in an AI summary' );
		expect( words ).toHaveValue( 50 );
		await userEvent.clear( words );
		await userEvent.type( words, '30' );
		expect( await saveAndGetPayload() ).toEqual( {
			cairn_ai: { on_device: true, summary_words: 30 },
		} );
	} );

	it( 'offers a switch for every AI feature', async () => {
		renderPage();
		const features = await section( 'cairn-ai-features' );
		for ( const name of [
			'AI Assistant block',
			'AI actions in the block toolbar',
			'Image alt text and captions',
			'Voice to content',
			'Logo generator',
			'Form AI',
			'Feedback on AI responses',
		] ) {
			expect(
				features.getByRole( 'checkbox', { name } )
			).toBeInTheDocument();
		}
	} );

	it( 'shows this month’s usage in the budget', async () => {
		renderPage();
		const budget = await section( 'cairn-ai-budget' );
		expect(
			budget.getByText( /This month: 7 of 20 requests used\./ )
		).toBeInTheDocument();
	} );

	it( 'sets the tier and the limits', async () => {
		renderPage();
		const budget = await section( 'cairn-ai-budget' );
		const tier = budget.getByLabelText( 'Tier' );
		expect( tier ).toHaveValue( 'ai-assistant-tier-free' );
		expect(
			within( tier ).getByRole( 'option', {
				name: 'Free (20 requests a month)',
			} )
		).toBeInTheDocument();
		expect(
			within( tier ).getByRole( 'option', {
				name: 'Unlimited (fair usage: 2000 requests a month)',
			} )
		).toBeInTheDocument();

		await userEvent.selectOptions( tier, 'ai-assistant-tier-500' );
		const free = budget.getByLabelText( 'Free tier limit' );
		await userEvent.clear( free );
		await userEvent.type( free, '35' );
		expect(
			within( tier ).getByRole( 'option', {
				name: 'Free (35 requests a month)',
			} )
		).toBeInTheDocument();
		expect( await saveAndGetPayload() ).toEqual( {
			cairn_ai: { tier: 'ai-assistant-tier-500', free_limit: 35 },
		} );
	} );

	it( 'does not send a limit that is not a positive whole number', async () => {
		renderPage();
		const budget = await section( 'cairn-ai-budget' );
		const fair = budget.getByLabelText( 'Fair-usage limit' );
		await userEvent.clear( fair );
		await userEvent.type( fair, '0' );
		expect(
			screen.getByRole( 'button', { name: 'Save settings' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'shows the budget read-only, with a note, when the network administrator sets it', async () => {
		window.cairnAiSettingsData = {
			...PAGE_DATA,
			canManageBudget: false,
			networkManaged: true,
		};
		renderPage();
		const budget = await section( 'cairn-ai-budget' );
		expect(
			budget.getByText(
				'The network administrator sets this site’s AI budget.'
			)
		).toBeInTheDocument();
		expect( budget.getByLabelText( 'Tier' ) ).toBeDisabled();
		expect( budget.getByLabelText( 'Free tier limit' ) ).toBeDisabled();
		expect( budget.getByLabelText( 'Fair-usage limit' ) ).toBeDisabled();

		// The switches stay the site administrator's.
		const features = await section( 'cairn-ai-features' );
		await userEvent.click(
			features.getByRole( 'checkbox', { name: 'Form AI' } )
		);
		expect( await saveAndGetPayload() ).toEqual( {
			cairn_ai: { features: { 'form-ai': false } },
		} );
	} );
} );
