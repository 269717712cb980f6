/**
 * Internal dependencies
 */
import type { AiMessage } from '@cairn/shared/ai/types';
import { MAX_HISTORY } from '../constants';
import {
	appendAnswer,
	buildRequestMessages,
	buildUserMessage,
	trimHistory,
} from '../history';

/**
 * A conversation of `turns` question-and-answer pairs, follow-ups after the
 * first.
 *
 * @param turns How many pairs.
 * @return The messages, oldest first.
 */
function conversation( turns: number ): AiMessage[] {
	return Array.from( { length: turns }, ( _, i ): AiMessage[] => [
		{
			role: 'cairn-ai',
			content: `question ${ i }`,
			context: {
				type: 'userPrompt',
				request: `question ${ i }`,
				is_follow_up: i > 0,
			},
		},
		{ role: 'assistant', content: `answer ${ i }` },
	] ).flat();
}

describe( 'AI message history', () => {
	it( 'keeps at most 20 messages', () => {
		expect( MAX_HISTORY ).toBe( 20 );
		expect( trimHistory( conversation( 15 ) ) ).toHaveLength( 20 );
		expect( trimHistory( conversation( 10 ) ) ).toHaveLength( 20 );
	} );

	it( 'leaves a history within the limit unchanged', () => {
		const history = conversation( 3 );
		expect( trimHistory( history ) ).toBe( history );
	} );

	it( 'when trimmed, begins at a cairn-ai message marked is_follow_up false', () => {
		// 10 pairs and one more question: 21 messages; the newest 20 begin
		// with an answer, which must go too.
		const history = [
			...conversation( 10 ),
			...conversation( 11 ).slice( 20, 21 ),
		];
		expect( history ).toHaveLength( 21 );
		const trimmed = trimHistory( history );
		expect( trimmed ).toHaveLength( 19 );
		expect( trimmed[ 0 ].role ).toBe( 'cairn-ai' );
		expect( trimmed[ 0 ].content ).toBe( 'question 1' );
		expect( trimmed[ 0 ].context?.is_follow_up ).toBe( false );
		expect( trimmed.at( -1 )?.content ).toBe( 'question 10' );
		// The original message is not changed.
		expect( history[ 2 ].context?.is_follow_up ).toBe( true );
	} );

	it( 'a request message carries type, request, content, tone, language and is_follow_up', () => {
		expect(
			buildUserMessage( {
				type: 'changeTone',
				request: 'Change the tone to Humorous',
				content: 'Some text',
				tone: 'humorous',
				isFollowUp: true,
			} )
		).toEqual( {
			role: 'cairn-ai',
			content: 'Change the tone to Humorous',
			context: {
				type: 'changeTone',
				request: 'Change the tone to Humorous',
				content: 'Some text',
				tone: 'humorous',
				is_follow_up: true,
			},
		} );
		expect(
			buildUserMessage( {
				type: 'changeLanguage',
				request: 'Translate',
				content: 'Text',
				language: 'es',
				isFollowUp: true,
			} ).context?.language
		).toBe( 'es' );
	} );

	it( 'a follow-up sends the history and the new message; a first request only the message', () => {
		const history = conversation( 2 );
		const request = {
			type: 'userPrompt' as const,
			request: 'shorter',
			content: 'answer 1',
			isFollowUp: true,
		};
		const followUp = buildRequestMessages( history, request );
		expect( followUp ).toHaveLength( 5 );
		expect( followUp.slice( 0, 4 ) ).toEqual( history );
		expect( followUp[ 4 ].context ).toMatchObject( {
			request: 'shorter',
			content: 'answer 1',
			is_follow_up: true,
		} );
		const first = buildRequestMessages( history, {
			type: 'userPrompt',
			request: 'new',
			isFollowUp: false,
		} );
		expect( first ).toHaveLength( 1 );
		expect( first[ 0 ].context?.is_follow_up ).toBe( false );
	} );

	it( 'the messages sent are trimmed to 20 too', () => {
		const sent = buildRequestMessages( conversation( 12 ), {
			type: 'userPrompt',
			request: 'more',
			isFollowUp: true,
		} );
		expect( sent.length ).toBeLessThanOrEqual( 20 );
		expect( sent[ 0 ].role ).toBe( 'cairn-ai' );
		expect( sent[ 0 ].context?.is_follow_up ).toBe( false );
		expect( sent.at( -1 )?.content ).toBe( 'more' );
	} );

	it( 'an answer is appended to the history as an assistant message', () => {
		const history = appendAnswer( conversation( 1 ).slice( 0, 1 ), 'hi' );
		expect( history.at( -1 ) ).toEqual( {
			role: 'assistant',
			content: 'hi',
		} );
		const long = appendAnswer( conversation( 10 ), 'x' );
		expect( long.length ).toBeLessThanOrEqual( 20 );
		expect( long[ 0 ].role ).toBe( 'cairn-ai' );
		expect( long.at( -1 )?.content ).toBe( 'x' );
	} );
} );
