/**
 * Internal dependencies
 */
import {
	AI_ERROR_MESSAGES,
	couldBeUnclearReply,
	createAiError,
	errorCodeFromStatus,
	isUnclearReply,
} from '../errors';

describe( 'AI errors', () => {
	it( 'maps 503 to service unavailable, 413 to too large, 422 to moderation and 429 to quota', () => {
		expect( errorCodeFromStatus( 503 ) ).toBe(
			'error_service_unavailable'
		);
		expect( errorCodeFromStatus( 413 ) ).toBe( 'error_context_too_large' );
		expect( errorCodeFromStatus( 422 ) ).toBe( 'error_moderation' );
		expect( errorCodeFromStatus( 429 ) ).toBe( 'error_quota_exceeded' );
	} );

	it( 'maps other statuses from 4xx up to 500 to a request error', () => {
		for ( const status of [ 400, 401, 403, 404, 500 ] ) {
			expect( errorCodeFromStatus( status ) ).toBe( 'error_response' );
		}
	} );

	it( 'carries the user message of each code with severity info', () => {
		expect( createAiError( 'error_quota_exceeded' ) ).toEqual( {
			code: 'error_quota_exceeded',
			message: 'You have reached the limit of requests for this site.',
			severity: 'info',
			retry: false,
		} );
		expect( AI_ERROR_MESSAGES.error_unclear_prompt ).toBe(
			'Your request was unclear. Mind trying again?'
		);
		expect( AI_ERROR_MESSAGES.error_service_unavailable ).toBe(
			'AI services are currently unavailable. Sorry for the inconvenience.'
		);
		expect( AI_ERROR_MESSAGES.error_context_too_large ).toBe(
			'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.'
		);
		expect( AI_ERROR_MESSAGES.error_moderation ).toMatch( /moderation/ );
		for ( const code of [ 'error_response', 'error_network' ] as const ) {
			expect( AI_ERROR_MESSAGES[ code ] ).toBe(
				'It was not possible to process your request. Mind trying again?'
			);
		}
	} );

	it( 'offers Retry only after service-unavailable and network errors', () => {
		const retried = (
			Object.keys( AI_ERROR_MESSAGES ) as Array<
				keyof typeof AI_ERROR_MESSAGES
			>
		 ).filter( ( code ) => createAiError( code ).retry );
		expect( retried.sort() ).toEqual( [
			'error_network',
			'error_service_unavailable',
		] );
	} );

	it( 'recognises a reply starting with CAIRN_AI_ERROR, ignoring underscores and asterisks', () => {
		expect( isUnclearReply( 'CAIRN_AI_ERROR' ) ).toBe( true );
		expect( isUnclearReply( '**CAIRN_AI_ERROR**: unclear' ) ).toBe( true );
		expect( isUnclearReply( '__CAIRNAI_ERROR__' ) ).toBe( true );
		expect( isUnclearReply( '  CAIRN_AI_ERROR' ) ).toBe( true );
		expect( isUnclearReply( 'cairn_ai_error' ) ).toBe( false );
		expect( isUnclearReply( 'The CAIRN_AI_ERROR marker' ) ).toBe( false );
	} );

	it( 'holds a reply back while it could still become the marker', () => {
		expect( couldBeUnclearReply( '' ) ).toBe( true );
		expect( couldBeUnclearReply( '**CAI' ) ).toBe( true );
		expect( couldBeUnclearReply( 'CAIRN_AI_ERR' ) ).toBe( true );
		expect( couldBeUnclearReply( 'CAIRN_AI_ERROR' ) ).toBe( false );
		expect( couldBeUnclearReply( 'Cairns are' ) ).toBe( false );
	} );
} );
