/**
 * External dependencies
 */
import { within } from '@testing-library/react';
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

const AI_REPORT = {
	ok: false,
	checks: [
		{ label: 'Text', status: 'ok', message: 'Answered a short request.' },
		{
			label: 'Vision',
			status: 'failed',
			message:
				'The server does not know the model “gpt-x”. Check the model’s name.',
		},
		{ label: 'Image', status: 'skipped', message: 'Not set up.' },
		{ label: 'Audio', status: 'skipped', message: 'Not set up.' },
	],
	models: [ 'llama3', 'mistral' ],
};

/**
 * Serves the site, with the given routes on top.
 *
 * @param routes Handlers by `METHOD path`.
 */
function serveSite(
	routes: Record< string, ( options: APIFetchOptions ) => unknown > = {}
) {
	serve( {
		'GET /wp/v2/settings': () => STORED_SETTINGS,
		'GET /cairn/v1/module/all': () => MODULES,
		'POST /cairn/v1/services/ai/test': () => AI_REPORT,
		...routes,
	} );
}

/**
 * A section, once the page has loaded.
 *
 * @param id Its anchor.
 */
async function section( id: string ) {
	await pageLoaded();
	return within( document.getElementById( id ) as HTMLElement );
}

beforeEach( () => {
	jest.mocked( apiFetch ).mockReset();
	window.cairnAiSettingsData = { ...PAGE_DATA };
} );

afterEach( () => {
	delete window.cairnAiSettingsData;
} );

describe( 'Settings → Cairn: Test connection', () => {
	it( 'is offered in every section of a service', async () => {
		serveSite();
		renderPage();
		for ( const id of [
			'cairn-ai',
			'cairn-stripe',
			'cairn-maps',
			'cairn-giphy',
			'cairn-mailchimp',
			'cairn-instagram',
		] ) {
			expect(
				( await section( id ) ).getByRole( 'button', {
					name: 'Test connection',
				} )
			).toBeInTheDocument();
		}
	} );

	it( 'tests the values entered, unsaved, and says row by row what works', async () => {
		serveSite();
		renderPage();
		const ai = await section( 'cairn-ai' );
		await userEvent.clear( ai.getByLabelText( 'Base URL' ) );
		await userEvent.click( ai.getByLabelText( 'Base URL' ) );
		await userEvent.paste( 'http://localhost:11434/v1' );
		await userEvent.click(
			ai.getByRole( 'button', { name: 'Test connection' } )
		);

		const items = await ai.findAllByRole( 'listitem' );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'Text: Works Answered a short request.',
			'Vision: Does not work The server does not know the model “gpt-x”. Check the model’s name.',
			'Image: Not set up Not set up.',
			'Audio: Not set up Not set up.',
		] );
		const [ call ] = callsTo( 'POST', '/cairn/v1/services/ai/test' );
		expect( call.data ).toEqual( {
			services: expect.objectContaining( {
				ai_base_url: 'http://localhost:11434/v1',
				ai_model_text: 'gpt-4o-mini',
			} ),
			// The stored key is untouched: the server uses it.
			secrets: {},
		} );
		// Nothing saved.
		expect( callsTo( 'POST', '/wp/v2/settings' ) ).toHaveLength( 0 );
	} );

	it( 'sends a secret only when it was edited', async () => {
		serveSite( {
			'POST /cairn/v1/services/mailchimp/test': () => ( {
				ok: false,
				checks: [
					{
						label: 'API key',
						status: 'ok',
						message: 'Mailchimp accepted the API key.',
					},
					{
						label: 'Audience',
						status: 'failed',
						message:
							'This Mailchimp account has no audience with the ID “nope”, so every signup would fail.',
					},
				],
			} ),
		} );
		renderPage();
		const mailchimp = await section( 'cairn-mailchimp' );
		await userEvent.type( mailchimp.getByLabelText( 'API key' ), 'k-us6' );
		await userEvent.type(
			mailchimp.getByLabelText( 'Audience (list) ID' ),
			'nope'
		);
		await userEvent.click(
			mailchimp.getByRole( 'button', { name: 'Test connection' } )
		);
		expect(
			await mailchimp.findByText( 'Audience: Does not work' )
		).toBeInTheDocument();
		const [ call ] = callsTo( 'POST', '/cairn/v1/services/mailchimp/test' );
		expect( call.data ).toEqual( {
			services: { mailchimp_list_id: 'nope' },
			secrets: { mailchimp_api_key: 'k-us6' },
		} );
	} );

	it( 'shows why the test itself failed', async () => {
		serveSite( {
			'POST /cairn/v1/services/giphy/test': () => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				};
			},
		} );
		renderPage();
		const giphy = await section( 'cairn-giphy' );
		await userEvent.click(
			giphy.getByRole( 'button', { name: 'Test connection' } )
		);
		expect(
			await giphy.findByText( 'Sorry, you are not allowed to do that.' )
		).toBeInTheDocument();
	} );
} );

describe( 'Settings → Cairn: model fields', () => {
	it( 'choose from the saved server’s models, keeping a stored name it does not list', async () => {
		serveSite( {
			'GET /wp/v2/settings': () => ( {
				...STORED_SETTINGS,
				cairn_services: {
					...STORED_SETTINGS.cairn_services,
					ai_model_vision: 'my-own-model',
				},
			} ),
		} );
		renderPage();
		const ai = await section( 'cairn-ai' );
		const text = await ai.findByRole( 'combobox', { name: 'Text model' } );
		expect( text ).toHaveValue( 'gpt-4o-mini' );
		expect(
			within( text )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'None',
			'gpt-4o',
			'gpt-4o-mini',
			'Another model (type its name)…',
		] );
		expect(
			ai.getByRole( 'combobox', { name: 'Vision model' } )
		).toHaveValue( 'my-own-model' );
		// Listed once for all four fields.
		expect( callsTo( 'GET', '/cairn/v1/ai/models' ) ).toHaveLength( 1 );

		await userEvent.selectOptions( text, 'gpt-4o' );
		expect( text ).toHaveValue( 'gpt-4o' );
	} );

	it( 'take a typed name when the owner picks another model, or when the server lists none', async () => {
		serveSite( {
			'GET /cairn/v1/ai/models': () => ( { models: [] } ),
		} );
		renderPage();
		const ai = await section( 'cairn-ai' );
		const audio = await ai.findByRole( 'textbox', { name: 'Audio model' } );
		await userEvent.type( audio, 'whisper-1' );
		expect( audio ).toHaveValue( 'whisper-1' );

		// A test that reaches a server with models turns the fields into lists.
		await userEvent.click(
			ai.getByRole( 'button', { name: 'Test connection' } )
		);
		const image = await ai.findByRole( 'combobox', {
			name: 'Image model',
		} );
		await userEvent.selectOptions(
			image,
			'Another model (type its name)…'
		);
		const typed = ai.getByRole( 'textbox', { name: 'Image model' } );
		await userEvent.type( typed, 'dall-e-3' );
		expect( typed ).toHaveValue( 'dall-e-3' );
	} );

	it( 'say why the models could not be listed', async () => {
		serveSite( {
			'GET /cairn/v1/ai/models': () => {
				throw {
					code: 'cairn_ai_models_failed',
					message: 'The server refused the API key. Check “API key”.',
				};
			},
		} );
		renderPage();
		const ai = await section( 'cairn-ai' );
		expect(
			await ai.findAllByText(
				'The server refused the API key. Check “API key”.'
			)
		).toHaveLength( 4 );
	} );
} );
