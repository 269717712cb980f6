/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { RegistryProvider, createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import ModuleActivation from '..';
import { store as modulesStore } from '../../../stores/modules';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

/**
 * Answers the module routes; the switch answers as given.
 *
 * @param switched What the switch route does.
 */
function serve( switched: () => unknown ) {
	let active = false;
	mockedFetch.mockImplementation( ( async ( options: APIFetchOptions ) => {
		if ( options.path === '/cairn/v1/module/all' ) {
			return {
				wordads: {
					module: 'wordads',
					name: 'Ads',
					description: '',
					activated: active,
				},
			};
		}
		if ( options.path === '/cairn/v1/module/wordads/active' ) {
			const answer = switched();
			active = true;
			return answer;
		}
		throw new Error( `Unexpected call ${ options.path }` );
	} ) as unknown as typeof apiFetch );
}

/**
 * Renders the activation around some content.
 */
function renderActivation() {
	const registry = createRegistry();
	registry.register( modulesStore );
	render(
		<RegistryProvider value={ registry }>
			<ModuleActivation
				slug="wordads"
				icon={ <span /> }
				title="Ad"
				instructions="Switch the ads module on."
				activateLabel="Activate ads"
				activatingLabel="Activating ads"
			>
				<p>The ad</p>
			</ModuleActivation>
		</RegistryProvider>
	);
}

afterEach( () => {
	delete window.cairnEditorData;
	mockedFetch.mockReset();
} );

describe( 'ModuleActivation', () => {
	it( 'switches the module on for an administrator, busy meanwhile, then shows the content', async () => {
		window.cairnEditorData = { canManageOptions: true };
		let answer: ( value: unknown ) => void = () => undefined;
		serve( () => new Promise( ( resolve ) => ( answer = resolve ) ) );
		renderActivation();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Activate ads' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Activating ads' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		answer( { code: 'success', message: '' } );
		expect( await screen.findByText( 'The ad' ) ).toBeInTheDocument();
	} );

	it( 'keeps the prompt and says why when the switch fails', async () => {
		window.cairnEditorData = { canManageOptions: true };
		serve( () => {
			throw {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			};
		} );
		renderActivation();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Activate ads' } )
		);
		// Shown in the notice (and spoken through the live region).
		expect(
			await screen.findByText( 'Sorry, you are not allowed to do that.', {
				ignore: '.a11y-speak-region, script, style',
			} )
		).toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Activate ads' } )
			).toBeEnabled()
		);
		expect( screen.queryByText( 'The ad' ) ).not.toBeInTheDocument();
	} );

	it( 'tells other users to ask an administrator', async () => {
		serve( () => ( { code: 'success' } ) );
		renderActivation();
		expect(
			await screen.findByText(
				'Ask an administrator of the site to switch it on.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );
