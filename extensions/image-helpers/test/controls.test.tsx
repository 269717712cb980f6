/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import {
	renderWithStore,
	serverFeature,
} from '@cairn/shared/ai/components/test-helpers';
import { aiUsageRegistry } from '@cairn/shared/ai/store/test/helpers';
import ImageHelpersControls, { failureMessage } from '../controls';
import type { ImageAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
// The toolbar slot needs a whole block editor; its content is what is tested.
jest.mock( '@wordpress/block-editor', () => ( {
	BlockControls: ( { children }: { children: ReactNode } ) => children,
} ) );

const mockedFetch = jest.mocked( apiFetch );

/**
 * Answers the routes the controls call.
 *
 * @param imageText What the image-text route does.
 */
function serve( imageText: ( options: APIFetchOptions ) => unknown ) {
	mockedFetch.mockImplementation( ( async ( options: APIFetchOptions ) => {
		if ( options.path === '/cairn/v1/ai/assistant-feature' ) {
			return serverFeature();
		}
		if ( options.path === '/cairn/v1/ai/image-text' ) {
			return imageText( options );
		}
		if ( options.path === '/cairn/v1/ai/image-consent' ) {
			return { consent: options.data.allowed ? 'allowed' : 'refused' };
		}
		throw new Error( `Unexpected call ${ options.path }` );
	} ) as unknown as typeof apiFetch );
}

/**
 * Renders the controls for an image.
 *
 * @param attributes The image's attributes.
 */
function renderControls(
	attributes: ImageAttributes = { id: 7, url: 'https://example.org/a.jpg' }
) {
	const registry = aiUsageRegistry();
	registry.register( noticesStore );
	const setAttributes = jest.fn();
	renderWithStore(
		<ImageHelpersControls
			attributes={ attributes }
			setAttributes={ setAttributes }
		/>,
		registry
	);
	const notices = () =>
		registry
			.select( noticesStore )
			.getNotices()
			.map( ( notice ) => [ notice.status, notice.content ] );
	return { setAttributes, notices };
}

/**
 * Sets what the server told the editor about images.
 *
 * @param imageConsent     The administrator's decision.
 * @param canManageOptions Whether the user is an administrator.
 * @param visionReady
 */
function site(
	imageConsent: '' | 'allowed' | 'refused',
	canManageOptions = false,
	visionReady = true
) {
	window.cairnEditorData = {
		canManageOptions,
		ai: {
			enabled: true,
			features: { 'image-helpers': true } as never,
			imageConsent,
			imageRecipient: 'api.example.com',
		},
		readiness: {
			'ai-vision': {
				ready: visionReady,
				section: 'ai',
				message: visionReady ? '' : VISION_MESSAGE,
			},
		},
	};
}

/** The server's word when no provider reads images. */
const VISION_MESSAGE =
	'No AI provider can read images. Fill in “AI → Base URL” and “Vision model” in Settings → Cairn.';

beforeEach( () => {
	mockedFetch.mockReset();
} );

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'Image helpers', () => {
	it( 'stay disabled, naming the setting, and send nothing while no provider reads images', async () => {
		site( 'allowed', true, false );
		serve( () => ( { text: 'never' } ) );
		renderControls();
		for ( const name of [ 'Generate alt text', 'Generate caption' ] ) {
			const button = screen.getByRole( 'button', { name } );
			expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
			expect( button ).toHaveAccessibleDescription( VISION_MESSAGE );
			await userEvent.click( button );
		}
		expect( mockedFetch ).not.toHaveBeenCalledWith(
			expect.objectContaining( { path: '/cairn/v1/ai/image-text' } )
		);
	} );

	it( 'tell other users whom to ask while no provider reads images', () => {
		site( 'allowed', false, false );
		serve( () => ( { text: 'never' } ) );
		renderControls();
		expect(
			screen.getByRole( 'button', { name: 'Generate alt text' } )
		).toHaveAccessibleDescription(
			'Ask a site administrator to set up an AI provider that reads images in Settings → Cairn.'
		);
	} );

	it( 'fill the alt text, showing their own busy state meanwhile', async () => {
		site( 'allowed' );
		let answer: ( value: unknown ) => void = () => undefined;
		serve( () => new Promise( ( resolve ) => ( answer = resolve ) ) );
		const { setAttributes } = renderControls();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Generate alt text' } )
		);
		const busy = screen.getByRole( 'button', {
			name: 'Generating alt text…',
		} );
		expect( busy ).toHaveAttribute( 'aria-busy', 'true' );
		// The other helper is not busy.
		expect(
			screen.getByRole( 'button', { name: 'Generate caption' } )
		).not.toHaveAttribute( 'aria-busy', 'true' );

		answer( { text: 'Stones piled on a ridge' } );
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenCalledWith( {
				alt: 'Stones piled on a ridge',
			} )
		);
		expect( mockedFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/cairn/v1/ai/image-text',
				data: { kind: 'alt', id: 7, url: 'https://example.org/a.jpg' },
			} )
		);
	} );

	it( 'fill the caption as rich text, escaped', async () => {
		site( 'allowed' );
		serve( () => ( { text: 'Cairns & <ridges>' } ) );
		const { setAttributes } = renderControls();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Generate caption' } )
		);
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenCalledWith( {
				caption: 'Cairns &amp; &lt;ridges>',
			} )
		);
	} );

	it( 'say why they failed in a dismissible error notice', async () => {
		site( 'allowed' );
		serve( () => {
			throw {
				code: 'error_image_unreachable',
				message: 'The AI service could not download the image.',
			};
		} );
		const { notices, setAttributes } = renderControls();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Generate caption' } )
		);
		await waitFor( () =>
			expect( notices() ).toEqual( [
				[
					'error',
					'Image caption generation failed: The AI service could not download the image.',
				],
			] )
		);
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( failureMessage( 'alt', 'x' ) ).toBe(
			'Image alt text generation failed: x'
		);
	} );

	it( 'say what is missing for an image without an address, asking nothing', async () => {
		site( 'allowed' );
		serve( () => ( { text: 'never' } ) );
		const { notices } = renderControls( {} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Generate alt text' } )
		);
		expect( notices()[ 0 ][ 1 ] ).toMatch(
			/^Image alt text generation failed: This image has no address/
		);
		expect( mockedFetch ).not.toHaveBeenCalledWith(
			expect.objectContaining( { path: '/cairn/v1/ai/image-text' } )
		);
	} );

	it( 'ask an administrator once, naming where images go, then go on', async () => {
		site( '', true );
		serve( () => ( { text: 'A ridge' } ) );
		const { setAttributes } = renderControls();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Generate alt text' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Send images to the AI provider?',
		} );
		expect( dialog ).toHaveTextContent( 'api.example.com' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Allow' } )
		);
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenCalledWith( { alt: 'A ridge' } )
		);
		expect( mockedFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/cairn/v1/ai/image-consent',
				data: { allowed: true },
			} )
		);

		// Decided: no question the next time.
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Generate caption' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'explain to other users why they wait, sending nothing', async () => {
		site( '' );
		serve( () => ( { text: 'never' } ) );
		const { notices } = renderControls();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Generate alt text' } )
		);
		expect( notices() ).toEqual( [
			[
				'info',
				'Alt text and captions wait for an administrator to allow images to be sent to api.example.com.',
			],
		] );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( mockedFetch ).not.toHaveBeenCalledWith(
			expect.objectContaining( { path: '/cairn/v1/ai/image-text' } )
		);
	} );

	it( 'are not shown while an upgrade is required', async () => {
		site( 'allowed' );
		mockedFetch.mockImplementation( ( async () =>
			serverFeature( {
				'site-require-upgrade': true,
				'is-over-limit': true,
			} ) ) as unknown as typeof apiFetch );
		renderControls();
		await waitFor( () =>
			expect(
				screen.queryByRole( 'button', { name: 'Generate alt text' } )
			).not.toBeInTheDocument()
		);
	} );
} );
