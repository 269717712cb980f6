/**
 * External dependencies
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, getBlockTypes } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { AiStreamHandlers } from '@cairn/shared/ai/types';
import { store as usageStore } from '../../../shared/ai/store';
import { mapAiFeatureResponse } from '../../../shared/ai/store/map-feature';
import { serverFeature } from '../../../shared/ai/store/test/helpers';
import { registerAllBlocks } from '../../../tests/helpers/register-all-blocks';
import FormAi from '../components/form-ai';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

jest.mock( '@cairn/shared/ai/stream', () => {
	const opened: Array< { handlers: unknown; closed: boolean } > = [];
	return {
		streams: opened,
		streamAiSuggestion: ( _messages: unknown, handlers: unknown ) => {
			const fake = { handlers, closed: false };
			opened.push( fake );
			return {
				close: () => {
					fake.closed = true;
				},
				get closed() {
					return fake.closed;
				},
			};
		},
	};
} );

/** The streams Form AI opened, driven by the tests. */
const { streams } = jest.requireMock( '@cairn/shared/ai/stream' ) as {
	streams: Array< { handlers: AiStreamHandlers; closed: boolean } >;
};

const FORM_ANSWER = [
	'<!-- wp:cairn/field {"type":"name","required":true} /-->',
	'<!-- wp:cairn/button {"element":"button","text":"Book"} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Book</button></div><!-- /wp:cairn/button -->',
].join( '\n' );

const count = () => select( usageStore ).getAiFeature().requestsCount;

beforeAll( () => {
	if ( ! getBlockTypes().length ) {
		registerAllBlocks();
	}
} );

beforeEach( () => {
	streams.length = 0;
	window.cairnEditorData = {
		readiness: { 'ai-text': { ready: true, section: 'ai', message: '' } },
	};
	const status = serverFeature();
	jest.mocked( apiFetch ).mockImplementation( async () => status );
	act( () => {
		dispatch( usageStore ).receiveAiFeature(
			mapAiFeatureResponse( status )
		);
	} );
} );

/**
 * Puts a form in the editor, opens Form AI on it and asks for a form.
 *
 * @return The form's id.
 */
function ask(): string {
	const form = createBlock( 'cairn/contact-form', {}, [
		createBlock( 'cairn/field', { type: 'email' } ),
	] );
	act( () => {
		dispatch( blockEditorStore ).resetBlocks( [ form ] );
	} );
	render( <FormAi clientId={ form.clientId } onClose={ () => undefined } /> );
	fireEvent.change(
		screen.getByRole( 'textbox', { name: 'Describe the form you want' } ),
		{ target: { value: 'A booking form' } }
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'Generate' } ) );
	return form.clientId;
}

describe( 'Form AI on the shared request path', () => {
	it( 'counts an answer in the usage store', () => {
		const before = count();
		const id = ask();
		act( () => streams[ 0 ].handlers.onDone!( FORM_ANSWER ) );
		expect( count() ).toBe( before + 1 );
		expect(
			select( blockEditorStore ).getBlocks( id )[ 0 ].attributes.type
		).toBe( 'name' );
	} );

	it( 'Stop counts the request the site began, and leaves the form as it was', () => {
		const before = count();
		const id = ask();
		fireEvent.click( screen.getByRole( 'button', { name: 'Stop' } ) );
		expect( streams[ 0 ].closed ).toBe( true );
		expect( count() ).toBe( before + 1 );
		expect(
			select( blockEditorStore ).getBlocks( id )[ 0 ].attributes.type
		).toBe( 'email' );
	} );

	it( 'says Error: at info severity, without Try again after a moderation refusal', () => {
		ask();
		act( () =>
			streams[ 0 ].handlers.onError!( {
				code: 'error_moderation',
				message:
					'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
				severity: 'info',
				retry: false,
			} )
		);
		const line = screen.getByText(
			/^Error: This request has been flagged/,
			{
				selector: 'p',
			}
		);
		expect( line.closest( '.components-notice' ) ).toHaveClass( 'is-info' );
		expect(
			screen.queryByRole( 'button', { name: 'Try again' } )
		).not.toBeInTheDocument();
	} );

	it( 'the site’s spent budget requires an upgrade; a provider’s 429 does not', () => {
		ask();
		act( () =>
			streams[ 0 ].handlers.onError!( {
				code: 'error_service_unavailable',
				message:
					'AI services are currently unavailable. Sorry for the inconvenience.',
				severity: 'info',
				retry: true,
				cause: 'provider-rate',
				retryAfter: 7,
			} )
		);
		expect( select( usageStore ).getRequireUpgrade() ).toBe( false );
		expect(
			screen.getByRole( 'button', { name: 'Retry' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( count() ).toBe( 5 );
		expect(
			screen.getByText( 'The AI provider asks to wait 7 seconds.' )
		).toBeInTheDocument();

		cleanup();
		ask();
		act( () =>
			streams[ 1 ].handlers.onError!( {
				code: 'error_quota_exceeded',
				message:
					'You have reached the limit of requests for this site.',
				severity: 'info',
				retry: false,
			} )
		);
		expect( select( usageStore ).getRequireUpgrade() ).toBe( true );
	} );
} );
