/**
 * An AI provider that stops sending in the middle of an answer, in a real
 * editor against the local OpenAI-compatible test server (`test-stall`: two
 * words, then silence with the connection open). The site gives the provider
 * up after its stall time (set to a few seconds on the test site instead of
 * a minute), the writer gets the unavailable message with Retry and keeps
 * the words that came, and the budget counts the request once: the
 * provider worked on it, and the retry is a request of its own.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { insertFromInserter } from './utils/blocks';
import { featureStatus, setServices, useAiTestServer } from './utils/ai';

const BLOCK = 'cairn/ai-assistant';

/** Seconds of silence after which the test site gives a stream up. */
const STALL_SECONDS = 2;

test.describe( 'AI provider stalling during a stream', () => {
	const aiServer = useAiTestServer( test, {
		services: { ai_model_text: 'test-stall' },
		features: {},
	} );

	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { cairn_test_ai_stall_seconds: STALL_SECONDS },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { cairn_test_ai_stall_seconds: 0 },
		} );
	} );

	test( 'the writer gets the unavailable message and Retry, keeps the words so far, and the request counts once @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const server = aiServer();
		const useModel = ( model: string ) =>
			setServices(
				requestUtils,
				{
					ai_base_url: server.url,
					ai_model_text: model,
					ai_provider_text: 'openai',
				},
				server.key
			);
		await useModel( 'test-stall' );
		const counted = async () =>
			( await featureStatus( requestUtils ) )[ 'requests-count' ];
		const before = await counted();
		const abortedBefore = server.stats().aborted;

		await admin.createNewPost();
		await insertFromInserter( page, 'AI Assistant' );
		const block = page
			.frameLocator( '[name="editor-canvas"]' )
			.locator( `[data-type="${ BLOCK }"]` );
		const prompt = block.getByRole( 'textbox', { name: 'Ask Cairn AI' } );
		await prompt.fill( 'Write about owls' );
		const asked = Date.now();
		await prompt.press( 'Enter' );

		const answer = block.locator( '.wp-block-cairn-ai-assistant__content' );
		await expect( answer ).toContainText( 'Echo:' );
		const notice = block.locator( '.wp-block-cairn-ai-assistant__error' );
		await expect( notice ).toContainText(
			'AI services are currently unavailable. Sorry for the inconvenience.',
			{ timeout: 30_000 }
		);
		const shownAfter = Date.now() - asked;
		await expect(
			block.getByRole( 'button', { name: 'Retry' } )
		).toBeVisible();
		// The words that came are kept, and the prompt too.
		await expect( answer ).toContainText( 'Echo:' );
		await expect( prompt ).toHaveValue( 'Write about owls' );
		// The site hung up on the provider: no call is left waiting.
		expect( server.stats().aborted ).toBe( abortedBefore + 1 );
		// Counted once: the provider worked on it.
		expect( await counted() ).toBe( before + 1 );

		// The provider is back: Retry is a new request, counted as one.
		await useModel( 'test-model' );
		await block.getByRole( 'button', { name: 'Retry' } ).click();
		await expect( answer ).toContainText( 'Write about owls' );
		await expect( notice ).toHaveCount( 0 );
		expect( await counted() ).toBe( before + 2 );

		// The figure for the notes.
		console.log(
			`Provider stalled after two words: the message showed ${ shownAfter } ms after the prompt (stall time ${ STALL_SECONDS } s); requests counted ${
				before + 1
			} after the stall (+1), ${ before + 2 } after Retry (+1).`
		);
	} );
} );
