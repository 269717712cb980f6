/**
 * Playwright: Cairn's browser tests in tests/e2e, run by `npm run test:e2e`
 * (tools/test-e2e.mjs), which serves a fresh WordPress test site and passes its
 * address in WP_BASE_URL. Debian's Chromium is used; Playwright never
 * downloads a browser.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's headless shell: the same Chromium without the full browser's
// window machinery, as Playwright itself runs headless tests; it spends about
// a quarter less time per test than the full browser. CAIRN_CHROMIUM chooses.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
	process.env.CAIRN_CHROMIUM ||
	( fs.existsSync( HEADLESS_SHELL ) ? HEADLESS_SHELL : '/usr/bin/chromium' );

const baseURL = ( process.env.WP_BASE_URL ||= 'http://127.0.0.1:8889' );
const version = process.env.CAIRN_WP_VERSION || 'local';
// @wordpress/e2e-test-utils-playwright reads the admin's cookies from here.
const storageState = ( process.env.STORAGE_STATE_PATH ||= path.join(
	process.cwd(),
	'artifacts/storage-states',
	`admin-${ version }.json`
) );

export default defineConfig( {
	// WordPress 6.8 runs each block's main path: tests tagged @full run on 7.1 only, to keep CI short.
	grepInvert: process.env.CAIRN_WP_VERSION === '6.8' ? /@full/ : undefined,
	testDir: 'tests/e2e',
	testMatch: '**/*.spec.ts',
	globalSetup: './tests/e2e/global-setup.ts',
	outputDir: process.env.CAIRN_E2E_OUTPUT || `test-results/wp-${ version }`,
	// One worker: the machine has two cores and tests share one site.
	workers: 1,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	// A flaky test is a bug to find, not to retry.
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	// The list as tests run; failures again in a file the runner prints last.
	reporter: [ [ 'list' ], [ './tests/e2e/utils/failure-list.ts' ] ],
	reportSlowTests: null,
	use: {
		baseURL,
		storageState,
		headless: true,
		viewport: { width: 1280, height: 900 },
		actionTimeout: 10_000,
		navigationTimeout: 30_000,
		// A trace records the page at every step, which costs the browser about a
		// quarter of its time; on CI nobody can open one, so it is off there.
		// CAIRN_E2E_TRACE=on|off chooses.
		trace:
			( process.env.CAIRN_E2E_TRACE ||
				( process.env.CI ? 'off' : 'on' ) ) === 'on'
				? 'retain-on-failure'
				: 'off',
		screenshot: 'only-on-failure',
		video: 'off',
		browserName: 'chromium',
		launchOptions: {
			executablePath: chromium,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--disable-dev-shm-usage',
				// Voice to content records from Chromium's fake microphone (a tone), allowed without a prompt.
				'--use-fake-device-for-media-stream',
				'--use-fake-ui-for-media-stream',
			],
		},
	},
} );
