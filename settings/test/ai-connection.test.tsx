/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	MODULES,
	PAGE_DATA,
	STORED_SETTINGS,
	callsTo,
	renderPage,
	serve,
} from './helpers';

jest.mock( '@wordpress/api-fetch', () => {
	const mock = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: mock };
} );

const RESULTS = [
	{
		task: 'text',
		provider: 'openai',
		status: 'ok',
		message: 'Answered a short request.',
	},
	{
		task: 'vision',
		provider: 'openai',
		status: 'failed',
		message:
			'The server does not know the model “gpt-x”. Check the model’s name.',
	},
	{ task: 'image', provider: '', status: 'skipped', message: 'Not set up.' },
	{ task: 'audio', provider: '', status: 'skipped', message: 'Not set up.' },
];

/**
 * Serves the site, with the AI routes answering as given.
 *
 * @param ai Handlers for the AI routes.
 */
function serveSite( ai: Record< string, () => unknown > = {} ) {
	serve( {
		'GET /wp/v2/settings': () => STORED_SETTINGS,
		'GET /cairn/v1/module/all': () => MODULES,
		'GET /cairn/v1/ai/models': () => ( {
			models: [ 'gpt-4o', 'gpt-4o-mini' ],
		} ),
		'POST /cairn/v1/ai/connection-test': () => ( { results: RESULTS } ),
		...ai,
	} );
}

/**
 * The AI section, once the page has loaded.
 */
async function aiSection() {
	await screen.findByRole( 'button', { name: 'Save settings' } );
	return within( document.getElementById( 'cairn-ai' ) as HTMLElement );
}

beforeEach( () => {
	jest.mocked( apiFetch ).mockReset();
	window.cairnAiSettingsData = { ...PAGE_DATA };
} );

afterEach( () => {
	delete window.cairnAiSettingsData;
} );

describe( 'Settings → Cairn: Test connection', () => {
	it( 'says task by task what worked and what did not', async () => {
		serveSite();
		renderPage();
		const ai = await aiSection();
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
		expect(
			callsTo( 'POST', '/cairn/v1/ai/connection-test' )
		).toHaveLength( 1 );
	} );

	it( 'waits for unsaved changes to be saved, since it tests the saved settings', async () => {
		serveSite();
		renderPage();
		const ai = await aiSection();
		await userEvent.type( ai.getByLabelText( 'Text model' ), '-2' );
		const button = ai.getByRole( 'button', { name: 'Test connection' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toHaveAccessibleDescription(
			'Save your changes first: the test uses the saved settings.'
		);
		await userEvent.click( button );
		expect(
			callsTo( 'POST', '/cairn/v1/ai/connection-test' )
		).toHaveLength( 0 );
	} );

	it( 'shows why the test itself failed', async () => {
		serveSite( {
			'POST /cairn/v1/ai/connection-test': () => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				};
			},
		} );
		renderPage();
		const ai = await aiSection();
		await userEvent.click(
			ai.getByRole( 'button', { name: 'Test connection' } )
		);
		expect(
			await ai.findByText( 'Sorry, you are not allowed to do that.' )
		).toBeInTheDocument();
	} );
} );

describe( 'Settings → Cairn: model fields', () => {
	it( 'offer the server’s models once a model field is used, and still take any name', async () => {
		serveSite();
		renderPage();
		const ai = await aiSection();
		expect( callsTo( 'GET', '/cairn/v1/ai/models' ) ).toHaveLength( 0 );

		const text = ai.getByLabelText( 'Text model' );
		await userEvent.click( text );
		await userEvent.click( ai.getByLabelText( 'Vision model' ) );
		await userEvent.click( text );
		const listId = await screen
			.findByDisplayValue( 'gpt-4o-mini' )
			.then( ( input ) => input.getAttribute( 'list' ) );
		expect( listId ).toBeTruthy();
		const options = document.querySelectorAll(
			`#${ listId } option`
		) as NodeListOf< HTMLOptionElement >;
		expect( [ ...options ].map( ( option ) => option.value ) ).toEqual( [
			'gpt-4o',
			'gpt-4o-mini',
		] );
		// Listed once, whichever model fields are used.
		expect( callsTo( 'GET', '/cairn/v1/ai/models' ) ).toHaveLength( 1 );

		await userEvent.clear( text );
		await userEvent.type( text, 'my-own-model' );
		expect( text ).toHaveValue( 'my-own-model' );
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
		const ai = await aiSection();
		await userEvent.click( ai.getByLabelText( 'Image model' ) );
		expect(
			await ai.findAllByText(
				'The server refused the API key. Check “API key”.'
			)
		).toHaveLength( 4 );
	} );
} );
