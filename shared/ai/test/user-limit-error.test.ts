/**
 * Internal dependencies
 */
import { aiErrorFromReply } from '../errors';

describe( 'a per-user limit reply', () => {
	it( 'shows the server’s words, which name the limit', () => {
		const error = aiErrorFromReply( 429, {
			code: 'cairn_ai_user_limit',
			message:
				'You have reached your limit of 20 AI requests this month. It resets on December 1, 2026.',
			data: { status: 429, limit: 'monthly' },
		} );
		expect( error.message ).toBe(
			'You have reached your limit of 20 AI requests this month. It resets on December 1, 2026.'
		);
		expect( error.retry ).toBe( false );
		expect( error.code ).toBe( 'error_response' );
	} );

	it( 'tells the user the site’s own request limit is reached', () => {
		const error = aiErrorFromReply( 429, {
			code: 'error_quota_exceeded',
			message: 'anything',
			data: { status: 429 },
		} );
		expect( error.message ).toBe(
			'You have reached the limit of requests for this site.'
		);
	} );
} );
