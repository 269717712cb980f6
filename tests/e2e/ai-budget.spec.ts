/**
 * The AI budget and off switches over HTTP: the budget counts exactly when
 * requests arrive at once, and turning the AI assistant off in Settings →
 * Cairn removes its block from the editor.
 */

/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

const QUERY_URL = `${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/ai/query`;
const SERVER_SCRIPT = path.join(
	process.cwd(),
	'tests/servers/openai-compatible.mjs'
);

/** The spec's feature status keys this test reads. */
type FeatureStatus = {
	'requests-count': number;
	'requests-limit': number;
	'is-over-limit': boolean;
	'site-require-upgrade': boolean;
	'upgrade-url': string;
	'features-control': Record< string, { enabled: boolean } >;
};

/** The OpenAI-compatible test server's process and base URL. */
const server = { process: null as ChildProcess | null, url: '' };

/**
 * Starts tests/servers/openai-compatible.mjs and reads its URL.
 */
async function startServer(): Promise< void > {
	const child = spawn( process.execPath, [ SERVER_SCRIPT ], {
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} );
	const lines = readline.createInterface( { input: child.stdout! } );
	server.url = (
		await new Promise< string >( ( resolve, reject ) => {
			lines.once( 'line', resolve );
			child.once( 'exit', () =>
				reject(
					new Error( 'The OpenAI-compatible test server exited.' )
				)
			);
		} )
	).trim();
	server.process = child;
}

/**
 * Writes Cairn's AI settings.
 *
 * @param requestUtils Request utils.
 * @param ai           Keys of `cairn_ai`.
 */
async function setAi(
	requestUtils: RequestUtils,
	ai: Record< string, unknown >
) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { cairn_ai: ai },
	} );
}

/**
 * Reads the AI feature status.
 *
 * @param requestUtils Request utils.
 */
function featureStatus( requestUtils: RequestUtils ) {
	return requestUtils.rest< FeatureStatus >( {
		path: '/cairn/v1/ai/assistant-feature',
	} );
}

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
		await startServer();
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				cairn_services: {
					ai_base_url: server.url,
					ai_model_text: 'test-model',
					ai_provider_text: 'openai',
				},
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				cairn_services: {},
				cairn_ai: {
					enabled: true,
					features: { 'ai-assistant': true },
					free_limit: 20,
				},
			},
		} );
		server.process?.kill();
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
		const { token } = await requestUtils.rest< { token: string } >( {
			method: 'POST',
			path: '/cairn/v1/ai/jwt',
		} );

		const responses = await Promise.all(
			Array.from( { length: 30 }, ( _, index ) =>
				fetch( QUERY_URL, {
					method: 'POST',
					headers: {
						Authorization: `Bearer ${ token }`,
						'Content-Type': 'application/json',
					},
					body: JSON.stringify( {
						messages: [
							{
								role: 'cairn-ai',
								content: '',
								context: {
									type: 'userPrompt',
									request: `Request ${ index }`,
								},
							},
						],
						stream: true,
					} ),
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
		const again = await fetch( QUERY_URL, {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ token }`,
				'Content-Type': 'application/json',
			},
			body: JSON.stringify( { question: 'Once more', stream: false } ),
		} );
		expect( again.status ).toBe( 200 );
		await setAi( requestUtils, { tier: 'ai-assistant-tier-free' } );
	} );

	test( 'turning the AI assistant off in Settings → Cairn removes its block', async ( {
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
