/**
 * Internal dependencies
 */
import type { AiError } from '@cairn/shared/ai/types';
import { initialRequestStatus, isBusy, requestReducer } from '../request-state';
import type { RequestStatus } from '../types';

const NETWORK: AiError = {
	code: 'error_network',
	message: 'It was not possible to process your request. Mind trying again?',
	severity: 'info',
	retry: true,
};

const start = () =>
	requestReducer( initialRequestStatus( 'init' ), { type: 'START' } );

describe( 'AI request states', () => {
	it( 'starts in the saved state: init, or done', () => {
		expect( initialRequestStatus( 'init' ).state ).toBe( 'init' );
		expect( initialRequestStatus( 'done' ).state ).toBe( 'done' );
		// Anything else saved (an old busy state) starts over.
		expect( initialRequestStatus( 'requesting' ).state ).toBe( 'init' );
	} );

	it( 'requesting and suggesting are busy; init, done and error are not', () => {
		expect( isBusy( 'requesting' ) ).toBe( true );
		expect( isBusy( 'suggesting' ) ).toBe( true );
		expect( isBusy( 'init' ) ).toBe( false );
		expect( isBusy( 'done' ) ).toBe( false );
		expect( isBusy( 'error' ) ).toBe( false );
	} );

	it( 'goes requesting → suggesting with the partial text → done with the whole', () => {
		let status: RequestStatus = start();
		expect( status ).toEqual( {
			state: 'requesting',
			text: '',
			error: null,
		} );
		status = requestReducer( status, {
			type: 'SUGGESTION',
			text: 'Hel',
		} );
		expect( status ).toMatchObject( { state: 'suggesting', text: 'Hel' } );
		status = requestReducer( status, { type: 'DONE', text: 'Hello' } );
		expect( status ).toMatchObject( { state: 'done', text: 'Hello' } );
	} );

	it( 'an error event sets state error and keeps the text received so far', () => {
		const status = requestReducer(
			requestReducer( start(), { type: 'SUGGESTION', text: 'Half' } ),
			{ type: 'ERROR', error: NETWORK }
		);
		expect( status ).toEqual( {
			state: 'error',
			text: 'Half',
			error: NETWORK,
		} );
	} );

	it( 'Stop keeps the text so far as done, or returns to init without text', () => {
		expect(
			requestReducer(
				requestReducer( start(), { type: 'SUGGESTION', text: 'Some' } ),
				{ type: 'STOP' }
			)
		).toMatchObject( { state: 'done', text: 'Some' } );
		expect( requestReducer( start(), { type: 'STOP' } ).state ).toBe(
			'init'
		);
	} );

	it( 'events of a stream that no longer runs change nothing', () => {
		const stopped = requestReducer(
			requestReducer( start(), { type: 'SUGGESTION', text: 'a' } ),
			{ type: 'STOP' }
		);
		expect(
			requestReducer( stopped, { type: 'SUGGESTION', text: 'ab' } )
		).toBe( stopped );
		expect( requestReducer( stopped, { type: 'DONE', text: 'abc' } ) ).toBe(
			stopped
		);
		expect(
			requestReducer( stopped, { type: 'ERROR', error: NETWORK } )
		).toBe( stopped );
	} );

	it( 'a reset forgets the text and the error', () => {
		const failed = requestReducer( start(), {
			type: 'ERROR',
			error: NETWORK,
		} );
		expect(
			requestReducer( failed, { type: 'RESET', state: 'init' } )
		).toEqual( { state: 'init', text: '', error: null } );
	} );
} );
