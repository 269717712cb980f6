/**
 * The AI budget and off switches over HTTP: the budget counts exactly when
 * requests arrive at once, and turning the AI assistant off in Settings →
 * Cairn removes its block from the editor.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	aiQuery,
	aiToken,
	featureStatus,
	setAi,
	setServices,
	startAiServer,
	userPrompt,
	type OpenAiServer,
} from './utils/ai';

let server: OpenAiServer;

/**
 * Whether the block editor in a page knows a block type.
 *
 * @param page Editor page.
 * @param name Block name.
 */
function hasBlockType( page: Page, name: string ): Promise< boolean > {
	return page.evaluate(
		( blockName ) =>
			// `wp` is the editor's global; its types are not loaded here.
			!! ( window as unknown as { wp: any } ).wp.blocks.getBlockType(
				blockName
			),
		name
	);
}

test.describe( 'AI budget and switches', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		server = await startAiServer();
		await setServices(
			requestUtils,
			{
				ai_base_url: server.url,
				ai_model_text: 'test-model',
				ai_provider_text: 'openai',
			},
			server.key
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await setServices( requestUtils, {} );
		await setAi( requestUtils, {
			enabled: true,
			features: { 'ai-assistant': true },
			free_limit: 20,
		} );
		await server?.stop();
	} );

	test( 'counts the budget exactly under 30 concurrent requests', async ( {
		requestUtils,
	} ) => {
		// The month's count may already hold other tests' requests: leave
		// exactly 20 (on a fresh site the free limit is exactly 20).
		const used = ( await featureStatus( requestUtils ) )[
			'requests-count'
		];
		await setAi( requestUtils, {
			tier: 'ai-assistant-tier-free',
			free_limit: used + 20,
		} );
		const token = await aiToken( requestUtils );

		const responses = await Promise.all(
			Array.from( { length: 30 }, ( _, index ) =>
				aiQuery( token, {
					messages: userPrompt( `Request ${ index }` ),
					stream: true,
				} ).then( async ( response ) => ( {
					status: response.status,
					type: response.headers.get( 'content-type' ) ?? '',
					body: await response.text(),
				} ) )
			)
		);

		const served = responses.filter( ( { status } ) => status === 200 );
		const refused = responses.filter( ( { status } ) => status === 429 );
		expect( served ).toHaveLength( 20 );
		expect( refused ).toHaveLength( 10 );
		for ( const response of served ) {
			expect( response.type ).toContain( 'text/event-stream' );
			expect( response.body ).toContain( 'data: [DONE]' );
		}
		for ( const response of refused ) {
			expect( JSON.parse( response.body ).code ).toBe(
				'error_quota_exceeded'
			);
		}

		const status = await featureStatus( requestUtils );
		expect( status[ 'requests-count' ] ).toBe( used + 20 );
		expect( status[ 'requests-limit' ] ).toBe( used + 20 );
		expect( status[ 'is-over-limit' ] ).toBe( true );
		expect( status[ 'site-require-upgrade' ] ).toBe( true );
		expect( status[ 'upgrade-url' ] ).toContain(
			'options-general.php?page=cairn#cairn-ai-budget'
		);

		// A larger budget lets requests through again.
		await setAi( requestUtils, { tier: 'ai-assistant-tier-1000' } );
		const again = await aiQuery( token, {
			question: 'Once more',
			stream: false,
		} );
		expect( again.status ).toBe( 200 );
		await setAi( requestUtils, { tier: 'ai-assistant-tier-free' } );
	} );

	test( 'turning the AI assistant off in Settings → Cairn removes its block @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await setAi( requestUtils, {
			enabled: true,
			features: { 'ai-assistant': true },
		} );
		await admin.createNewPost();
		expect( await hasBlockType( page, 'cairn/ai-assistant' ) ).toBe( true );

		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		// An administrator of a single site sets the budget.
		const budget = page.locator( '#cairn-ai-budget' );
		await expect(
			budget.getByLabel( 'Tier', { exact: true } )
		).toBeEnabled();
		await expect(
			budget.getByLabel( 'Tier', { exact: true } )
		).toHaveValue( 'ai-assistant-tier-free' );
		await expect( budget.getByText( /This month: \d+ of/ ) ).toBeVisible();

		const toggle = page
			.locator( '#cairn-ai-features' )
			.getByRole( 'checkbox', { name: 'AI Assistant block' } );
		await expect( toggle ).toBeChecked();
		await toggle.click();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();
		expect(
			( await featureStatus( requestUtils ) )[ 'features-control' ][
				'ai-assistant'
			].enabled
		).toBe( false );

		await admin.createNewPost();
		expect( await hasBlockType( page, 'cairn/ai-assistant' ) ).toBe(
			false
		);
		// Other blocks stay.
		expect( await hasBlockType( page, 'cairn/markdown' ) ).toBe( true );
		const editorData = await page.evaluate(
			() =>
				(
					window as unknown as {
						cairnEditorData: {
							ai: { features: Record< string, boolean > };
						};
					}
				 ).cairnEditorData
		);
		expect( editorData.ai.features[ 'ai-assistant' ] ).toBe( false );

		// The inserter offers no AI Assistant.
		await page
			.getByRole( 'toolbar', { name: 'Document tools' } )
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
		await page
			.getByRole( 'searchbox', { name: /Search/ } )
			.fill( 'AI Assistant' );
		await expect(
			page.getByRole( 'option', { name: 'AI Assistant', exact: true } )
		).toHaveCount( 0 );
	} );
} );
