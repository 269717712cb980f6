/**
 * Logs in as the test administrator once and saves the cookies and REST nonce
 * where @wordpress/e2e-test-utils-playwright's fixtures read them
 * (STORAGE_STATE_PATH, set in playwright.config.ts).
 */

/**
 * External dependencies
 */
import { request, type FullConfig } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

async function globalSetup( config: FullConfig ): Promise< void > {
	const { storageState, baseURL } = config.projects[ 0 ].use;
	const storageStatePath =
		typeof storageState === 'string' ? storageState : undefined;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath,
		baseURL,
	} );
	await requestUtils.setupRest();
	await requestContext.dispose();
}

export default globalSetup;
